import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Promotions, activities, apply form, raffle, bonuses and the reward center (issue #7; docs/engagement.md). */
export function promotionRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
