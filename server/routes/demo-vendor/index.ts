import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** /demo-vendor/*: the built-in provably-fair demo game provider (docs/games.md). Outside the WPS wire middleware. */
export function demoVendorRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
