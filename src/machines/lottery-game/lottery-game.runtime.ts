import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createLotterySlipLogic } from '../lottery-slip/lottery-slip.runtime';
import { createReadGame, createReadResult } from './actors/lottery-game-actors';
import { lotteryGameMachine } from './lottery-game.machine';

export interface LotteryGameDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createLotteryGameImplementations({ api }: LotteryGameDeps) {
  return {
    actors: {
      readGame: createReadGame(api),
      readResult: createReadResult(api),
      slip: createLotterySlipLogic({ api }),
    },
    actions: { announceBalanceChanged: () => announceBalanceChanged() },
  };
}

export function createLotteryGameLogic(deps: LotteryGameDeps) {
  return lotteryGameMachine.provide(createLotteryGameImplementations(deps));
}
