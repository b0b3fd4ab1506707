import { assign, fromPromise, setup } from 'xstate';
import { ERROR_KEYS, isApiError } from '../../api/errors';
import { CAPTCHA } from '../../config/constants';
import type { CaptchaContext, CaptchaEvent } from './captcha.types';

export const captchaMachine = setup({
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
}).createMachine({
  id: 'captcha',
  description: 'The captcha image (SPEC §2, §4): a base64 PNG, click to refresh, at most once per second.',
  context: { image: null, errorKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['state:loading'],
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        onDone: { target: 'ready', actions: assign({ image: ({ event }) => event.output, errorKey: null }) },
        onError: {
          target: 'failed',
          actions: assign({ errorKey: ({ event }) => (isApiError(event.error) ? event.error.messageKey : ERROR_KEYS.network) }),
        },
      },
    },
    ready: {
      tags: ['state:ready'],
      initial: 'cooling',
      on: { 'captcha.reload': 'loading' },
      states: {
        cooling: {
          description: 'Just loaded: a click now is ignored (refresh throttle).',
          after: { refreshThrottle: 'idle' },
        },
        idle: {
          on: { 'captcha.refresh': '#captcha.loading' },
        },
      },
    },
    failed: {
      tags: ['state:error'],
      on: { 'captcha.refresh': 'loading', 'captcha.reload': 'loading' },
    },
  },
});
