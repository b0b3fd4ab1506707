import { ensureCatalogPart } from '../../i18n';

/**
 * The lottery pages' messages: their own catalog part (lingui.config.ts), fetched with the
 * lottery screens' chunk, so neither the home route nor the game lobby carries them.
 */
const LOTTERY_CATALOG = {
  bn: () => import('../../../locales/bn/lottery.po'),
  en: () => import('../../../locales/en/lottery.po'),
};

export function loadLotteryCatalog(): Promise<void> {
  return ensureCatalogPart('lottery', LOTTERY_CATALOG);
}
