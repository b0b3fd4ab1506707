import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Agent center reports and team (issue #6): menu, announcements, overview, register, team, bets, profit, transactions. */
export function reportRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
