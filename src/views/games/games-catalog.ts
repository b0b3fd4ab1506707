import { ensureCatalogPart } from '../../i18n';

/**
 * The game screens' messages (lobby, launch, /game, lottery): their own catalog part
 * (lingui.config.ts), fetched with the game chunks so the home route carries only its own.
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
