import type { Feedback, FeedbackCategory, FeedbackRequest } from '../../api/schemas/content';

/** A field's refusal: a message key and the numbers it names (e.g. the word bounds). */
export interface FeedbackFieldError {
  key: string;
  values?: Record<string, number>;
}

export interface FeedbackContext {
  category: FeedbackCategory | '';
  content: string;
  errors: { category?: FeedbackFieldError; content?: FeedbackFieldError };
  /** Why the last send failed (network, throttled…). */
  errorKey: string | null;
  /** What the server kept, once sent. */
  sent: Feedback | null;
}

export type FeedbackEvent =
  | { type: 'feedback.category'; value: FeedbackCategory | '' }
  | { type: 'feedback.content'; value: string }
  | { type: 'feedback.submit' }
  | { type: 'feedback.retry' }
  | { type: 'feedback.edit' }
  | { type: 'feedback.another' };

export type { Feedback, FeedbackCategory, FeedbackRequest };
