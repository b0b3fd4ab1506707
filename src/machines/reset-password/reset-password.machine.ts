import { fromPromise, setup } from 'xstate';
import { passwordFormImplementations, passwordFormStates } from '../change-password/password-form';
import { resetPasswordErrors, resetPasswordRequest } from './reset-password.rules';
import type { ResetPasswordContext, ResetPasswordEvent, ResetPasswordInput, ResetPasswordRequest } from './reset-password.types';
import { lazyChart } from '../lazy-chart';

const impl = passwordFormImplementations<ResetPasswordContext, ResetPasswordEvent>(resetPasswordErrors);
const form = passwordFormStates({
  ns: 'reset',
  actor: 'resetPassword',
  input: resetPasswordRequest,
  onDone: 'reset',
  refused: 'A used or expired code answers reset.code.invalid: the person asks for a new e-mail.',
});

export const resetPasswordMachine = lazyChart(() =>
  setup({
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
    guards: impl.guards,
    actions: {
      ...impl.actions,
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
      ...form,
      reset: {
        tags: ['state:done'],
        description: 'The new password is set and every old session ended: log in with it.',
        on: { 'reset.login': { actions: 'openLogin' } },
      },
    },
  }),
);
