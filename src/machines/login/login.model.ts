import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { loginMachine } from './login.machine';
import type { LoginContext, LoginEvent } from './login.types';

const ok = { token: 'tok-login', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };

export const loginFixtures = {
  ok,
  firstTime: { ...ok, firstTimeLogin: true },
  flagged: { ...ok, mustChangePassword: true },
  wrongPassword: new ApiError('server', 'login.failed', { status: 400 }),
  captchaNeeded: new ApiError('server', 'captcha.required', { status: 400, value: { captcha: true } }),
  passkeyRefused: new ApiError('server', 'passkey.login.failed', { status: 401 }),
  newIp: new ApiError('server', 'login.verification.required', {
    status: 403,
    value: { challengeId: 'ch-1', methods: ['sms', 'totp'], hints: { mobile: '+880 ****5678' } },
  }),
};

const change = (field: string, value: string) => ({ type: 'login.change', field, value, label: field }) as LoginEvent;

/**
 * Fields are filled in order (username then password; mobile then code; captcha when shown)
 * so the traversal stays small while reaching both the invalid and the valid form.
 */
export const loginModel: ChartModel<typeof loginMachine> = {
  id: 'login',
  machine: loginMachine,
  input: { smsEnabled: true, remembered: null },
  events: (s) => {
    const c = s.context as LoginContext;
    const v = c.values;
    const events: LoginEvent[] = [{ type: 'login.submit' }];
    const empty = !v.username && !v.password && !v.mobileNum && !v.verificationCode;
    // A passkey needs nothing typed: offered from the empty form only, so the traversal stays small.
    if (empty) events.push({ type: 'login.tab', tab: c.tab === 'username' ? 'sms' : 'username' }, { type: 'login.passkey' });
    if (c.tab === 'username') {
      if (!v.username) events.push(change('username', 'player01'));
      else if (!v.password) events.push(change('password', 'Secret123'));
      else if (!c.remember) events.push({ type: 'login.remember', checked: true });
    } else if (!v.mobileNum) events.push(change('mobileNum', '1712345678'));
    else if (!v.verificationCode) events.push(change('verificationCode', '123456'));
    if (c.captchaShown && !v.captcha) events.push(change('captcha', 'ab12'));
    // An SMS login proves the phone and types no password: the server never asks it for the
    // new-address check nor flags its password (server/domain/auth/login.ts smsLogin).
    const passwordLogin = c.tab === 'username';
    // The same SMS answer, once refused, is refused again: codes are random, and the model types
    // one answer per method (choosing a method again, or a code sent, clears the refusal). A Google
    // code may still pass once its time step comes.
    const refusedSmsAnswer = c.method === 'sms' && c.errorKey === 'login.verification.failed';
    return [
      ...events,
      { type: 'xstate.done.actor.submitLogin', output: loginFixtures.ok, label: 'ok' } as never,
      { type: 'xstate.done.actor.submitLogin', output: loginFixtures.firstTime, label: 'first login' } as never,
      ...(passwordLogin ? [{ type: 'xstate.done.actor.submitLogin', output: loginFixtures.flagged, label: 'flagged password' } as never] : []),
      { type: 'xstate.error.actor.submitLogin', error: loginFixtures.wrongPassword, label: 'wrong password' } as never,
      { type: 'xstate.error.actor.submitLogin', error: loginFixtures.captchaNeeded, label: 'captcha flagged' } as never,
      ...(passwordLogin ? [{ type: 'xstate.error.actor.submitLogin', error: loginFixtures.newIp, label: 'new IP' } as never] : []),
      { type: 'login.dismiss' },
      ...(['sms', 'totp'] as const).filter((m) => m !== c.method).map((method) => ({ type: 'login.verify.method', method, label: method }) as LoginEvent),
      { type: 'login.verify.send' },
      ...(c.answer ? [] : [{ type: 'login.verify.change', value: '654321' } as LoginEvent]),
      { type: 'login.verify.submit' },
      { type: 'login.verify.cancel' },
      { type: 'xstate.done.actor.sendChallengeCode', output: { expiredMinutes: 5 } } as never,
      { type: 'xstate.error.actor.sendChallengeCode', error: new ApiError('server', 'too.many.requests'), label: 'throttled' } as never,
      ...(refusedSmsAnswer
        ? []
        : [
            { type: 'xstate.done.actor.verifyLogin', output: loginFixtures.ok, label: 'ok' } as never,
            { type: 'xstate.done.actor.verifyLogin', output: loginFixtures.flagged, label: 'flagged password' } as never,
          ]),
      { type: 'xstate.error.actor.verifyLogin', error: new ApiError('server', 'login.verification.failed'), label: 'wrong code' } as never,
      { type: 'xstate.done.actor.passkeyLogin', output: loginFixtures.ok, label: 'ok' } as never,
      { type: 'xstate.done.actor.passkeyLogin', output: loginFixtures.flagged, label: 'password to change' } as never,
      { type: 'xstate.error.actor.passkeyLogin', error: loginFixtures.passkeyRefused, label: 'refused' } as never,
    ];
  },
  // Each state keeps only what its view and next steps depend on, so the traversal stays small.
  serialize: (s) => {
    const c = s.context as LoginContext;
    const v = c.values;
    const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
    if (top === 'submitting') return JSON.stringify({ v: s.value, cap: c.captchaShown, tab: c.tab });
    if (top === 'passkey') return JSON.stringify({ v: s.value });
    if (top === 'success' || top === 'passwordChangeRequired' || top === 'failure') return JSON.stringify({ v: s.value, pk: c.viaPasskey });
    if (top === 'verificationRequired') return JSON.stringify({ v: s.value, m: c.method, a: c.answer !== '', cs: c.codeSent, ek: c.errorKey });
    return JSON.stringify({
      v: s.value,
      tab: c.tab,
      f: [v.username, v.password, v.mobileNum, v.verificationCode, v.captcha].map(Boolean),
      e: Object.keys(c.errors).length > 0,
      rem: c.remember,
      ek: c.errorKey,
    });
  },
};
