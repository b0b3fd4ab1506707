import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import { CAPTCHA } from '../../config/accounts';
import type { CaptchaContext, CaptchaEvent } from './captcha.types';
import { lazyChart } from '../lazy-chart';

export const captchaMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as CaptchaContext,
      events: {} as CaptchaEvent,
    },
    actors: {
      loadCaptcha: fromPromise<string>(async () => {
        throw new Error('loadCaptcha not provided');
      }),
    },
    delays: {
      refreshThrottle: CAPTCHA.refreshThrottleMs,
    },
    guards: {
      /** The server refused a load as too soon (e.g. a remounted form): worth waiting a moment, a few times. */
      canWaitOutThrottle: ({ context, event }) => {
        const error = (event as unknown as { error?: unknown }).error;
        return context.throttled < CAPTCHA.throttledRetries && isApiError(error) && error.status === 429;
      },
    },
  }).createMachine({
    id: 'captcha',
    description:
      'The captcha image (SPEC §2, §4): a base64 PNG, click to refresh, at most once per second. While a new picture is being fetched (tag captcha:locked) the picture cannot be pressed; the throttle itself never shows (a press is ignored).',
    context: { image: null, errorKey: null, throttled: 0 },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading', 'captcha:locked'],
        invoke: {
          id: 'loadCaptcha',
          src: 'loadCaptcha',
          onDone: { target: 'ready', actions: assign({ image: ({ event }) => event.output, errorKey: null, throttled: 0 }) },
          onError: [
            {
              guard: 'canWaitOutThrottle',
              target: 'waiting',
              actions: assign({ throttled: ({ context }) => context.throttled + 1 }),
            },
            {
              target: 'failed',
              actions: assign({
                errorKey: ({ event }) => (errorKeyOf(event.error)),
                throttled: 0,
              }),
            },
          ],
        },
      },
      ready: {
        tags: ['state:ready'],
        initial: 'cooling',
        states: {
          cooling: {
            meta: { spec: ['§9 Captcha refresh'] },
            description: 'Just loaded: a click now is ignored (refresh throttle).',
            after: { refreshThrottle: 'idle' },
            on: {
              'captcha.reload': {
                target: 'reloadQueued',
                description: 'A forced reload (e.g. a register tab switch) right after a load waits out the throttle.',
              },
            },
          },
          reloadQueued: {
            meta: { spec: ['§9 Captcha refresh'] },
            description: 'Shows the old image until the refresh throttle allows a new one (a press meanwhile is ignored, as while cooling).',
            after: { refreshThrottle: '#captcha.loading' },
          },
          idle: {
            on: { 'captcha.refresh': '#captcha.loading', 'captcha.reload': '#captcha.loading' },
          },
        },
      },
      waiting: {
        tags: ['state:loading', 'captcha:locked'],
        description: 'The server said "too soon" (429): wait out the refresh throttle, then load again.',
        after: { refreshThrottle: 'loading' },
      },
      failed: {
        tags: ['state:error'],
        on: { 'captcha.refresh': 'loading', 'captcha.reload': 'loading' },
      },
    },
  }),
);
