import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Feedback, FeedbackRequest } from '../feedback.types';

/** PUT /wps/feedback. */
export const createSendFeedback = (api: Pick<ApiClient, 'call'>) =>
  fromPromise<Feedback, FeedbackRequest>(({ input, signal }) => api.call('feedbackSend', { body: input, signal }));
