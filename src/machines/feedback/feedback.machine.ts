import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { feedbackErrors, lengthError } from './feedback.rules';
import type { Feedback, FeedbackContext, FeedbackEvent, FeedbackRequest } from './feedback.types';
import { lazyChart } from '../lazy-chart';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const keyOf = (event: unknown) => {
  const e = errorOf(event);
  return errorKeyOf(e);
};
const keyIs = (event: unknown, ...keys: string[]) => keys.includes(keyOf(event));

/**
 * Feedback (SPEC §5 "Feedback length between {0} and {1} words", §7 PUT /wps/feedback): a
 * category and a text checked here by the server's own rules before anything is sent; the
 * server may still refuse the length, or say "too soon" (one a minute, CONTENT.feedbackPerDay
 * a day) — then nothing was kept and the text stays for later.
 */
export const feedbackMachine = lazyChart(() =>
  setup({
    types: { context: {} as FeedbackContext, events: {} as FeedbackEvent },
    actors: {
      send: fromPromise<Feedback, FeedbackRequest>(async () => {
        throw new Error('send not provided');
      }),
    },
    guards: {
      valid: ({ context }) => Object.keys(feedbackErrors(context)).length === 0,
      lengthRefused: ({ event }) => keyIs(event, 'feedback.length', 'request.too_large'),
      throttled: ({ event }) => keyIs(event, 'feedback.too.frequent', 'feedback.daily.limit'),
    },
    actions: {
      /** Replaced by the runtime: e.g. reload the member's feedback list. */
      announceSent: () => {},
      storeError: assign({ errorKey: ({ event }) => keyOf(event) }),
    },
  }).createMachine({
    id: 'feedback',
    description: 'Feedback form: category and text (word bounds), sent once valid; refused length, throttling and network failures keep the text.',
    context: { category: '', content: '', errors: {}, errorKey: null, sent: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'feedback.category': {
            actions: assign(({ context, event }) => ({ category: event.value, errors: { ...context.errors, category: undefined } })),
          },
          'feedback.content': {
            actions: assign(({ context, event }) => ({ content: event.value, errors: { ...context.errors, content: undefined } })),
          },
          'feedback.submit': [
            { guard: 'valid', target: 'submitting', actions: assign({ errors: {}, errorKey: null }) },
            { actions: assign({ errors: ({ context }) => feedbackErrors(context) }), description: 'Shown under the fields; nothing sent.' },
          ],
        },
      },
      submitting: {
        tags: ['state:loading'],
        description: 'PUT /wps/feedback { category, content }.',
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }) => ({ category: context.category as FeedbackRequest['category'], content: context.content.trim() }),
          onDone: { target: 'sent', actions: [assign({ sent: ({ event }) => event.output, content: '', category: '' }), 'announceSent'] },
          onError: [
            { guard: 'lengthRefused', target: 'editing', actions: assign({ errors: () => ({ content: lengthError() }) }) },
            { guard: 'throttled', target: 'throttled', actions: 'storeError' },
            { target: 'failed', actions: 'storeError' },
          ],
        },
      },
      failed: {
        tags: ['state:error'],
        on: { 'feedback.retry': 'submitting', 'feedback.edit': { target: 'editing', actions: assign({ errorKey: null }) } },
      },
      throttled: {
        tags: ['state:error'],
        description: 'Too soon after the last one, or the day’s limit: nothing kept; the text stays.',
        on: { 'feedback.edit': { target: 'editing', actions: assign({ errorKey: null }) } },
      },
      sent: {
        tags: ['state:done'],
        on: { 'feedback.another': { target: 'editing', actions: assign({ sent: null }) } },
      },
    },
  }),
);
