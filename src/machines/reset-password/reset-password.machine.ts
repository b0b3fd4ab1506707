import { assign, fromPromise, setup } from 'xstate';
import { ERROR_KEYS, isApiError } from '../../api/errors';
import { resetPasswordErrors, resetPasswordRequest } from './reset-password.rules';
import type { ResetPasswordContext, ResetPasswordEvent, ResetPasswordInput, ResetPasswordRequest } from './reset-password.types';

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    resetPassword: fromPromise<void, ResetPasswordRequest>(async () => {
      throw new Error('resetPassword not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(resetPasswordErrors(context)).length === 0,
  },
  actions: {
    /** After the reset: the login modal, to sign in with the new password. */
    openLogin: () => {
      throw new Error('openLogin not provided');
    },
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Reset password by e-mail (SPEC §5): the single-use code the e-mail gives (its link prefills it) and a new password.',
  context: ({ input }) => ({
    values: { code: input.code.trim(), newPassword: '', confirmNewPassword: '' },
    errors: {},
    errorKey: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _dropped, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
          }),
        },
        'reset.submit': [
          { guard: 'formValid', target: 'submitting' },
          { actions: assign({ errors: ({ context }) => resetPasswordErrors(context) }), description: 'The first message shows under each failing field.' },
        ],
      },
    },
    submitting: {
      tags: ['state:loading'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => resetPasswordRequest(context),
        onDone: 'reset',
        onError: {
          target: 'editing',
          description: 'A used or expired code answers reset.code.invalid: the person asks for a new e-mail.',
          actions: assign({ errorKey: ({ event }) => (isApiError(event.error) ? event.error.messageKey : ERROR_KEYS.network) }),
        },
      },
    },
    reset: {
      tags: ['state:done'],
      description: 'The new password is set and every old session ended: log in with it.',
      on: { 'reset.login': { actions: 'openLogin' } },
    },
  },
});
