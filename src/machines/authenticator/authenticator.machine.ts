import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { disableErrors, fieldOfError, isExpiredEnrolment, isTotpCode, totpCodeOf } from './authenticator.rules';
import type {
  AuthenticatorContext,
  AuthenticatorEvent,
  ProtectionStatus,
  TotpConfirmResult,
  TotpDisableRequest,
  TotpEnrolment,
} from './authenticator.types';
import { lazyChart } from '../lazy-chart';

const OFF: ProtectionStatus = { totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 };
const fieldRefusal = ({ event }: { event: unknown }) => fieldOfError((event as { error?: unknown }).error) !== null;

/**
 * The member's authenticator app (issue #19; docs/account-protection.md): set up by scanning a QR
 * code (or typing the secret) and confirming with a current code; ten single-use recovery codes are
 * shown once; turned off with the login password and a code or a recovery code.
 */
export const authenticatorMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as AuthenticatorContext,
      events: {} as AuthenticatorEvent,
    },
    actors: {
      loadProtection: fromPromise<ProtectionStatus>(async () => {
        throw new Error('loadProtection not provided');
      }),
      startTotp: fromPromise<TotpEnrolment>(async () => {
        throw new Error('startTotp not provided');
      }),
      confirmTotp: fromPromise<TotpConfirmResult, { code: string }>(async () => {
        throw new Error('confirmTotp not provided');
      }),
      disableTotp: fromPromise<void, TotpDisableRequest>(async () => {
        throw new Error('disableTotp not provided');
      }),
    },
    guards: {
      enabled: ({ event }) => (event as unknown as { output: ProtectionStatus }).output.totpEnabled,
      codeValid: ({ context }) => isTotpCode(context.code),
      disableValid: ({ context }) => Object.keys(disableErrors(context)).length === 0,
      fieldRefusal,
      expired: ({ event }) => isExpiredEnrolment((event as { error?: unknown }).error),
    },
    actions: {
      storeFieldRefusal: assign(({ event }) => {
        const { field, key } = fieldOfError((event as { error?: unknown }).error)!;
        return { errors: { [field]: key }, ...(field === 'password' ? { password: '' } : { code: '' }), errorKey: null };
      }),
      storeErrorKey: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
      clearForm: assign({ code: '', password: '', errors: {}, errorKey: null }),
    },
  }).createMachine({
    id: 'authenticator',
    description: 'Set up, confirm and turn off the authenticator app (RFC 6238 codes) that answers the new-address login check; recovery codes shown once.',
    context: { status: null, enrolment: null, code: '', password: '', recoveryCodes: [], errors: {}, errorKey: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/member/protection.',
        invoke: {
          id: 'loadProtection',
          src: 'loadProtection',
          onDone: [
            { guard: 'enabled', target: 'on', actions: assign({ status: ({ event }) => event.output, errorKey: null }) },
            { target: 'off', actions: assign({ status: ({ event }) => event.output, errorKey: null }) },
          ],
          onError: { target: 'loadFailed', actions: 'storeErrorKey' },
        },
      },
      loadFailed: {
        description: 'The status could not be read: say so, offer a retry.',
        on: { 'authenticator.retry': 'loading' },
      },
      off: {
        description: 'No authenticator: offer the set-up.',
        on: { 'authenticator.start': { target: 'starting', actions: 'clearForm' } },
      },
      starting: {
        tags: ['state:loading'],
        description: 'POST …/totp/start: a new secret, pending until a code confirms it.',
        invoke: {
          id: 'startTotp',
          src: 'startTotp',
          onDone: { target: 'scanning', actions: assign({ enrolment: ({ event }) => event.output }) },
          onError: { target: 'off', actions: 'storeErrorKey', description: 'Refused (throttled, or a factor set up elsewhere meanwhile): said above the button.' },
        },
      },
      scanning: {
        description: 'The QR code and the secret as text; the member types the code their app shows.',
        on: {
          'authenticator.code': { actions: assign({ code: ({ event }) => event.value, errors: {}, errorKey: null }) },
          'authenticator.confirm': [
            { guard: 'codeValid', target: 'confirming' },
            { actions: assign({ errors: { code: 'totp.code.format' } }), description: 'Not six digits: said under the field, nothing sent.' },
          ],
          'authenticator.cancel': { target: 'off', actions: ['clearForm', assign({ enrolment: null })], description: 'Left: the pending secret is never used and expires on the server.' },
        },
      },
      confirming: {
        tags: ['state:loading'],
        description: 'POST …/totp/confirm with the code.',
        invoke: {
          id: 'confirmTotp',
          src: 'confirmTotp',
          input: ({ context }) => ({ code: totpCodeOf(context.code) }),
          onDone: {
            target: 'recoveryCodes',
            actions: assign({
              recoveryCodes: ({ event }) => event.output.recoveryCodes,
              status: ({ event }) => ({ totpEnabled: true, totpEnabledAt: null, recoveryCodesLeft: event.output.recoveryCodes.length }),
              enrolment: null,
              code: '',
            }),
          },
          onError: [
            { guard: 'fieldRefusal', target: 'scanning', actions: 'storeFieldRefusal', description: 'A wrong code: under the field, emptied; the same QR stays.' },
            { guard: 'expired', target: 'off', actions: ['storeErrorKey', assign({ enrolment: null })], description: 'The set-up waited too long: start again.' },
            { target: 'scanning', actions: 'storeErrorKey' },
          ],
        },
      },
      recoveryCodes: {
        description: 'The authenticator is on; the recovery codes show this once only.',
        on: { 'authenticator.saved': { target: 'on', actions: assign({ recoveryCodes: [] }), description: 'The member has kept them: they are gone from the page.' } },
      },
      on: {
        description: 'The authenticator answers the new-address check; recovery codes left are counted.',
        on: { 'authenticator.disable': { target: 'disabling', actions: 'clearForm' } },
      },
      disabling: {
        description: 'The login password and a current code or a recovery code turn it off.',
        on: {
          'authenticator.password': { actions: assign(({ context, event }) => ({ password: event.value, errors: { ...context.errors, password: undefined }, errorKey: null })) },
          'authenticator.code': { actions: assign(({ context, event }) => ({ code: event.value, errors: { ...context.errors, code: undefined }, errorKey: null })) },
          'authenticator.remove': [
            { guard: 'disableValid', target: 'removing' },
            { actions: assign({ errors: ({ context }) => disableErrors(context) }), description: 'Missing or malformed: under each field, nothing sent.' },
          ],
          'authenticator.cancel': { target: 'on', actions: 'clearForm' },
        },
      },
      removing: {
        tags: ['state:loading'],
        description: 'POST …/totp/disable (encrypted: it carries the password).',
        invoke: {
          id: 'disableTotp',
          src: 'disableTotp',
          input: ({ context }) => ({ password: context.password, code: context.code.trim() }),
          onDone: { target: 'off', actions: ['clearForm', assign({ status: OFF })] },
          onError: [
            { guard: 'fieldRefusal', target: 'disabling', actions: 'storeFieldRefusal', description: 'The wrong password or code: under its field, emptied.' },
            { target: 'disabling', actions: 'storeErrorKey' },
          ],
        },
      },
    },
  }),
);
