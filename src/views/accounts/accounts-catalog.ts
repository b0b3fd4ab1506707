import { ensureCatalogPart } from '../../i18n';

/**
 * The account screens' messages (login, registration, passwords…): their own catalog
 * (lingui.config.ts), fetched with the screens' chunks, so the home route carries only its own.
 */
const ACCOUNTS_CATALOG = {
  bn: () => import('../../../locales/bn/accounts.po'),
  en: () => import('../../../locales/en/accounts.po'),
};

export function loadAccountsCatalog(): Promise<void> {
  return ensureCatalogPart('accounts', ACCOUNTS_CATALOG);
}

/** A lazy loader whose part renders account screens: it resolves once their messages are in too. */
export function withAccountsCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAccountsCatalog()]).then(([loaded]) => loaded);
}
