import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { LotteryGame, LotteryLobbyInput } from '../lottery-lobby.types';

/** GET /lgw/vn/games/game_menu?area=: the area's games with their current draw and last result. */
export function createReadMenu(api: Pick<ApiClient, 'call'>) {
  return fromPromise<LotteryGame[], LotteryLobbyInput>(async ({ input, signal }) => (await api.call('lotteryMenu', { query: { area: input.area }, signal })).list);
}
