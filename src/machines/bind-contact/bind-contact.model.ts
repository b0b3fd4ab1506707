import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { recheckFlowEvents } from '../recheck/recheck.model';
import { securityInfoFixture } from '../profile/profile.fixtures';
import { bindContactMachine } from './bind-contact.machine';
import type { BindContactContext, BindContactEvent, BindField } from './bind-contact.types';

const VALUES: Partial<Record<BindField, string>> = { mobileNum: '1812345678', verificationCode: '123456' };
const ORDER: BindField[] = ['mobileNum', 'verificationCode'];

/** Binding a mobile number (the e-mail channel differs only in its field and is a view test). */
export const bindContactModel: ChartModel<typeof bindContactMachine> = {
  id: 'bind-contact',
  machine: bindContactMachine,
  input: { channel: 'sms' },
  // Offered where a member would cause them (no code asked for while binding, no bind while the code
  // is on its way) and each failure once, so that the two regions' product stays small.
  events: (s) => {
    const c = s.context as BindContactContext;
    const next = ORDER.find((f) => !c.values[f]);
    const filling = s.matches({ active: { form: 'filling' } });
    const sending = s.matches({ active: { code: 'sending' } });
    const counting = s.matches({ active: { code: 'counting' } });
    const failedOnce = c.errorKey !== null || c.errors.verificationCode !== undefined;
    // Each failure on a clean form only: the product of failures says nothing new.
    const quiet = !failedOnce && c.codeErrorKey === null && Object.keys(c.errors).length === 0;
    return [
      ...(next ? [{ type: 'bind.change', field: next, value: VALUES[next]!, label: next } as BindContactEvent] : []),
      // Asked again only once what was wrong is fixed (messages showing say enough).
      ...(filling && !c.errors.mobileNum ? [{ type: 'bind.sendCode' } as BindContactEvent] : []),
      ...(sending || Object.keys(c.errors).length > 0 ? [] : [{ type: 'bind.submit' } as BindContactEvent]),
      { type: 'xstate.done.actor.sendBindCode', output: { expiredMinutes: 5 } } as never,
      ...(quiet
        ? [
            { type: 'xstate.error.actor.sendBindCode', error: new ApiError('server', 'too.many.requests', { status: 429 }), label: 'throttled' } as never,
            {
              type: 'xstate.error.actor.sendBindCode',
              error: new ApiError('server', 'register.mobile.exists', { status: 409, value: { field: 'mobileNum' } }),
              label: 'number of another account',
            } as never,
          ]
        : []),
      { type: 'xstate.done.actor.bindContact', output: { ...securityInfoFixture, mobileNum: '1812345678' } } as never,
      ...(!quiet || !counting
        ? []
        : [
            { type: 'xstate.error.actor.bindContact', error: new ApiError('server', 'verification.code.invalid', { status: 400 }), label: 'wrong code' } as never,
            { type: 'xstate.error.actor.bindContact', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
            ...recheckFlowEvents('bindContact', false),
          ]),
      ...(s.matches({ active: { form: 'rechecking' } }) ? recheckFlowEvents('bindContact', true) : []),
    ];
  },
  // The seconds left only drive the button label.
  serialize: (s) => {
    const c = s.context as BindContactContext;
    return JSON.stringify({
      v: s.value,
      f: ORDER.filter((f) => c.values[f]),
      e: Object.keys(c.errors).sort(),
      ek: c.errorKey,
      cek: c.codeErrorKey,
    });
  },
};
