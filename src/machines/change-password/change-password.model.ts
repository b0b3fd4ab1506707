import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { changePasswordMachine } from './change-password.machine';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordField } from './change-password.types';

const VALUES: Record<ChangePasswordField, string> = { oldPassword: 'OldPass99', newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' };
const ORDER: ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export const changePasswordModel: ChartModel<typeof changePasswordMachine> = {
  id: 'change-password',
  machine: changePasswordMachine,
  input: { account: 'player01', knownPassword: null },
  events: (s) => {
    const c = s.context as ChangePasswordContext;
    const next = ORDER.find((f) => !c.values[f]);
    return [
      { type: 'password.submit' },
      ...(next ? [{ type: 'password.change', field: next, value: VALUES[next], label: next } as ChangePasswordEvent] : []),
      { type: 'xstate.done.actor.changePassword', output: undefined } as never,
      { type: 'xstate.error.actor.changePassword', error: new ApiError('server', 'password.incorrect'), label: 'wrong old password' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as ChangePasswordContext;
    return JSON.stringify({ v: s.value, f: ORDER.filter((f) => c.values[f]), e: Object.keys(c.errors).length > 0, ek: c.errorKey });
  },
};
