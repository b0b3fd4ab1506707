import { ensureCatalogPart } from '../../i18n';
import { loadErrorMessages } from '../messages';

/** The points mall's and the VIP page's messages: their own catalog part (lingui.config.ts), fetched with their chunk. */
const POINTS_CATALOG = {
  bn: () => import('../../../locales/bn/points.po'),
  en: () => import('../../../locales/en/points.po'),
};

export function loadPointsCatalog(): Promise<void> {
  // Its forms can show a code's message before any request (a field check).
  return Promise.all([ensureCatalogPart('points', POINTS_CATALOG), loadErrorMessages()]).then(() => undefined);
}

/** A lazy loader whose part renders points views: it resolves once their messages are in too. */
export function withPointsCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPointsCatalog()]).then(([loaded]) => loaded);
}
