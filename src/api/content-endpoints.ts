import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import type * as ContentSchemas from './schemas/content';

type Content = typeof ContentSchemas;
/** A content-group schema by name, loaded on first use. */
function content<K extends keyof Content>(name: K): LazyStruct<Content[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/content.ts', load: () => import('./schemas/content').then((m) => m[name] as never) };
}

/**
 * Platform messages (messageV2, CSP_unreadCount), notices, feedback, customer service, chat and links (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 * Every endpoint is a real account's own (trial accounts: 403 in_need_true_account); a message
 * or feedback of another member answers 404 as if it did not exist.
 */
export const contentEndpoints = {
  /** `?page=&size=` the member's platform messages, newest first, with the unread count. */
  messageList: endpoint('GET', '/wps/message/list', content('MessagePage'), { token: true }),
  /** `{ id }` marks one read (again: no change). */
  messageRead: endpoint('POST', '/wps/message/read', content('MessageChange'), { token: true }),
  messageReadAll: endpoint('POST', '/wps/message/readAll', content('MessageChange'), { token: true }),
  /** `?id=` deletes one for good. */
  messageDelete: endpoint('DELETE', '/wps/message', content('MessageChange'), { token: true }),
  /** SPEC §7 common: the unread badge's count. */
  unreadCount: endpoint('GET', '/wps/relay/CSP_unreadCount', content('UnreadCount'), { token: true }),
  /** SPEC §7 common: `{ category, content }`, throttled (CONTENT.feedbackGapMs, feedbackPerDay). */
  feedbackSend: endpoint('PUT', '/wps/feedback', content('Feedback'), { token: true }),
  feedbackList: endpoint('GET', '/wps/feedback/list', content('FeedbackList'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
