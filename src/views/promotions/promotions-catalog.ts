import { ensureCatalogPart } from '../../i18n';

/** The promotions pages' and reward center's messages: their own catalog part (lingui.config.ts), fetched with their chunks. */
const PROMOTIONS_CATALOG = {
  bn: () => import('../../../locales/bn/promotions.po'),
  en: () => import('../../../locales/en/promotions.po'),
};

export function loadPromotionsCatalog(): Promise<void> {
  return ensureCatalogPart('promotions', PROMOTIONS_CATALOG);
}
