import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { forgotPasswordMachine } from './forgot-password.machine';
import type { ForgotField, ForgotPasswordContext, ForgotPasswordEvent } from './forgot-password.types';

const VALUES: Partial<Record<ForgotField, string>> = {
  username: 'player01',
  email: 'player01@example.com',
  mobileNum: '1712345678',
  verificationCode: '123456',
  newPassword: 'NewPass2025',
};
const ORDER = { email: ['username', 'email'], mobile: ['mobileNum', 'verificationCode', 'newPassword'] } as const;

export const forgotPasswordModel: ChartModel<typeof forgotPasswordMachine> = {
  id: 'forgot-password',
  machine: forgotPasswordMachine,
  input: { mobileEnabled: true },
  events: (s) => {
    const c = s.context as ForgotPasswordContext;
    const next = ORDER[c.tab].find((f) => !c.values[f]);
    const empty = !Object.values(ORDER).flat().some((f) => c.values[f]);
    return [
      { type: 'forgot.submit' },
      { type: 'forgot.dismiss' },
      ...(empty ? [{ type: 'forgot.tab', tab: c.tab === 'email' ? 'mobile' : 'email' } as ForgotPasswordEvent] : []),
      ...(next ? [{ type: 'forgot.change', field: next, value: VALUES[next]!, label: next } as ForgotPasswordEvent] : []),
      { type: 'xstate.done.actor.requestEmail', output: undefined } as never,
      { type: 'xstate.error.actor.requestEmail', error: new ApiError('server', 'member.not.found'), label: 'unknown user' } as never,
      { type: 'xstate.done.actor.resetByPhone', output: { account: 'player01' } } as never,
      { type: 'xstate.error.actor.resetByPhone', error: new ApiError('server', 'sms.code.invalid'), label: 'wrong code' } as never,
      { type: 'xstate.done.actor.autoLogin', output: { token: 'tok-reset', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false } } as never,
      { type: 'xstate.error.actor.autoLogin', error: new ApiError('network', 'network.abnormal'), label: 'network' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as ForgotPasswordContext;
    return JSON.stringify({ v: s.value, tab: c.tab, f: Object.values(ORDER).flat().filter((f) => c.values[f]), e: Object.keys(c.errors).length > 0, ek: c.errorKey });
  },
};
