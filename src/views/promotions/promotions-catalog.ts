import { ensureCatalogPart } from '../../i18n';
import { loadErrorMessages } from '../messages';

/** The promotions pages' and reward center's messages: their own catalog part (lingui.config.ts), fetched with their chunks. */
const PROMOTIONS_CATALOG = {
  bn: () => import('../../../locales/bn/promotions.po'),
  en: () => import('../../../locales/en/promotions.po'),
};

export function loadPromotionsCatalog(): Promise<void> {
  // Its forms can show a code's message before any request (a field check).
  return Promise.all([ensureCatalogPart('promotions', PROMOTIONS_CATALOG), loadErrorMessages()]).then(() => undefined);
}
