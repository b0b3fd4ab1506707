import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageFor } from '../messages';

/**
 * Content error keys (docs/engagement.md "Messages and content"). Kept out of
 * src/views/messages.ts: only the content screens (lazily loaded) show them.
 */
const CONTENT_MESSAGES: Record<string, MessageDescriptor> = {
  'message.not.found': msg`This message no longer exists`,
  'feedback.length': msg({ message: 'Feedback length between {min} and {max} words' }),
  'feedback.too.frequent': msg`You sent feedback a moment ago, please wait a minute`,
  'feedback.daily.limit': msg`You have sent the most feedback allowed today, please try again tomorrow`,
  'request.too_large': msg`Your feedback is too long`,
  'validation.required': msg`Input cannot be empty`,
};

/** A content key's translation, else the site-wide one (network, session, in_need_true_account…). */
export function contentMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && CONTENT_MESSAGES[key]) || messageFor(key);
}
