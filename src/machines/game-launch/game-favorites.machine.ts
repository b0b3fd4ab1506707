import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { GAMES } from '../../config/constants';
import type { FavoriteGames, FavoritesData, GameFavoritesContext, GameFavoritesEvent, SaveFavorite } from './game-favorites.types';
import { lazyChart } from '../lazy-chart';

/** Message key when a member already keeps GAMES.favoritesMax favourites. */
export const FAVORITES_LIMIT = 'game.favorites.limit';

export const gameFavoritesMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as GameFavoritesContext,
      events: {} as GameFavoritesEvent,
    },
    actors: {
      loadFavorites: fromPromise<FavoritesData>(async () => {
        throw new Error('loadFavorites not provided');
      }),
      /** POST MCSFE_setFavoriteGame: answers the favourite ids after the change. */
      saveFavorite: fromPromise<FavoriteGames, SaveFavorite>(async () => {
        throw new Error('saveFavorite not provided');
      }),
    },
    guards: {
      atLimit: ({ context, event }) =>
        event.type === 'favorites.toggle' && !context.ids.includes(event.game.gameId) && context.ids.length >= GAMES.favoritesMax,
    },
  }).createMachine({
    id: 'gameFavorites',
    description: 'A member’s favourite games (SPEC §7 MCSFE_getFavoriteGames / …List): a star on every game card and a strip.',
    context: { ids: [], games: [], pending: null, errorKey: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        invoke: {
          id: 'loadFavorites',
          src: 'loadFavorites',
          onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, errorKey: null })) },
          onError: { target: 'failed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      failed: {
        tags: ['state:error'],
        on: { 'favorites.retry': 'loading' },
      },
      ready: {
        tags: ['state:ready'],
        on: {
          'favorites.toggle': [
            {
              guard: 'atLimit',
              actions: assign({ errorKey: FAVORITES_LIMIT }),
              description: `At most GAMES.favoritesMax favourites: adding one more is refused here.`,
            },
            { target: 'saving', actions: assign({ pending: ({ event }) => event.game, errorKey: null }) },
          ],
        },
      },
      saving: {
        tags: ['state:ready', 'favorites:saving'],
        description: 'The star is busy until the server answers; no optimistic change.',
        invoke: {
          id: 'saveFavorite',
          src: 'saveFavorite',
          input: ({ context }) => ({ gameId: context.pending!.gameId, favorite: !context.ids.includes(context.pending!.gameId) }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const game = context.pending!;
              const ids = event.output.list;
              const kept = context.games.filter((g) => ids.includes(g.gameId));
              return {
                ids,
                games: ids.includes(game.gameId) && !kept.some((g) => g.gameId === game.gameId) ? [game, ...kept] : kept,
                pending: null,
              };
            }),
          },
          onError: { target: 'ready', actions: assign({ pending: null, errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
    },
  }),
);
