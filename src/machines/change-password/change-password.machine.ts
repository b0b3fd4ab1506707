import { assign, fromPromise, setup } from 'xstate';
import { ERROR_KEYS, isApiError } from '../../api/errors';
import { changePasswordErrors, changePasswordRequest } from './change-password.rules';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordInput, ChangePasswordRequest } from './change-password.types';

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(changePasswordErrors(context)).length === 0,
  },
  actions: {
    /** SPEC §4: after a change, member info reloads, the modal closes, go home. */
    finish: () => {
      throw new Error('finish not provided');
    },
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change password (SPEC §2, §4, §5): shows the account; old password unless known from login.',
  context: ({ input }) => ({
    ...input,
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    errors: {},
    errorKey: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _dropped, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
          }),
        },
        'password.submit': [
          { guard: 'formValid', target: 'submitting' },
          { actions: assign({ errors: ({ context }) => changePasswordErrors(context) }), description: 'The first message shows under each failing field.' },
        ],
      },
    },
    submitting: {
      tags: ['state:loading'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => changePasswordRequest(context),
        onDone: { target: 'changed', actions: 'finish' },
        onError: {
          target: 'editing',
          actions: assign({ errorKey: ({ event }) => (isApiError(event.error) ? event.error.messageKey : ERROR_KEYS.network) }),
        },
      },
    },
    changed: { tags: ['state:done'] },
  },
});
