import { Hono } from 'hono';
import { gameEndpoints as e } from '../../../src/api/game-endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { lotteryHandlers } from './handlers';

/** /lgw/vn/*, /lgw/lotto/*, /lgw/games/popular, /lotto/lgw/*: the lottery engine (docs/lottery.md). */
export function lotteryRoutes(s: Services) {
  const h = lotteryHandlers(s);
  return new Hono<AppEnv>()
    .get(e.lotteryMenu.path, h.menu)
    .get(e.lotteryRecent.path, h.recent)
    .get(e.popularLottery.path, h.popular)
    .get(e.vnOpenedNumeros.path, h.vnOpened)
    .get(e.openedNumero.path, h.opened)
    .get(e.lotteryGame.path, h.game)
    .get(e.lotteryDraws.path, h.draws)
    .get(e.lotteryBets.path, h.bets)
    .post(e.placeLotteryBets.path, h.place);
}
