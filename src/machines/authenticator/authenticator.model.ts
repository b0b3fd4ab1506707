import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { authenticatorMachine } from './authenticator.machine';
import type { AuthenticatorContext, AuthenticatorEvent, ProtectionStatus, TotpEnrolment } from './authenticator.types';

const network = new ApiError('network', 'network.abnormal');
const refused = (code: string) => new ApiError('server', code, { status: 400 });

export const authenticatorFixtures = {
  off: { totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 } satisfies ProtectionStatus,
  on: { totpEnabled: true, totpEnabledAt: '2026-03-01T04:00:00.000Z', recoveryCodesLeft: 9 } satisfies ProtectionStatus,
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Betsite:player09?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Betsite&algorithm=SHA1&digits=6&period=30',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8H0z"/></svg>',
    expiresAt: '2026-03-01T04:10:00.000Z',
  } satisfies TotpEnrolment,
  recoveryCodes: ['ABCDE-FGHIJ', 'KLMNO-PQRST', 'UVWXY-Z2345', 'BCDEF-GHIJK', 'LMNOP-QRSTU', 'VWXYZ-23456', 'CDEFG-HIJKL', 'MNOPQ-RSTUV', 'WXYZ2-34567', 'DEFGH-IJKLM'],
};

/**
 * A member loads the status (off), sets an authenticator up, gets a code wrong, confirms, keeps the
 * recovery codes, then turns it off with the password and a recovery code. Codes: '12' (too short),
 * '123456' (right form).
 */
export const authenticatorModel: ChartModel<typeof authenticatorMachine> = {
  id: 'authenticator',
  machine: authenticatorMachine,
  equivalentMutants: {
    'remove-action:authenticator.scanning:authenticator.cancel#0:1':
      'The enrolment (QR, secret) is shown only in scanning and confirming (authenticator-section.tsx); from off the only way back there is starting → startTotp onDone, which sets it anew.',
    'remove-action:authenticator.confirming:xstate.error.actor.confirmTotp#1:1':
      'The enrolment (QR, secret) is shown only in scanning and confirming (authenticator-section.tsx); from off the only way back there is starting → startTotp onDone, which sets it anew.',
    'remove-action:authenticator.recoveryCodes:authenticator.saved#0:0':
      'The recovery codes are shown only in recoveryCodes, and the only way into it (confirmTotp onDone) sets them anew.',
    'remove-action:authenticator.disabling:authenticator.cancel#0:0':
      '`on` shows none of code, password, field errors or errorKey (authenticator-section.tsx), and its only way out (authenticator.disable) runs clearForm itself.',
    'remove-action:authenticator.removing:xstate.done.actor.disableTotp#0:1':
      'The status is shown only in on, disabling and removing; from off the only way back to them is confirmTotp onDone, which sets the status anew (a reload reads it).',
  },
  events: (s) => {
    const c = s.context as AuthenticatorContext;
    const f = authenticatorFixtures;
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.loadProtection', output: f.off, label: 'off' } as never,
        { type: 'xstate.done.actor.loadProtection', output: f.on, label: 'on' } as never,
        { type: 'xstate.error.actor.loadProtection', error: network } as never,
      ];
    if (s.matches('starting'))
      return [
        { type: 'xstate.done.actor.startTotp', output: f.enrolment } as never,
        { type: 'xstate.error.actor.startTotp', error: refused('too.many.requests'), label: 'throttled' } as never,
      ];
    if (s.matches('confirming'))
      return [
        { type: 'xstate.done.actor.confirmTotp', output: { recoveryCodes: f.recoveryCodes } } as never,
        { type: 'xstate.error.actor.confirmTotp', error: refused('totp.code.invalid'), label: 'wrong code' } as never,
        { type: 'xstate.error.actor.confirmTotp', error: refused('totp.enrolment.expired'), label: 'expired' } as never,
        { type: 'xstate.error.actor.confirmTotp', error: network, label: 'network' } as never,
      ];
    if (s.matches('removing'))
      return [
        { type: 'xstate.done.actor.disableTotp', output: undefined } as never,
        { type: 'xstate.error.actor.disableTotp', error: refused('totp.password.invalid'), label: 'wrong password' } as never,
        { type: 'xstate.error.actor.disableTotp', error: network, label: 'network' } as never,
      ];
    const events: AuthenticatorEvent[] = [
      { type: 'authenticator.retry' },
      { type: 'authenticator.start' },
      { type: 'authenticator.saved' },
      { type: 'authenticator.disable' },
      { type: 'authenticator.cancel' },
    ];
    if (s.matches('scanning')) {
      if (!c.code) events.push({ type: 'authenticator.code', value: '12', label: 'too short' } as AuthenticatorEvent, { type: 'authenticator.code', value: '123456', label: 'six digits' } as AuthenticatorEvent);
      events.push({ type: 'authenticator.confirm' });
    }
    if (s.matches('disabling')) {
      if (!c.password) events.push({ type: 'authenticator.password', value: 'Secret2025' });
      if (!c.code) events.push({ type: 'authenticator.code', value: 'ABCDE-FGHIJ', label: 'recovery code' } as AuthenticatorEvent);
      events.push({ type: 'authenticator.remove' });
    }
    return events;
  },
  serialize: (s) => {
    const c = s.context as AuthenticatorContext;
    return JSON.stringify({
      v: s.value,
      st: c.status?.totpEnabled ?? null,
      en: !!c.enrolment,
      c: c.code,
      p: !!c.password,
      r: c.recoveryCodes.length,
      e: Object.entries(c.errors).filter(([, v]) => v).map(([k]) => k).sort(),
      k: c.errorKey,
    });
  },
};
