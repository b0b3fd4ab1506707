import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { recheckMachine } from '../recheck/recheck.machine';
import { isRecheckRequired } from '../recheck/recheck.rules';
import type { RecheckOutput } from '../recheck/recheck.types';
import { paymentPasswordErrors, paymentPasswordFieldError, paymentPasswordRequest } from './payment-password.rules';
import type { PaymentPasswordContext, PaymentPasswordEvent, PaymentPasswordInput, PaymentPasswordRequest } from './payment-password.types';
import { lazyChart } from '../lazy-chart';

const EMPTY = { loginPassword: '', oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };

export const paymentPasswordMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as PaymentPasswordInput,
      context: {} as PaymentPasswordContext,
      events: {} as PaymentPasswordEvent,
    },
    actors: {
      savePaymentPassword: fromPromise<void, PaymentPasswordRequest>(async () => {
        throw new Error('savePaymentPassword not provided');
      }),
      recheck: recheckMachine,
    },
    guards: {
      formValid: ({ context }) => Object.keys(paymentPasswordErrors(context)).length === 0,
      fieldError: ({ event }) => paymentPasswordFieldError((event as { error?: unknown }).error) !== null,
      recheckRequired: ({ event }) => isRecheckRequired((event as { error?: unknown }).error),
      recheckConfirmed: ({ event }) => (event as { output?: RecheckOutput }).output?.confirmed === true,
    },
    actions: {
      /** The security center reloads (the member now has a payment password). */
      saved: () => {
        throw new Error('saved not provided');
      },
    },
  }).createMachine({
    id: 'paymentPassword',
    description:
      'Set the payment password (first time: the login password proves it is the member) or change it (the old payment password); the rule is the register setting’s (6 digits by default).',
    context: ({ input }) => ({ ...input, values: EMPTY, errors: {}, errorKey: null }),
    initial: 'editing',
    states: {
      editing: {
        meta: { spec: ['§5 Payment password'] },
        on: {
          'paymentPassword.change': {
            actions: assign(({ context, event }) => {
              const { [event.field]: _dropped, ...errors } = context.errors;
              return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
            }),
          },
          'paymentPassword.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ errors: ({ context }) => paymentPasswordErrors(context) }), description: 'The first message shows under each failing field.' },
          ],
        },
      },
      submitting: {
        meta: { spec: ['§5 Payment password'] },
        tags: ['state:loading'],
        description: 'POST /wps/member/password/payment (encrypted).',
        invoke: {
          id: 'savePaymentPassword',
          src: 'savePaymentPassword',
          input: ({ context }) => paymentPasswordRequest(context),
          onDone: { target: 'saved', actions: 'saved' },
          onError: [
            {
              guard: 'recheckRequired',
              target: 'rechecking',
              description: 'A change needs the password or a second factor proven within 5 minutes (auth.recheck_required): "Confirm it’s you".',
            },
            {
              guard: 'fieldError',
              target: 'editing',
              description: 'Wrong login or old payment password, rule or confirmation: under its field, which is emptied.',
              actions: assign(({ context, event }) => {
                const { field, error } = paymentPasswordFieldError(event.error)!;
                return { errors: { ...context.errors, [field]: error }, values: { ...context.values, [field]: '' } };
              }),
            },
            {
              target: 'editing',
              actions: assign({ errorKey: ({ event }) => (errorKeyOf(event.error)) }),
            },
          ],
        },
      },
      rechecking: {
        meta: { spec: ['§5 Payment password'] },
        description: 'The recheck chart asks for the password or an authenticator code; confirmed, the same change is sent again; cancelled, back to the form as it was.',
        invoke: {
          id: 'recheck',
          src: 'recheck',
          onDone: [{ guard: 'recheckConfirmed', target: 'submitting' }, { target: 'editing' }],
        },
      },
      saved: { meta: { spec: ['§5 Payment password'] }, type: 'final', tags: ['state:done'] },
    },
  }),
);
