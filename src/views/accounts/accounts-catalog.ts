import { ensureCatalogPart } from '../../i18n';
import { loadErrorMessages } from '../messages';

/**
 * The account screens' messages (login, registration, passwords…): their own catalog
 * (lingui.config.ts), fetched with the screens' chunks, so the home route carries only its own.
 */
const ACCOUNTS_CATALOG = {
  bn: () => import('../../../locales/bn/accounts.po'),
  en: () => import('../../../locales/en/accounts.po'),
};

export function loadAccountsCatalog(): Promise<void> {
  // Its forms can show a code's message before any request (a field check).
  return Promise.all([ensureCatalogPart('accounts', ACCOUNTS_CATALOG), loadErrorMessages()]).then(() => undefined);
}

/** A lazy loader whose part renders account screens: it resolves once their messages are in too. */
export function withAccountsCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAccountsCatalog()]).then(([loaded]) => loaded);
}
