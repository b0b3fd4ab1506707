import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { GameItem } from '../../api/schemas/lobby';
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

/**
 * One game card's star: whether the game is a favourite, whether the chart would take a press
 * now (not while loading or saving), and the press; none without a chart (visitors, trial
 * accounts). The same hooks either way, so a card keeps its place in the tree when a member's
 * chart starts: the star is added to it, the card is not drawn again (issue #21, blocking time).
 */
export function useFavoriteStar(favorites: GameFavoritesActor | null, game: GameItem) {
  const chart = favorites ?? undefined;
  const on = useSelector(chart, (s) => s?.context.ids.includes(game.gameId) ?? false);
  const busy = useSelector(chart, (s) => !s?.can({ type: 'favorites.toggle', game }));
  const toggle = useMemo(() => () => favorites?.send({ type: 'favorites.toggle', game }), [favorites, game]);
  return favorites ? { on, busy, toggle } : null;
}
