import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Invite friends (referral) and missions (issue #7; docs/engagement.md). */
export function referralRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
