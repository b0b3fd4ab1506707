import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { resetPasswordMachine } from './reset-password.machine';
import type { ResetPasswordContext, ResetPasswordEvent, ResetPasswordField } from './reset-password.types';

const VALUES: Record<ResetPasswordField, string> = { code: 'Qm9vZ2llV29vZ2llMTIz', newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' };
const ORDER: ResetPasswordField[] = ['code', 'newPassword', 'confirmNewPassword'];

/** Starts without a code (typed from the e-mail); the link's prefill is the same field with a value. */
export const resetPasswordModel: ChartModel<typeof resetPasswordMachine> = {
  id: 'reset-password',
  machine: resetPasswordMachine,
  input: { code: '' },
  events: (s) => {
    const c = s.context as ResetPasswordContext;
    const next = ORDER.find((f) => !c.values[f]);
    return [
      { type: 'reset.submit' },
      { type: 'reset.login' },
      ...(next ? [{ type: 'reset.change', field: next, value: VALUES[next], label: next } as ResetPasswordEvent] : []),
      { type: 'xstate.done.actor.resetPassword', output: undefined } as never,
      { type: 'xstate.error.actor.resetPassword', error: new ApiError('server', 'reset.code.invalid', { status: 400 }), label: 'used or expired code' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as ResetPasswordContext;
    return JSON.stringify({ v: s.value, f: ORDER.filter((f) => c.values[f]), e: Object.keys(c.errors).length > 0, ek: c.errorKey });
  },
};
