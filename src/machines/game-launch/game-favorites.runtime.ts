import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { gameFavoritesMachine } from './game-favorites.machine';
import type { FavoriteGames, FavoritesData, SaveFavorite } from './game-favorites.types';

type Api = Pick<ApiClient, 'call'>;

export function createGameFavoritesImplementations(api: Api) {
  return {
    actors: {
      loadFavorites: fromPromise<FavoritesData>(async ({ signal }) => {
        const [ids, games] = await Promise.all([api.call('favoriteGames', { signal }), api.call('favoriteGamesList', { signal })]);
        return { ids: ids.list, games: games.list };
      }),
      saveFavorite: fromPromise<FavoriteGames, SaveFavorite>(({ input, signal }) => api.call('setFavoriteGame', { body: input, signal })),
    },
  };
}

export function createGameFavoritesLogic(api: Api) {
  return gameFavoritesMachine.provide(createGameFavoritesImplementations(api));
}
