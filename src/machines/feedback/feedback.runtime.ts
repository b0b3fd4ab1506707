import type { ApiClient } from '../../api/client';
import { createSendFeedback } from './actors/feedback-actors';
import { feedbackMachine } from './feedback.machine';

export interface FeedbackDeps {
  api: Pick<ApiClient, 'call'>;
  /** Called once a feedback was kept (e.g. to reload the member's list). */
  onSent?: () => void;
}

export function createFeedbackLogic({ api, onSent = () => {} }: FeedbackDeps) {
  return feedbackMachine.provide({ actors: { send: createSendFeedback(api) }, actions: { announceSent: () => onSent() } });
}
