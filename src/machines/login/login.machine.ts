import { assign, emit, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import { LoginFailureValue } from '../../api/schemas/account';
import { is } from 'superstruct';
import { validateLogin } from './login.validation';
import type {
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginHandOver,
  LoginInput,
  LoginRequest,
  LoginResult,
  RememberedLogin,
  SmsSent,
  VerifyLoginRequest,
  VerifyMethod,
} from './login.types';
import { lazyChart } from '../lazy-chart';

function failureValue(error: unknown): LoginFailureValue | null {
  const value = isApiError(error) ? error.value : null;
  return is(value, LoginFailureValue) ? value : null;
}

export function loginRequest(context: LoginContext): LoginRequest {
  const v = context.values;
  const captcha = context.captchaShown ? v.captcha.trim() : undefined;
  return context.tab === 'username'
    ? { type: 'username', username: v.username.trim(), password: v.password, captcha }
    : {
        type: 'sms',
        mobileNum: v.mobileNum.trim(),
        countryDialingCode: v.countryDialingCode,
        verificationCode: v.verificationCode.trim(),
        captcha,
      };
}

const NEEDS_CODE: readonly VerifyMethod[] = ['sms', 'email'];

/** What the popup policy is told after a login: the answer's flags, and the password typed (for the forced change). */
function handOverOf(context: LoginContext, output: LoginResult): LoginHandOver {
  return {
    mustChangePassword: output.mustChangePassword || output.passwordExpired,
    firstTimeLogin: output.firstTimeLogin,
    knownPassword: context.tab === 'username' ? context.values.password : null,
  };
}

/** What success and forced password change do with the result: start the session, remember, hand over. */
const resultActions = [
  { type: 'startSession', params: ({ event }: { event: { output: LoginResult } }) => ({ token: event.output.token }) },
  {
    type: 'rememberCredentials',
    params: ({ context }: { context: LoginContext }) =>
      context.remember
        ? {
            username: context.values.username.trim(),
            password: context.values.password,
            mobileNum: context.values.mobileNum.trim(),
            countryDialingCode: context.values.countryDialingCode,
          }
        : null,
  },
  { type: 'handOver', params: ({ context, event }: { context: LoginContext; event: { output: LoginResult } }) => handOverOf(context, event.output) },
] as const;

/** A passkey sign-in starts the session and hands over; no password was typed, so nothing is remembered or known. */
const passkeyResultActions = [
  { type: 'startSession', params: ({ event }: { event: { output: LoginResult } }) => ({ token: event.output.token }) },
  {
    type: 'handOver',
    params: ({ event }: { event: { output: LoginResult } }) => ({
      mustChangePassword: event.output.mustChangePassword || event.output.passwordExpired,
      firstTimeLogin: event.output.firstTimeLogin,
      knownPassword: null,
    }),
  },
] as const;

export const loginMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as LoginInput,
      context: {} as LoginContext,
      events: {} as LoginEvent,
      emitted: {} as LoginEmitted,
    },
    actors: {
      submitLogin: fromPromise<LoginResult, LoginRequest>(async () => {
        throw new Error('submitLogin not provided');
      }),
      sendChallengeCode: fromPromise<SmsSent, { challengeId: string; method: 'sms' | 'email' }>(async () => {
        throw new Error('sendChallengeCode not provided');
      }),
      verifyLogin: fromPromise<LoginResult, VerifyLoginRequest>(async () => {
        throw new Error('verifyLogin not provided');
      }),
      /** Options, the browser's passkey prompt, the signed answer: a session (src/machines/passkeys/actors/ceremonies.ts). */
      passkeyLogin: fromPromise<LoginResult>(async () => {
        throw new Error('passkeyLogin not provided');
      }),
    },
    guards: {
      tabAllowed: ({ context, event }) => event.type === 'login.tab' && event.tab !== context.tab && (event.tab === 'username' || context.smsEnabled),
      formValid: ({ context }) => Object.keys(validateLogin(context.tab, context.values, context.captchaShown)).length === 0,
      mustChangePassword: ({ event }) => {
        const r = (event as unknown as { output: LoginResult }).output;
        return r.mustChangePassword || r.passwordExpired;
      },
      captchaShown: ({ context }) => context.captchaShown,
      captchaFlagged: ({ context, event }) => context.captchaShown || failureValue((event as { error?: unknown }).error)?.captcha === true,
      verificationAsked: ({ event }) => Boolean(failureValue((event as { error?: unknown }).error)?.challengeId),
      methodSendsCode: ({ context }) => context.method !== null && NEEDS_CODE.includes(context.method),
      hasAnswer: ({ context }) => context.answer.trim() !== '',
    },
    actions: {
      /** Hands the token to the session chart (which stores it and loads member info). */
      startSession: (_, _params: { token: string }) => {
        throw new Error('startSession not provided');
      },
      /**
       * Remember-me cookie for UI.rememberMeDays (SPEC §3): last user, password and SMS phone,
       * or null to forget them when the box is not ticked.
       */
      rememberCredentials: (_, _params: RememberedLogin | null) => {
        throw new Error('rememberCredentials not provided');
      },
      /**
       * The login hand-over to the popup policy (src/machines/popups): the forced password change
       * (old password known on the username tab), the welcome on a first login, or nothing.
       */
      handOver: (_, _params: LoginHandOver) => {
        throw new Error('handOver not provided');
      },
      /**
       * A refused attempt used up the captcha answered with it: the form's captcha chart takes
       * `captcha.spent` as a reload (src/machines/captcha/use-captcha.tsx).
       */
      spendCaptcha: emit({ type: 'captcha.spent' } as const),
      setChange: assign(({ context, event }) => {
        if (event.type !== 'login.change') return {};
        const { [event.field]: _dropped, ...errors } = context.errors;
        return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
      }),
      cancelVerification: assign({ challenge: null, method: null, answer: '', codeSent: false, errorKey: null }),
      showErrors: assign({ errors: ({ context }) => validateLogin(context.tab, context.values, context.captchaShown) }),
    },
  }).createMachine({
    id: 'login',
    description: 'The login modal (SPEC §2, §4, §5): username or SMS login, captcha after failures, new-IP verification; or a passkey (issue #19).',
    context: ({ input }) => ({
      smsEnabled: input.smsEnabled,
      tab: 'username',
      values: {
        username: input.remembered?.username ?? '',
        password: input.remembered?.password ?? '',
        mobileNum: input.remembered?.mobileNum ?? '',
        countryDialingCode: input.remembered?.countryDialingCode || input.defaultDialingCode || '880',
        verificationCode: '',
        captcha: '',
      },
      remember: input.remembered !== null,
      errors: {},
      captchaShown: false,
      attempts: 0,
      errorKey: null,
      challenge: null,
      method: null,
      answer: '',
      codeSent: false,
      viaPasskey: false,
    }),
    initial: 'form',
    states: {
      form: {
        initial: 'editing',
        on: {
          'login.tab': { guard: 'tabAllowed', meta: { spec: ['§2 Login modal'] }, actions: assign({ tab: ({ event }) => event.tab, errors: {}, errorKey: null }) },
          'login.change': { actions: 'setChange' },
          'login.remember': { meta: { spec: ['§2 Login modal'] }, actions: assign({ remember: ({ event }) => event.checked }) },
          'login.passkey': {
            target: 'passkey',
            actions: assign({ errors: {}, errorKey: null, viaPasskey: true }),
            description: 'Sign in with a passkey instead: no username or password needed (the passkey names the account).',
          },
          'login.submit': [
            { guard: 'formValid', target: 'submitting', actions: assign({ errors: {}, errorKey: null }), meta: { spec: ['§5 Username login'] }, description: 'Validated: send it.' },
            { actions: 'showErrors', meta: { spec: ['§5 Username login', '§5 Field errors'] }, description: 'The first failing rule shows under each field; nothing is sent.' },
          ],
        },
        states: {
          editing: {},
          captchaRequired: {
            meta: { spec: ['§4 Login captcha'] },
            description: 'The server flagged the account: the captcha input and image show, a new image per attempt.',
          },
        },
      },
      submitting: {
        meta: { spec: ['§4 Login'] },
        tags: ['state:loading'],
        invoke: {
          id: 'submitLogin',
          src: 'submitLogin',
          input: ({ context }) => loginRequest(context),
          onDone: [
            {
              guard: 'mustChangePassword',
              target: 'passwordChangeRequired',
              actions: resultActions,
              description: 'Flagged or expired password: the session starts and the popup policy opens the forced change.',
            },
            { target: 'success', actions: resultActions, description: 'The session starts; the popup policy shows the welcome on a first login, else nothing.' },
          ],
          onError: [
            {
              guard: 'verificationAsked',
              target: 'verificationRequired',
              description: 'Login from an unregistered IP: extra verification (SPEC §4).',
              actions: assign(({ event }) => {
                const v = failureValue(event.error)!;
                return {
                  challenge: { id: v.challengeId!, methods: v.methods ?? [], hints: v.hints ?? {} },
                  method: null,
                  answer: '',
                  codeSent: false,
                  errorKey: null,
                };
              }),
            },
            {
              guard: 'captchaShown',
              target: 'form.captchaRequired',
              description: 'Refused with the captcha shown: the attempt used up its picture, so a new one loads (spendCaptcha).',
              actions: [
                assign(({ context, event }) => ({
                  attempts: context.attempts + 1,
                  errorKey: errorKeyOf(event.error),
                  values: { ...context.values, captcha: '' },
                })),
                'spendCaptcha',
              ],
            },
            {
              guard: 'captchaFlagged',
              meta: { spec: ['§4 Login captcha'] },
              target: 'form.captchaRequired',
              description: 'The server flagged the account: the captcha input and its picture show from now on.',
              actions: assign(({ context, event }) => ({
                captchaShown: true,
                attempts: context.attempts + 1,
                errorKey: errorKeyOf(event.error),
                values: { ...context.values, captcha: '' },
              })),
            },
            { target: 'failure', actions: assign(({ context, event }) => ({ attempts: context.attempts + 1, errorKey: errorKeyOf(event.error) })) },
          ],
        },
      },
      passkey: {
        tags: ['state:loading'],
        description:
          'The browser asks for a passkey and the screen lock (fingerprint, face or PIN); the server checks the signature. Two factors in one: no new-address check follows.',
        invoke: {
          id: 'passkeyLogin',
          src: 'passkeyLogin',
          onDone: [
            {
              guard: 'mustChangePassword',
              target: 'passwordChangeRequired',
              actions: passkeyResultActions,
              description: 'Signed in, but the password must change ("this wasn\'t me" or expiry): the popup policy opens the forced change.',
            },
            { target: 'success', actions: passkeyResultActions, description: 'Signed in: the session starts; nothing is remembered (no password was typed).' },
          ],
          onError: {
            target: 'failure',
            actions: assign(({ context, event }) => ({ attempts: context.attempts + 1, errorKey: errorKeyOf(event.error) })),
            description: 'The prompt was closed or timed out, the browser has no passkeys, or the server refused the passkey: the message shows; try again.',
          },
        },
      },
      verificationRequired: {
        meta: { spec: ['§4 Unregistered IP'] },
        initial: 'choosing',
        states: {
          choosing: {
            description: 'Pick how to prove it is you: mobile SMS, bound e-mail, bank account name or Google code.',
            on: {
              'login.verify.method': { target: 'answering', actions: assign({ method: ({ event }) => event.method, answer: '', codeSent: false, errorKey: null }) },
              'login.verify.cancel': { target: '#login.form.editing', actions: 'cancelVerification' },
            },
          },
          answering: {
            on: {
              'login.verify.method': { actions: assign({ method: ({ event }) => event.method, answer: '', codeSent: false, errorKey: null }) },
              'login.verify.send': { guard: 'methodSendsCode', target: 'sendingCode' },
              'login.verify.change': { actions: assign({ answer: ({ event }) => event.value }) },
              'login.verify.submit': { guard: 'hasAnswer', target: 'verifying' },
              'login.verify.cancel': { target: '#login.form.editing', actions: 'cancelVerification' },
            },
          },
          sendingCode: {
            tags: ['state:loading'],
            invoke: {
              id: 'sendChallengeCode',
              src: 'sendChallengeCode',
              input: ({ context }) => ({ challengeId: context.challenge?.id ?? '', method: context.method === 'email' ? 'email' : 'sms' }),
              onDone: { target: 'answering', actions: assign({ codeSent: true, errorKey: null }) },
              onError: { target: 'answering', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
            },
          },
          verifying: {
            tags: ['state:loading'],
            invoke: {
              id: 'verifyLogin',
              src: 'verifyLogin',
              input: ({ context }) => ({ challengeId: context.challenge?.id ?? '', method: context.method ?? 'sms', answer: context.answer.trim() }),
              onDone: [
                {
                  guard: 'mustChangePassword',
                  target: '#login.passwordChangeRequired',
                  actions: resultActions,
                },
                { target: '#login.success', actions: resultActions },
              ],
              onError: { target: 'answering', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
            },
          },
        },
      },
      failure: {
        meta: { spec: ['§8 Login failure'] },
        tags: ['state:error'],
        description: 'Login refused (wrong password, locked, network…): the message shows; try again.',
        on: { 'login.dismiss': { target: 'form.editing', actions: assign({ errorKey: null, viaPasskey: false }) } },
      },
      passwordChangeRequired: {
        meta: { spec: ['§4 Forced password change'] },
        tags: ['state:done'],
        description: 'Password is the flagged {secret}, or expired with expiry enforced: change it before anything else.',
      },
      success: { meta: { spec: ['§4 Login'] }, tags: ['state:done'] },
    },
  }),
);
