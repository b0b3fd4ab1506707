import { ensureCatalogPart } from '../../i18n';

/**
 * The games catalog part (lingui.config.ts: src/views/games and src/views/lottery share it),
 * fetched with the lottery pages' chunk so the home route carries none of it. The lobby views
 * register the same part with the same loaders; ensureCatalogPart loads it once per language.
 */
const GAMES_CATALOG = {
  bn: () => import('../../../locales/bn/games.po'),
  en: () => import('../../../locales/en/games.po'),
};

export function loadLotteryCatalog(): Promise<void> {
  return ensureCatalogPart('games', GAMES_CATALOG);
}
