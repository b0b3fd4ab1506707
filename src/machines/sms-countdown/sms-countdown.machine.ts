import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import { SMS } from '../../config/accounts';
import { isValidMobile } from '../login/login.validation';
import type { SmsCountdownContext, SmsCountdownEvent, SmsCountdownInput, SmsSendInput, SmsSendResult } from './sms-countdown.types';
import { lazyChart } from '../lazy-chart';

/** SPEC §4: 60 s × expiredMinutes, or one minute through the alternative channel. */
export function countdownSeconds(result: SmsSendResult): number {
  return result.alternative
    ? SMS.alternativeChannelCountdownSeconds
    : SMS.countdownSecondsPerExpiryMinute * Math.max(1, result.expiredMinutes);
}

export const smsCountdownMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as SmsCountdownInput,
      context: {} as SmsCountdownContext,
      events: {} as SmsCountdownEvent,
    },
    actors: {
      sendCode: fromPromise<SmsSendResult, SmsSendInput>(async () => {
        throw new Error('sendCode not provided');
      }),
    },
    guards: {
      mobileValid: ({ event }) => event.type === 'sms.send' && isValidMobile(event.mobileNum),
    },
    delays: {
      countdown: ({ context }) => context.seconds * 1000,
      resendThrottle: SMS.resendThrottleMs,
    },
  }).createMachine({
    id: 'smsCountdown',
    description: 'The get-code button (SPEC §4, §5, §8): needs a valid mobile, then stays disabled for the countdown.',
    context: ({ input }) => ({ purpose: input.purpose, seconds: 0, remaining: 0, errorKey: null, serverMessage: null }),
    initial: 'idle',
    states: {
      idle: {
        meta: { spec: ['§4 SMS countdown'] },
        on: {
          'sms.send': {
            guard: 'mobileValid',
            target: 'sending',
            description: 'Get-code needs a valid mobile number first.',
          },
        },
      },
      sending: {
        tags: ['state:loading'],
        invoke: {
          id: 'sendCode',
          src: 'sendCode',
          input: ({ context, event }) => ({
            purpose: context.purpose,
            mobileNum: event.type === 'sms.send' ? event.mobileNum.trim() : '',
            countryDialingCode: event.type === 'sms.send' ? event.countryDialingCode : '',
          }),
          onDone: {
            target: 'counting',
            actions: assign(({ event }) => {
              const seconds = countdownSeconds(event.output);
              return { seconds, remaining: seconds, errorKey: null, serverMessage: null };
            }),
          },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => ({
              errorKey: errorKeyOf(event.error),
              serverMessage: isApiError(event.error) && event.error.message !== event.error.messageKey ? event.error.message : null,
            })),
          },
        },
      },
      counting: {
        meta: { spec: ['§4 SMS countdown'] },
        tags: ['sms:counting'],
        description: 'Code sent: the button shows the seconds left and is re-enabled at zero.',
        after: { countdown: { target: 'idle', actions: assign({ remaining: 0 }) } },
        initial: 'ticking',
        states: {
          ticking: {
            after: {
              1000: { target: 'ticking', reenter: true, actions: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }) },
            },
          },
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'The send failed: a popup with the server message and a confirm button.',
        on: { 'sms.dismiss': 'cooling' },
      },
      cooling: {
        description: 'Resend throttle: no new request within SMS.resendThrottleMs of the last one.',
        after: { resendThrottle: 'idle' },
      },
    },
  }),
);
