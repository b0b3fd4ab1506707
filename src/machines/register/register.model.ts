import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { registerResultFixture, registerSettingFixture, registerValues } from './register.fixtures';
import { registerMachine } from './register.machine';
import type { RegisterContext, RegisterEvent, RegistrationField } from './register.types';

const REQUIRED: Record<'username' | 'mobile', RegistrationField[]> = {
  username: ['username', 'password', 'confirmPassword', 'captcha'],
  mobile: ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha'],
};

/** Required fields are filled in order; once complete, an affiliate code may be typed. */
export const registerModel: ChartModel<typeof registerMachine> = {
  id: 'register',
  machine: registerMachine,
  input: {
    usernameEnabled: true,
    mobileEnabled: true,
    smsVerification: true,
    urlAffiliateCode: 'URLAGENT',
    registerUrl: 'http://localhost/register',
    domain: 'localhost',
  },
  events: (s) => {
    const c = s.context as RegisterContext;
    const next = REQUIRED[c.mode].find((f) => !c.values[f]);
    const empty = !REQUIRED.mobile.some((f) => c.values[f]);
    const events: RegisterEvent[] = [{ type: 'register.submit' }, { type: 'register.dismiss' }, { type: 'register.retry' }];
    if (empty) events.push({ type: 'register.tab', mode: c.mode === 'username' ? 'mobile' : 'username' });
    if (next) events.push({ type: 'register.change', field: next, value: registerValues[next]!, label: next } as RegisterEvent);
    else if (!c.termsAccepted) events.push({ type: 'register.terms', accepted: true, label: 'ticked' } as RegisterEvent);
    else if (!c.urlCodeValid && !c.values.affiliateCode)
      events.push({ type: 'register.change', field: 'affiliateCode', value: registerValues.affiliateCode!, label: 'affiliateCode' } as RegisterEvent);
    return [
      ...events,
      { type: 'xstate.done.actor.loadSetup', output: { setting: registerSettingFixture, urlCodeValid: false }, label: 'URL code invalid' } as never,
      { type: 'xstate.done.actor.loadSetup', output: { setting: registerSettingFixture, urlCodeValid: true }, label: 'URL code valid' } as never,
      { type: 'xstate.error.actor.loadSetup', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
      { type: 'xstate.done.actor.checkAffiliate', output: true, label: 'valid' } as never,
      { type: 'xstate.done.actor.checkAffiliate', output: false, label: 'invalid' } as never,
      { type: 'xstate.error.actor.checkAffiliate', error: new ApiError('network', 'network.abnormal'), label: 'network' } as never,
      { type: 'xstate.done.actor.submitRegister', output: registerResultFixture } as never,
      { type: 'xstate.error.actor.submitRegister', error: new ApiError('server', 'captcha.invalid'), label: 'wrong captcha' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as RegisterContext;
    const top = typeof s.value === 'string' ? s.value : '';
    if (top === 'registered' || top === 'loading' || top === 'loadFailed') return JSON.stringify({ v: s.value, ek: c.errorKey, set: c.setting !== null });
    return JSON.stringify({
      v: s.value,
      mode: c.mode,
      f: REQUIRED.mobile.filter((f) => c.values[f]),
      aff: Boolean(c.values.affiliateCode),
      url: c.urlCodeValid,
      e: Object.keys(c.errors).length > 0,
      t: c.termsAccepted,
      tm: c.termsMissing,
      ek: c.errorKey,
    });
  },
};
