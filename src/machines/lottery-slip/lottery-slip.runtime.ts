import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createPlaceBets } from './actors/place-bets';
import { lotterySlipMachine } from './lottery-slip.machine';

export interface LotterySlipDeps {
  api: Pick<ApiClient, 'call'>;
  /** Bets went in: the page reloads the member's open bets. */
  onPlaced: () => void;
  /** Sales closed for the slip's draw: the page reads the game again to learn the next draw. */
  onDrawClosed: () => void;
}

export function createLotterySlipImplementations({ api, onPlaced, onDrawClosed }: LotterySlipDeps) {
  return {
    actors: { placeBets: createPlaceBets(api) },
    actions: {
      announceBalanceChanged: () => announceBalanceChanged(),
      betsPlaced: () => onPlaced(),
      drawClosed: () => onDrawClosed(),
    },
  };
}

export function createLotterySlipLogic(deps: LotterySlipDeps) {
  return lotterySlipMachine.provide(createLotterySlipImplementations(deps));
}
