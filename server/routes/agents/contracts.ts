import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Contracts, bills, income, consolidated and the four offer relays (issue #6). */
export function contractRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
