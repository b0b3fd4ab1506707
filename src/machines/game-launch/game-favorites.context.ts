import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { gameFavoritesMachine } from './game-favorites.machine';

export type GameFavoritesActor = ActorRefFrom<typeof gameFavoritesMachine>;

/**
 * The running favourites chart of a page, if any. Its own module (no chart code): game cards on
 * the home page only look for one here; GameFavoritesProvider (use-game-favorites.tsx) starts it.
 */
const Ctx = createContext<GameFavoritesActor | null>(null);

/** Makes a running favourites chart the one of the cards below. */
export const GameFavoritesActorProvider = Ctx.Provider;

/** The running favourites chart, or null where there is none (visitors and trial accounts). */
export function useGameFavoritesActor(): GameFavoritesActor | null {
  return useContext(Ctx);
}
