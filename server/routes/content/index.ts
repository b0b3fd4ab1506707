import { Hono } from 'hono';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';

/** Platform messages (messageV2, CSP_unreadCount), notices, feedback, customer service, chat and links (issue #7; docs/engagement.md). */
export function contentRoutes(_s: Services) {
  return new Hono<AppEnv>();
}
