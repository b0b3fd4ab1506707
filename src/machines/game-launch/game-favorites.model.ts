import type { EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import { GAMES } from '../../config/constants';
import type { ChartModel } from '../graph/paths';
import { fortuneTiger, gameFixture, mahjongWays } from './game-launch.fixtures';
import { gameFavoritesMachine } from './game-favorites.machine';
import type { GameFavoritesContext } from './game-favorites.types';

/** The member keeps Fortune Tiger; Mahjong Ways is not a favourite yet. */
export const FAVORITES_MODEL_GAMES = [fortuneTiger, mahjongWays] as const;
/** A member who already keeps GAMES.favoritesMax favourites (Fortune Tiger among them). */
const fullIds = [fortuneTiger.gameId, ...Array.from({ length: GAMES.favoritesMax - 1 }, (_, i) => `PG-filler-${i}`)];
const filler = gameFixture({ gameId: 'PG-filler-0', gameName: 'Filler', vassalage: 'PG' });

const done = (id: string, output: unknown, label: string) => ({ type: `xstate.done.actor.${id}`, output, label }) as EventObject;
const error = (id: string, err: unknown, label: string) => ({ type: `xstate.error.actor.${id}`, error: err, label }) as EventObject;

export const gameFavoritesModel: ChartModel<typeof gameFavoritesMachine> = {
  id: 'game-favorites',
  machine: gameFavoritesMachine,
  events: (s) => {
    const c = s.context as GameFavoritesContext;
    const pending = c.pending;
    // The server answers the ids after the change the member asked for.
    const after = pending && (c.ids.includes(pending.gameId) ? c.ids.filter((id) => id !== pending.gameId) : [...c.ids, pending.gameId]);
    return [
      done('loadFavorites', { ids: [fortuneTiger.gameId], games: [fortuneTiger] }, 'one favourite'),
      done('loadFavorites', { ids: fullIds, games: [fortuneTiger, filler] }, 'at the limit'),
      error('loadFavorites', new ApiError('network', 'network.abnormal'), 'offline'),
      { type: 'favorites.retry' },
      ...FAVORITES_MODEL_GAMES.map((game) => ({ type: 'favorites.toggle', game, label: game.gameName }) as EventObject),
      ...(after ? [done('saveFavorite', { list: after }, 'saved')] : []),
      error('saveFavorite', new ApiError('network', 'network.abnormal'), 'offline'),
    ];
  },
  serialize: (s) => {
    const c = s.context as GameFavoritesContext;
    return JSON.stringify({ v: s.value, n: c.ids.length, fav: FAVORITES_MODEL_GAMES.map((g) => c.ids.includes(g.gameId)), p: c.pending?.gameId, e: c.errorKey });
  },
};
