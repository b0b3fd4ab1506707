import { sendParent } from 'xstate';
import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createPlaceBets } from './actors/place-bets';
import { lotterySlipMachine } from './lottery-slip.machine';

export interface LotterySlipDeps {
  api: Pick<ApiClient, 'call'>;
}

/**
 * The slip runs as the lottery-game chart's child: bets placed (`game.betsPlaced`: the member's open
 * bets read again) and sales found closed (`game.drawClosed`: the game is read for the next draw)
 * go to that chart.
 */
export function createLotterySlipImplementations({ api }: LotterySlipDeps) {
  return {
    actors: { placeBets: createPlaceBets(api) },
    actions: {
      announceBalanceChanged: () => announceBalanceChanged(),
      betsPlaced: sendParent({ type: 'game.betsPlaced' }) as never,
      drawClosed: sendParent({ type: 'game.drawClosed' }) as never,
    },
  };
}

export function createLotterySlipLogic(deps: LotterySlipDeps) {
  return lotterySlipMachine.provide(createLotterySlipImplementations(deps));
}
