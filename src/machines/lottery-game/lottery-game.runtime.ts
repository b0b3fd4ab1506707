import { sendParent } from 'xstate';
import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { createPlaceBets } from '../lottery-slip/actors/place-bets';
import { lotterySlipMachine } from '../lottery-slip/lottery-slip.machine';
import { createReadGame, createReadResult } from './actors/lottery-game-actors';
import { lotteryGameMachine } from './lottery-game.machine';

export interface LotteryGameDeps {
  api: Pick<ApiClient, 'call'>;
}

/** The slip as the game's child: what it does outside itself goes to the game chart. */
function createSlipLogic(api: LotteryGameDeps['api']) {
  return lotterySlipMachine.provide({
    actors: { placeBets: createPlaceBets(api) },
    actions: {
      announceBalanceChanged: () => announceBalanceChanged(),
      betsPlaced: sendParent({ type: 'game.betsPlaced' }) as never,
      drawClosed: sendParent({ type: 'game.drawClosed' }) as never,
    },
  });
}

export function createLotteryGameImplementations({ api }: LotteryGameDeps) {
  return {
    actors: {
      readGame: createReadGame(api),
      readResult: createReadResult(api),
      slip: createSlipLogic(api),
    },
    actions: { announceBalanceChanged: () => announceBalanceChanged() },
  };
}

export function createLotteryGameLogic(deps: LotteryGameDeps) {
  return lotteryGameMachine.provide(createLotteryGameImplementations(deps));
}
