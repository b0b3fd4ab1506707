import type { ApiClient } from '../../api/client';
import { createReadMenu } from './actors/read-menu';
import { lotteryLobbyMachine } from './lottery-lobby.machine';

export interface LotteryLobbyDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createLotteryLobbyImplementations({ api }: LotteryLobbyDeps) {
  return { actors: { readMenu: createReadMenu(api) } };
}

export function createLotteryLobbyLogic(deps: LotteryLobbyDeps) {
  return lotteryLobbyMachine.provide(createLotteryLobbyImplementations(deps));
}
