import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Responsible gambling: deposit limits, reality check, time-out, self-exclusion (issue #7; docs/engagement.md). */
export function careRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
