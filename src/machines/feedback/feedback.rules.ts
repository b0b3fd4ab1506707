import { feedbackLengthError } from '../../api/schemas/content';
import { CONTENT } from '../../config/content';
import type { FeedbackContext, FeedbackFieldError } from './feedback.types';

const BOUNDS = { min: CONTENT.feedbackMinWords, max: CONTENT.feedbackMaxWords };

/** The same rules the server applies (schemas/content.ts): a category, and the word bounds. */
export function feedbackErrors(c: Pick<FeedbackContext, 'category' | 'content'>): FeedbackContext['errors'] {
  const errors: FeedbackContext['errors'] = {};
  if (!c.category) errors.category = { key: 'validation.required' };
  if (!c.content.trim()) errors.content = { key: 'validation.required' };
  else if (feedbackLengthError(c.content)) errors.content = lengthError();
  return errors;
}

export const lengthError = (): FeedbackFieldError => ({ key: 'feedback.length', values: BOUNDS });
