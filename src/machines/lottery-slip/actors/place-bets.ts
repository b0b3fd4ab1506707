import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { PlacedLotteryBets, PlaceLotteryBets } from '../lottery-slip.types';

/** POST /lgw/lotto/bets (token): the whole slip or nothing, idempotent by requestId. */
export function createPlaceBets(api: Pick<ApiClient, 'call'>) {
  return fromPromise<PlacedLotteryBets, PlaceLotteryBets>(({ input, signal }) => api.call('placeLotteryBets', { body: input, signal }));
}
