import { and, assign, emit, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { affiliateCodeOf, registerErrors, visibleFields } from './register.rules';
import type { RegisterContext, RegisterEmitted, RegisterEvent, RegisterInput, RegisterRequest, RegisterResult, RegisterSetup, RegistrationMode } from './register.types';
import { lazyChart } from '../lazy-chart';

export function registerRequest(c: RegisterContext): { mode: RegistrationMode; body: RegisterRequest } {
  const body: Record<string, unknown> = { registerMethod: 'WEB', login: true, registerUrl: c.registerUrl, domain: c.domain, termsAccepted: c.termsAccepted };
  for (const field of visibleFields(c)) {
    const v = c.values[field];
    if (v !== undefined && v !== '') body[field] = field === 'password' || field === 'confirmPassword' ? v : v.trim();
  }
  if (body.mobileNum) body.countryDialingCode = c.values.countryDialingCode ?? '880';
  const affiliate = affiliateCodeOf(c);
  if (affiliate) body.affiliateCode = affiliate;
  return { mode: c.mode, body: body as RegisterRequest };
}

export const registerMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as RegisterInput,
      context: {} as RegisterContext,
      events: {} as RegisterEvent,
      emitted: {} as RegisterEmitted,
    },
    actors: {
      loadSetup: fromPromise<RegisterSetup, { urlAffiliateCode: string | null }>(async () => {
        throw new Error('loadSetup not provided');
      }),
      checkAffiliate: fromPromise<boolean, { code: string }>(async () => {
        throw new Error('checkAffiliate not provided');
      }),
      submitRegister: fromPromise<RegisterResult, { mode: RegistrationMode; body: RegisterRequest }>(async () => {
        throw new Error('submitRegister not provided');
      }),
    },
    guards: {
      tabAllowed: ({ context, event }) =>
        event.type === 'register.tab' && event.mode !== context.mode && (event.mode === 'mobile' ? context.mobileEnabled : context.usernameEnabled),
      formValid: ({ context }) => Object.keys(registerErrors(context)).length === 0 && context.termsAccepted,
      typedAffiliate: ({ context }) => !context.urlCodeValid && Boolean(context.values.affiliateCode?.trim()),
      affiliateOk: ({ event }) => (event as unknown as { output: boolean }).output === true,
    },
    actions: {
      /**
       * A refused registration used up the captcha answered with it: the form's captcha chart takes
       * `captcha.spent` as a reload (src/machines/captcha/use-captcha.tsx).
       */
      spendCaptcha: emit({ type: 'captcha.spent' } as const),
      /** Registered with login true: start the session, close the modal, welcome (SPEC §4). */
      completeRegistration: (_, _params: RegisterResult) => {
        throw new Error('completeRegistration not provided');
      },
    },
  }).createMachine({
    id: 'register',
    description: 'The register modal (SPEC §2, §4, §5): username or mobile tab, server-configured fields, affiliate code.',
    context: ({ input }) => ({
      ...input,
      setting: null,
      urlCodeValid: false,
      mode: input.usernameEnabled || !input.mobileEnabled ? 'username' : 'mobile',
      values: { countryDialingCode: '880' },
      errors: {},
      errorKey: null,
      attempts: 0,
      termsAccepted: false,
      termsMissing: false,
    }),
    initial: 'loading',
    states: {
      loading: {
        meta: { spec: ['§2 Register modal', '§4 Affiliate field'] },
        tags: ['state:loading'],
        description: 'GET /wps/system/setting/register, and the URL affiliate code checked on mount.',
        invoke: {
          id: 'loadSetup',
          src: 'loadSetup',
          input: ({ context }) => ({ urlAffiliateCode: context.urlAffiliateCode }),
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              setting: event.output.setting,
              urlCodeValid: event.output.urlCodeValid,
              mobileEnabled: context.mobileEnabled && event.output.setting.mobileRegistration,
              mode: context.mode === 'mobile' && !event.output.setting.mobileRegistration ? 'username' : context.mode,
            })),
          },
          onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      loadFailed: {
        meta: { spec: ['§8 Network'] },
        tags: ['state:error'],
        on: { 'register.retry': { target: 'loading', actions: assign({ errorKey: null }) } },
      },
      editing: {
        on: {
          'register.tab': {
            guard: 'tabAllowed',
            meta: { spec: ['§4 Register tab'] },
            description: 'Switching tabs reloads the captcha (the view keys it by mode).',
            actions: assign({ mode: ({ event }) => event.mode, errors: {}, errorKey: null }),
          },
          'register.change': {
            actions: assign(({ context, event }) => {
              const { [event.field as never]: _dropped, ...errors } = context.errors;
              return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
            }),
          },
          'register.terms': {
            description: 'The 18+ terms checkbox (ticked or not).',
            actions: assign(({ event }) => ({ termsAccepted: event.accepted, termsMissing: false })),
          },
          'register.submit': [
            {
              guard: and(['formValid', 'typedAffiliate']),
              meta: { spec: ['§5 Affiliate check'] },
              target: 'checkingAffiliate',
              description: 'Every field validates and an affiliate code was typed: check it first.',
            },
            { guard: 'formValid', target: 'submitting', meta: { spec: ['§5 Registration'] }, description: 'Every field validates.' },
            {
              actions: assign({ errors: ({ context }) => registerErrors(context), termsMissing: ({ context }) => !context.termsAccepted }),
              meta: { spec: ['§5 Registration', '§5 Field errors'] },
              description: 'Blocked: the first message shows under each failing field, and under the terms box when unticked.',
            },
          ],
        },
      },
      checkingAffiliate: {
        tags: ['state:loading'],
        description: 'A typed affiliate code is checked first; a wrong one stops the registration. The form is locked: fields, tabs, "Get code" and the captcha picture.',
        invoke: {
          id: 'checkAffiliate',
          src: 'checkAffiliate',
          input: ({ context }) => ({ code: context.values.affiliateCode?.trim() ?? '' }),
          onDone: [
            { guard: 'affiliateOk', target: 'submitting' },
            { target: 'affiliateInvalid' },
          ],
          onError: 'affiliateInvalid',
        },
      },
      affiliateInvalid: {
        meta: { spec: ['§5 Affiliate check'] },
        tags: ['state:error'],
        description: 'Warning invitation_code_error with a confirm button; nothing was registered.',
        on: { 'register.dismiss': 'editing' },
      },
      submitting: {
        tags: ['state:loading'],
        description: 'The form is sent and locked: fields, tabs, "Get code" and the captcha picture (a new picture would void the answer being checked).',
        invoke: {
          id: 'submitRegister',
          src: 'submitRegister',
          input: ({ context }) => registerRequest(context),
          onDone: { target: 'registered', actions: { type: 'completeRegistration', params: ({ event }) => event.output } },
          onError: {
            target: 'editing',
            meta: { spec: ['§8 Registration failure'] },
            description: 'Refused: the message shows, and the attempt used up the captcha: a new picture loads (spendCaptcha).',
            actions: [
              assign(({ context, event }) => ({
                errorKey: errorKeyOf(event.error),
                attempts: context.attempts + 1,
                values: { ...context.values, captcha: '' },
              })),
              'spendCaptcha',
            ],
          },
        },
      },
      registered: { meta: { spec: ['§5 Registration'] }, tags: ['state:done'] },
    },
  }),
);
