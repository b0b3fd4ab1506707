/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Platform messages, notices, feedback, customer service (issue #7; docs/engagement.md "Messages and content"). */
export const CONTENT = {
  /** Platform messages: rows per page, and the most a request may ask for. Not in the spec. */
  messagePageSize: 10,
  messageMaxPageSize: 50,
  /** The header and member-center badge re-read CSP_unreadCount this often while signed in (ms). Not in the spec. */
  unreadPollMs: 60_000,
  /** Operator-written message texts (ops content message send): longest title and body. Not in the spec. */
  messageTitleMax: 120,
  messageBodyMax: 4000,
  /** Feedback length in words (SPEC §5 "between {0} and {1} words"; the bounds are not shown there). */
  feedbackMinWords: 5,
  feedbackMaxWords: 300,
  /** Feedback in characters at most, checked before any word is counted. Not in the spec. */
  feedbackMaxChars: 3000,
  /** What a feedback is about. Not in the spec. */
  feedbackCategories: ['suggestion', 'complaint', 'payment', 'game', 'other'] as const,
  /** One feedback per member per this many ms, and at most this many a day. Not in the spec. */
  feedbackGapMs: 60_000,
  feedbackPerDay: 10,
  /** The member's own feedback listed (newest first). Not in the spec. */
  feedbackListLimit: 20,
  /** Customer service type-3 path (SPEC §3): the key is its last this many characters. */
  csKeyLength: 8,
} as const;
