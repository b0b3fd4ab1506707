import { and, assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { forgotErrors } from './forgot-password.rules';
import type { ForgotPasswordContext, ForgotPasswordEvent, ForgotPasswordInput, LoginResult } from './forgot-password.types';
import { lazyChart } from '../lazy-chart';

export const forgotPasswordMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as ForgotPasswordInput,
      context: {} as ForgotPasswordContext,
      events: {} as ForgotPasswordEvent,
    },
    actors: {
      requestEmail: fromPromise<void, { username: string; email: string }>(async () => {
        throw new Error('requestEmail not provided');
      }),
      resetByPhone: fromPromise<{ account: string }, { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }>(
        async () => {
          throw new Error('resetByPhone not provided');
        },
      ),
      autoLogin: fromPromise<LoginResult, { username: string; password: string }>(async () => {
        throw new Error('autoLogin not provided');
      }),
    },
    guards: {
      formValid: ({ context }) => Object.keys(forgotErrors(context)).length === 0,
      emailTab: ({ context }) => context.tab === 'email',
      tabAllowed: ({ context, event }) => event.type === 'forgot.tab' && event.tab !== context.tab && (event.tab === 'email' || context.mobileEnabled),
    },
    actions: {
      /** Logged in with the new password: hand over the session, close, go home (SPEC §4). */
      signIn: (_, _params: { token: string }) => {
        throw new Error('signIn not provided');
      },
      /** Closes the modal after the e-mail confirmation. */
      close: () => {
        throw new Error('close not provided');
      },
    },
  }).createMachine({
    id: 'forgotPassword',
    description: 'Forgot password (SPEC §2, §4, §5): by e-mail (confirmation popup) or by phone (reset, then logged in).',
    context: ({ input }) => ({
      mobileEnabled: input.mobileEnabled,
      tab: 'email',
      values: { username: '', email: '', mobileNum: '', countryDialingCode: '880', verificationCode: '', newPassword: '' },
      errors: {},
      errorKey: null,
      account: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'forgot.tab': { guard: 'tabAllowed', actions: assign({ tab: ({ event }) => event.tab, errors: {}, errorKey: null }) },
          'forgot.change': {
            actions: assign(({ context, event }) => {
              const { [event.field]: _dropped, ...errors } = context.errors;
              return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
            }),
          },
          'forgot.submit': [
            { guard: and(['formValid', 'emailTab']), target: 'sendingEmail' },
            { guard: 'formValid', target: 'resetting' },
            { actions: assign({ errors: ({ context }) => forgotErrors(context) }) },
          ],
        },
      },
      sendingEmail: {
        tags: ['state:loading'],
        description: 'The form is sent and locked (fields and tabs).',
        invoke: {
          id: 'requestEmail',
          src: 'requestEmail',
          input: ({ context }) => ({ username: context.values.username.trim(), email: context.values.email.trim() }),
          onDone: 'emailSent',
          onError: { target: 'editing', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      emailSent: {
        description: 'Confirmation popup: the reset e-mail is on its way; confirming closes the modal.',
        on: { 'forgot.dismiss': { target: 'finished', actions: 'close' } },
      },
      resetting: {
        tags: ['state:loading'],
        description: 'The new password is sent with the SMS code; the form is locked: fields, tabs and "Get code".',
        invoke: {
          id: 'resetByPhone',
          src: 'resetByPhone',
          input: ({ context }) => ({
            mobileNum: context.values.mobileNum.trim(),
            countryDialingCode: context.values.countryDialingCode,
            verificationCode: context.values.verificationCode.trim(),
            newPassword: context.values.newPassword,
          }),
          onDone: { target: 'loggingIn', actions: assign({ account: ({ event }) => event.output.account }) },
          onError: { target: 'editing', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      loggingIn: {
        tags: ['state:loading'],
        description: 'Password reset: log in with the new password automatically; the form stays locked.',
        invoke: {
          id: 'autoLogin',
          src: 'autoLogin',
          input: ({ context }) => ({ username: context.account ?? '', password: context.values.newPassword }),
          onDone: { target: 'finished', actions: { type: 'signIn', params: ({ event }) => ({ token: event.output.token }) } },
          onError: { target: 'editing', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      finished: { tags: ['state:done'] },
    },
  }),
);
