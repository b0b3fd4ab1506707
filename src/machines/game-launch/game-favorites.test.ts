import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { GAMES } from '../../config/constants';
import { fortuneTiger, mahjongWays } from './game-launch.fixtures';
import { FAVORITES_LIMIT, gameFavoritesMachine } from './game-favorites.machine';
import type { FavoriteGames, FavoritesData, SaveFavorite } from './game-favorites.types';

function run(data: FavoritesData, answer?: (req: SaveFavorite) => Promise<FavoriteGames>) {
  const saved: SaveFavorite[] = [];
  const actor = createActor(
    gameFavoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise(async () => data),
        saveFavorite: fromPromise<FavoriteGames, SaveFavorite>(async ({ input }) => {
          saved.push(input);
          if (answer) return answer(input);
          return { list: input.favorite ? [...data.ids, input.gameId] : data.ids.filter((id) => id !== input.gameId) };
        }),
      },
    }),
  ).start();
  return { actor, saved, ready: () => waitFor(actor, (s) => s.matches('ready')) };
}

describe('gameFavorites chart', () => {
  it('a star adds a game (favorite true), and the strip gets it first; another press removes it', async () => {
    const r = run({ ids: [fortuneTiger.gameId], games: [fortuneTiger] });
    await r.ready();
    r.actor.send({ type: 'favorites.toggle', game: mahjongWays });
    expect(r.actor.getSnapshot().matches('saving')).toBe(true);
    await r.ready();
    expect(r.saved[0]).toEqual({ gameId: mahjongWays.gameId, favorite: true });
    expect(r.actor.getSnapshot().context.games.map((g) => g.gameId)).toEqual([mahjongWays.gameId, fortuneTiger.gameId]);
    r.actor.send({ type: 'favorites.toggle', game: fortuneTiger });
    await r.ready();
    expect(r.saved[1]).toEqual({ gameId: fortuneTiger.gameId, favorite: false });
  });

  it('the server’s answer is the truth: the strip keeps only the games it lists', async () => {
    const r = run({ ids: [fortuneTiger.gameId], games: [fortuneTiger] }, async () => ({ list: [] }));
    await r.ready();
    r.actor.send({ type: 'favorites.toggle', game: mahjongWays });
    await r.ready();
    expect(r.actor.getSnapshot().context).toMatchObject({ ids: [], games: [], pending: null });
  });

  it(`refuses a favourite beyond GAMES.favoritesMax without a call; removing one still works`, async () => {
    const ids = Array.from({ length: GAMES.favoritesMax }, (_, i) => `G-${i}`);
    const r = run({ ids, games: [] });
    await r.ready();
    r.actor.send({ type: 'favorites.toggle', game: mahjongWays });
    expect(r.actor.getSnapshot().context.errorKey).toBe(FAVORITES_LIMIT);
    expect(r.saved).toEqual([]);
    r.actor.send({ type: 'favorites.toggle', game: { ...fortuneTiger, gameId: 'G-3' } });
    await r.ready();
    expect(r.saved).toEqual([{ gameId: 'G-3', favorite: false }]);
    expect(r.actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('a failed save keeps the favourites as they were and says why', async () => {
    const r = run({ ids: [], games: [] }, async () => {
      throw new ApiError('network', 'network.abnormal');
    });
    await r.ready();
    r.actor.send({ type: 'favorites.toggle', game: mahjongWays });
    await r.ready();
    expect(r.actor.getSnapshot().context).toMatchObject({ ids: [], pending: null, errorKey: 'network.abnormal' });
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    const actor = createActor(
      gameFavoritesMachine.provide({
        actors: {
          loadFavorites: fromPromise<FavoritesData>(async () => {
            if (fail) throw new ApiError('timeout', 'network.timeout');
            return { ids: [], games: [] };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('network.timeout');
    fail = false;
    actor.send({ type: 'favorites.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
