import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { feedbackMachine } from './feedback.machine';
import type { FeedbackContext, FeedbackEvent } from './feedback.types';

const GOOD = 'The withdrawal page could show the fee';
const SHORT = 'too short';

export const feedbackModel: ChartModel<typeof feedbackMachine> = {
  id: 'feedback',
  machine: feedbackMachine,
  events: (s) => {
    const c = s.context as FeedbackContext;
    const intents: FeedbackEvent[] = [
      ...(c.category === '' ? [{ type: 'feedback.category', value: 'suggestion' } as FeedbackEvent] : []),
      ...(c.content === '' ? [{ type: 'feedback.content', value: GOOD } as FeedbackEvent, { type: 'feedback.content', value: SHORT } as FeedbackEvent] : []),
      { type: 'feedback.submit' },
      { type: 'feedback.retry' },
      { type: 'feedback.edit' },
      { type: 'feedback.another' },
    ];
    const results = [
      {
        type: 'xstate.done.actor.send',
        output: { id: '7', category: 'suggestion', content: GOOD, status: 'open', reply: null, date: '2026-11-15T02:00:00.000Z', answeredAt: null },
      },
      { type: 'xstate.error.actor.send', error: new ApiError('server', 'feedback.length', { status: 400 }), label: 'length refused' },
      { type: 'xstate.error.actor.send', error: new ApiError('server', 'feedback.too.frequent', { status: 429 }), label: 'too soon' },
      { type: 'xstate.error.actor.send', error: new ApiError('network', 'network.abnormal'), label: 'offline' },
    ];
    return [...intents, ...(results as never[])];
  },
  serialize: (s) => {
    const c = s.context as FeedbackContext;
    return JSON.stringify({ v: s.value, c: c.category, t: c.content.length > 0 ? c.content.slice(0, 3) : '', e: Object.keys(c.errors).filter((k) => c.errors[k as 'content']), k: c.errorKey });
  },
};
