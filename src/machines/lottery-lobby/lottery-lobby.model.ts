import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { gameDetail, gameDraw, N1 } from '../lottery-game/lottery-game.fixtures';
import { lotteryLobbyMachine } from './lottery-lobby.machine';
import type { LotteryGame, LotteryLobbyContext } from './lottery-lobby.types';

/** SSC 1 minute sells draw 0721 (closing in an hour); PK10 takes no bets (paused). */
export const sellingGame: LotteryGame = gameDetail(gameDraw(N1)).game;
export const pausedGame: LotteryGame = { ...gameDetail(null, null).game, gameCode: 'PK10_1', gameName: 'PK10 5 minutes', lotteryType: 'PK10' };

const read = (id: string, games: LotteryGame[], label: string) => ({ type: `xstate.done.actor.${id}`, output: games, label }) as never;
const offline = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new ApiError('network', 'network.abnormal'), label: 'offline' }) as never;

export const lotteryLobbyModel: ChartModel<typeof lotteryLobbyMachine> = {
  id: 'lottery-lobby',
  machine: lotteryLobbyMachine,
  input: { area: 'GLOBAL' },
  starts: [{ label: 'the page carried the menu', input: { area: 'GLOBAL', answered: [sellingGame] } }],
  events: () => [
    read('loadMenu', [sellingGame], 'every game sells'),
    read('loadMenu', [sellingGame, pausedGame], 'a game paused'),
    read('loadMenu', [], 'no games'),
    offline('loadMenu'),
    read('readMenu', [sellingGame], 'every game sells'),
    read('readMenu', [sellingGame, pausedGame], 'a game paused'),
    offline('readMenu'),
    { type: 'lobby.retry' },
  ],
  serialize: (s) => {
    const c = s.context as LotteryLobbyContext;
    return JSON.stringify({ v: s.value, games: c.games?.map((g) => g.gameCode) ?? null, e: c.errorKey !== null });
  },
};
