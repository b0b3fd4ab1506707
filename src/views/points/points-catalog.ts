import { ensureCatalogPart } from '../../i18n';

/** The points mall's and the VIP page's messages: their own catalog part (lingui.config.ts), fetched with their chunk. */
const POINTS_CATALOG = {
  bn: () => import('../../../locales/bn/points.po'),
  en: () => import('../../../locales/en/points.po'),
};

export function loadPointsCatalog(): Promise<void> {
  return ensureCatalogPart('points', POINTS_CATALOG);
}

/** A lazy loader whose part renders points views: it resolves once their messages are in too. */
export function withPointsCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPointsCatalog()]).then(([loaded]) => loaded);
}
