import { Hono } from 'hono';
import { contentEndpoints as e } from '../../../src/api/content-endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { contentHandlers } from './handlers';

/**
 * Platform messages (messageV2, CSP_unreadCount) and feedback (issue #7; docs/engagement.md).
 * Token flags come from the registry; trial accounts (type 4) get 403 in_need_true_account.
 * Notices, help, customer service and links are served by /wps/announcement and /wps/system.
 */
export function contentRoutes(s: Services) {
  const h = contentHandlers(s);
  const real = realAccountOnly;
  return new Hono<AppEnv>()
    .get(e.messageList.path, real, h.list)
    .post(e.messageRead.path, real, h.read)
    .post(e.messageReadAll.path, real, h.readAll)
    .delete(e.messageDelete.path, real, h.remove)
    .get(e.unreadCount.path, real, h.unread)
    .put(e.feedbackSend.path, real, h.feedback)
    .get(e.feedbackList.path, real, h.feedbackList);
}
