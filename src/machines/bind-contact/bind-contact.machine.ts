import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { recheckMachine } from '../recheck/recheck.machine';
import { isRecheckRequired } from '../recheck/recheck.rules';
import type { RecheckOutput } from '../recheck/recheck.types';
import { countdownSeconds } from '../sms-countdown/sms-countdown.machine';
import { bindCodeRequest, bindErrors, bindFieldError, bindRequest, targetError, targetField } from './bind-contact.rules';
import type {
  BindCodeRequest,
  BindContactContext,
  BindContactEvent,
  BindContactInput,
  BindRequest,
  SecurityInfo,
} from './bind-contact.types';
import { lazyChart } from '../lazy-chart';

export const bindContactMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as BindContactInput,
      context: {} as BindContactContext,
      events: {} as BindContactEvent,
    },
    actors: {
      sendBindCode: fromPromise<{ expiredMinutes: number }, BindCodeRequest>(async () => {
        throw new Error('sendBindCode not provided');
      }),
      bindContact: fromPromise<SecurityInfo, BindRequest>(async () => {
        throw new Error('bindContact not provided');
      }),
      recheck: recheckMachine,
    },
    guards: {
      targetValid: ({ context }) => targetError(context) === null,
      formValid: ({ context }) => Object.keys(bindErrors(context)).length === 0,
      fieldError: ({ event }) => bindFieldError((event as { error?: unknown }).error) !== null,
      recheckRequired: ({ event }) => isRecheckRequired((event as { error?: unknown }).error),
      recheckConfirmed: ({ event }) => (event as { output?: RecheckOutput }).output?.confirmed === true,
    },
    actions: {
      showFieldError: assign(({ context, event }) => {
        const { field, error } = bindFieldError((event as { error?: unknown }).error)!;
        return { errors: { ...context.errors, [field]: error } };
      }),
      /** The security center shows the new mobile or e-mail. */
      bound: (_, _params: SecurityInfo) => {
        throw new Error('bound not provided');
      },
    },
    delays: {
      countdown: ({ context }) => context.seconds * 1000,
    },
  }).createMachine({
    id: 'bindContact',
    description:
      'Bind a mobile number (code by SMS) or an e-mail address (code by mail) to the account: get a code, then bind with it. The get-code button counts down as at registration (SPEC §4).',
    context: ({ input }) => ({
      ...input,
      values: { countryDialingCode: '880', mobileNum: '', email: '', verificationCode: '' },
      errors: {},
      errorKey: null,
      codeErrorKey: null,
      seconds: 0,
      remaining: 0,
      result: null,
    }),
    initial: 'active',
    states: {
      active: {
        type: 'parallel',
        states: {
          code: {
            description: 'The get-code button.',
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'bind.sendCode': [
                    { guard: 'targetValid', target: 'sending', actions: assign({ codeErrorKey: null }) },
                    {
                      description: 'Get-code needs a valid mobile number (or e-mail address) first.',
                      actions: assign(({ context }) => ({ errors: { ...context.errors, [targetField(context)]: targetError(context)! } })),
                    },
                  ],
                },
              },
              sending: {
                tags: ['code:sending'],
                description: 'POST /wps/verification/bind.',
                invoke: {
                  id: 'sendBindCode',
                  src: 'sendBindCode',
                  input: ({ context }) => bindCodeRequest(context),
                  onDone: {
                    target: 'counting',
                    actions: assign(({ event }) => {
                      const seconds = countdownSeconds(event.output);
                      return { seconds, remaining: seconds, codeErrorKey: null };
                    }),
                  },
                  onError: [
                    {
                      guard: 'fieldError',
                      target: 'idle',
                      description: 'A number or address the server refuses (or bound to another account): under its field.',
                      actions: 'showFieldError',
                    },
                    { target: 'idle', actions: assign({ codeErrorKey: ({ event }) => errorKeyOf(event.error) }) },
                  ],
                },
              },
              counting: {
                tags: ['code:counting'],
                description: 'Code sent: 60 s × expiredMinutes before another may be asked for.',
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
            },
          },
          form: {
            initial: 'filling',
            states: {
              filling: {
                on: {
                  'bind.change': {
                    actions: assign(({ context, event }) => {
                      const { [event.field]: _dropped, ...errors } = context.errors;
                      return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
                    }),
                  },
                  'bind.submit': [
                    { guard: 'formValid', target: 'binding' },
                    { actions: assign({ errors: ({ context }) => bindErrors(context) }), description: 'The first message shows under each failing field.' },
                  ],
                },
              },
              binding: {
                tags: ['state:loading'],
                description: 'POST /wps/member/bind with the code.',
                invoke: {
                  id: 'bindContact',
                  src: 'bindContact',
                  input: ({ context }) => bindRequest(context),
                  onDone: {
                    target: '#bindContact.bound',
                    actions: [assign({ result: ({ event }) => event.output }), { type: 'bound', params: ({ event }) => event.output }],
                  },
                  onError: [
                    {
                      guard: 'recheckRequired',
                      target: 'rechecking',
                      description: 'Changing the bound mobile or e-mail needs the password or a second factor proven within 5 minutes (auth.recheck_required): "Confirm it’s you".',
                    },
                    { guard: 'fieldError', target: 'filling', description: 'Wrong or expired code (or a refused number): under its field.', actions: 'showFieldError' },
                    { target: 'filling', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
                  ],
                },
              },
              rechecking: {
                description: 'The recheck chart asks for the password or an authenticator code; confirmed, the same code is sent to bind again (it is still valid); cancelled, back to the form as it was.',
                invoke: {
                  id: 'recheck',
                  src: 'recheck',
                  onDone: [{ guard: 'recheckConfirmed', target: 'binding' }, { target: 'filling' }],
                },
              },
            },
          },
        },
      },
      bound: { type: 'final', tags: ['state:done'] },
    },
  }),
);
