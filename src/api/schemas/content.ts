import { array, boolean, enums, type Infer, nullable, number, object, string } from 'superstruct';
import { instant } from './time';
import { CONTENT } from '../../config/content';

/**
 * Wire shapes of the content group (issue #7; docs/engagement.md "Messages and content"):
 * platform messages (messageV2), the unread count (CSP_unreadCount) and feedback. Requests
 * are checked on the server with these structs too (one source of truth for the wire).
 */

/** One platform message, in the request's language. `body` is plain text (never HTML). */
export const PlatformMessage = object({
  id: string(),
  /** What it is about: contract.offered, feedback.reply, platform.notice, marketing.news… */
  kind: string(),
  title: string(),
  body: string(),
  date: instant(),
  read: boolean(),
});
export type PlatformMessage = Infer<typeof PlatformMessage>;

/** GET /wps/message/list?page=&size=: newest first, with the member's unread count. */
export const MessagePage = object({
  list: array(PlatformMessage),
  page: number(),
  size: number(),
  total: number(),
  unread: number(),
});
export type MessagePage = Infer<typeof MessagePage>;

/** POST /wps/message/read, /wps/message/readAll, DELETE /wps/message: what is left unread. */
export const MessageChange = object({ unread: number() });
export type MessageChange = Infer<typeof MessageChange>;

/** GET /wps/relay/CSP_unreadCount. */
export const UnreadCount = object({ count: number() });
export type UnreadCount = Infer<typeof UnreadCount>;

/** A message id on the wire: the row id as decimal digits. */
export const MESSAGE_ID = /^[1-9][0-9]{0,17}$/;
export const MessageRef = object({ id: string() });

export const FEEDBACK_CATEGORIES = CONTENT.feedbackCategories;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** PUT /wps/feedback. `content` must hold CONTENT.feedbackMinWords…feedbackMaxWords words (countWords). */
export const FeedbackRequest = object({
  category: enums(FEEDBACK_CATEGORIES),
  content: string(),
});
export type FeedbackRequest = Infer<typeof FeedbackRequest>;

export const Feedback = object({
  id: string(),
  category: enums(FEEDBACK_CATEGORIES),
  content: string(),
  status: enums(['open', 'answered'] as const),
  reply: nullable(string()),
  date: instant(),
  answeredAt: nullable(instant()),
});
export type Feedback = Infer<typeof Feedback>;

/** GET /wps/feedback/list: the member's latest CONTENT.feedbackListLimit, newest first. */
export const FeedbackList = object({ list: array(Feedback) });
export type FeedbackList = Infer<typeof FeedbackList>;

/**
 * Words of a feedback, as both sides count them (SPEC §5 "between {0} and {1} words"): runs of
 * characters between white space. Bengali and English both separate words with spaces;
 * punctuation sticks to its word, so "ভালো, খুব" is two words like "good, very".
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** Whether a feedback text is within the bounds: 'short', 'long' or null when it is. */
export function feedbackLengthError(text: string): 'short' | 'long' | null {
  if (text.length > CONTENT.feedbackMaxChars) return 'long';
  const words = countWords(text);
  if (words < CONTENT.feedbackMinWords) return 'short';
  if (words > CONTENT.feedbackMaxWords) return 'long';
  return null;
}
