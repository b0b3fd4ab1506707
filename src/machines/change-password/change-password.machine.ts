import { fromPromise, setup } from 'xstate';
import { changePasswordErrors, changePasswordRequest } from './change-password.rules';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordInput, ChangePasswordRequest } from './change-password.types';
import { passwordFormImplementations, passwordFormStates } from './password-form';
import { lazyChart } from '../lazy-chart';

const impl = passwordFormImplementations<ChangePasswordContext, ChangePasswordEvent>(changePasswordErrors);
const form = passwordFormStates({
  ns: 'password',
  actor: 'changePassword',
  input: changePasswordRequest,
  onDone: { target: 'changed', actions: 'finish' as const },
});

export const changePasswordMachine = lazyChart(() =>
  setup({
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
    guards: impl.guards,
    actions: {
      ...impl.actions,
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
      ...form,
      changed: { meta: { spec: ['§4 Password change'] }, tags: ['state:done'] },
    },
  }),
);
