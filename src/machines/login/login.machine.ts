import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import { LoginFailureValue } from '../../api/schemas/account';
import { is } from 'superstruct';
import { validateLogin } from './login.validation';
import type {
  LoginContext,
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

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
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
  },
  guards: {
    tabAllowed: ({ context, event }) => event.type === 'login.tab' && event.tab !== context.tab && (event.tab === 'username' || context.smsEnabled),
    formValid: ({ context }) => Object.keys(validateLogin(context.tab, context.values, context.captchaShown)).length === 0,
    mustChangePassword: ({ event }) => {
      const r = (event as unknown as { output: LoginResult }).output;
      return r.mustChangePassword || r.passwordExpired;
    },
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
  description: 'The login modal (SPEC §2, §4, §5): username or SMS login, captcha after failures, new-IP verification.',
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
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'login.tab': { guard: 'tabAllowed', actions: assign({ tab: ({ event }) => event.tab, errors: {}, errorKey: null }) },
        'login.change': { actions: 'setChange' },
        'login.remember': { actions: assign({ remember: ({ event }) => event.checked }) },
        'login.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ errors: {}, errorKey: null }), description: 'Validated: send it.' },
          { actions: 'showErrors', description: 'The first failing rule shows under each field; nothing is sent.' },
        ],
      },
      states: {
        editing: {},
        captchaRequired: {
          description: 'The server flagged the account: the captcha input and image show, a new image per attempt.',
        },
      },
    },
    submitting: {
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
            guard: 'captchaFlagged',
            target: 'form.captchaRequired',
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
    verificationRequired: {
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
      tags: ['state:error'],
      description: 'Login refused (wrong password, locked, network…): the message shows; try again.',
      on: { 'login.dismiss': { target: 'form.editing', actions: assign({ errorKey: null }) } },
    },
    passwordChangeRequired: {
      tags: ['state:done'],
      description: 'Password is the flagged {secret}, or expired with expiry enforced: change it before anything else.',
    },
    success: { tags: ['state:done'] },
  },
});
