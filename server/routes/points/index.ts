import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Points mall, point records, conversion, and VIP levels (issue #7; docs/engagement.md). */
export function pointsRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
