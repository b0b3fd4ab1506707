import { ensureCatalogPart } from '../../i18n';

/**
 * The game screens' messages (lobby, launch, /game, the vendor list): their own catalog part
 * (lingui.config.ts), fetched with the game chunks so the home route carries only its own. The
 * home page's game sections speak from the home route's catalog; the lottery pages have their
 * own part (src/views/lottery/lottery-catalog.ts).
 */
const GAMES_CATALOG = {
  bn: () => import('../../../locales/bn/games.po'),
  en: () => import('../../../locales/en/games.po'),
};

export function loadGamesCatalog(): Promise<void> {
  return ensureCatalogPart('games', GAMES_CATALOG);
}

/** A lazy loader whose part renders game screens: it resolves once their messages are in too. */
export function withGamesCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadGamesCatalog()]).then(([loaded]) => loaded);
}
