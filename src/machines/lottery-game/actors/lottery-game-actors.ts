import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { LotteryGameDetail, LotteryGameInput, ResultRead } from '../lottery-game.types';

type Api = Pick<ApiClient, 'call'>;

/** GET /lgw/lotto/game: the game, its current draw and last result, its bet types. */
export function createReadGame(api: Api) {
  return fromPromise<LotteryGameDetail, LotteryGameInput>(({ input, signal }) =>
    api.call('lotteryGame', { query: { gameCode: input.gameCode }, signal }),
  );
}

/**
 * The game and the first page of its draw history together: the game's `last` shows a result,
 * the history also shows a cancelled draw (which never becomes `last`).
 */
export function createReadResult(api: Api) {
  return fromPromise<ResultRead, LotteryGameInput>(async ({ input, signal }) => {
    const [detail, page] = await Promise.all([
      api.call('lotteryGame', { query: { gameCode: input.gameCode }, signal }),
      api.call('lotteryDraws', { query: { gameCode: input.gameCode, page: 1 }, signal }),
    ]);
    return { detail, draws: page.list };
  });
}
