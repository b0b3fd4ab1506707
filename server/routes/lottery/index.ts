import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** /lgw/vn/*, /lgw/lotto/*, /lgw/games/popular, /lotto/lgw/*: the lottery engine (docs/lottery.md). */
export function lotteryRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
