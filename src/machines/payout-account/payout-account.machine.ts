import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { PayoutAccount } from '../../api/schemas/money';
import { recheckMachine } from '../recheck/recheck.machine';
import { isRecheckRequired } from '../recheck/recheck.rules';
import type { RecheckOutput } from '../recheck/recheck.types';
import { canAddAccount, initialPayoutValues, payoutErrors, payoutFieldError, payoutRequest } from './payout-account.rules';
import type {
  AddPayoutAccountRequest,
  PayoutAccountContext,
  PayoutAccountEvent,
  PayoutAccountInput,
  PayoutSetup,
} from './payout-account.types';
import { lazyChart } from '../lazy-chart';

export const payoutAccountMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as PayoutAccountInput,
      context: {} as PayoutAccountContext,
      events: {} as PayoutAccountEvent,
    },
    actors: {
      loadPayoutAccounts: fromPromise<PayoutSetup>(async () => {
        throw new Error('loadPayoutAccounts not provided');
      }),
      addPayoutAccount: fromPromise<PayoutAccount, AddPayoutAccountRequest>(async () => {
        throw new Error('addPayoutAccount not provided');
      }),
      recheck: recheckMachine,
    },
    guards: {
      canAdd: ({ context }) => canAddAccount(context),
      formValid: ({ context }) => Object.keys(payoutErrors(context)).length === 0,
      fieldError: ({ event }) => payoutFieldError((event as { error?: unknown }).error) !== null,
      recheckRequired: ({ event }) => isRecheckRequired((event as { error?: unknown }).error),
      recheckConfirmed: ({ event }) => (event as { output?: RecheckOutput }).output?.confirmed === true,
    },
    actions: {
      /** The first account also registers the payee name: the security center shows it. */
      accountAdded: (_, _params: PayoutAccount) => {
        throw new Error('accountAdded not provided');
      },
    },
  }).createMachine({
    id: 'payoutAccount',
    description:
      'Payout accounts of the security center: the list, and adding one (provider, account number, the registered payee name, payment password); at most 5.',
    context: ({ input }) => ({
      ...input,
      accounts: [],
      providers: [],
      values: initialPayoutValues(input),
      errors: {},
      errorKey: null,
      added: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET payout accounts and the withdrawal settings (the providers).',
        invoke: {
          id: 'loadPayoutAccounts',
          src: 'loadPayoutAccounts',
          onDone: { target: 'listing', actions: assign(({ event }) => ({ accounts: event.output.accounts, providers: event.output.providers })) },
          onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      loadFailed: {
        tags: ['state:error'],
        on: { 'payout.retry': { target: 'loading', actions: assign({ errorKey: null }) } },
      },
      listing: {
        tags: ['payout:list'],
        on: {
          'payout.add': {
            guard: 'canAdd',
            target: 'adding',
            description: 'Needs a payment password and fewer than 5 accounts.',
            actions: assign(({ context }) => ({ values: initialPayoutValues(context), errors: {}, errorKey: null, added: null })),
          },
        },
      },
      adding: {
        tags: ['payout:form'],
        on: {
          'payout.change': {
            actions: assign(({ context, event }) => {
              const { [event.field]: _dropped, ...errors } = context.errors;
              return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null };
            }),
          },
          'payout.submit': [
            { guard: 'formValid', target: 'submitting' },
            { actions: assign({ errors: ({ context }) => payoutErrors(context) }), description: 'The first message shows under each failing field.' },
          ],
          'payout.cancel': { target: 'listing', actions: assign({ errors: {}, errorKey: null }) },
        },
      },
      submitting: {
        tags: ['state:loading', 'payout:form'],
        description: 'PUT /wps/member/payout-accounts (encrypted).',
        invoke: {
          id: 'addPayoutAccount',
          src: 'addPayoutAccount',
          input: ({ context }) => payoutRequest(context),
          onDone: {
            target: 'listing',
            actions: [
              assign(({ context, event }) => ({ accounts: [...context.accounts, event.output], added: event.output, errorKey: null })),
              { type: 'accountAdded', params: ({ event }) => event.output },
            ],
          },
          onError: [
            {
              guard: 'recheckRequired',
              target: 'rechecking',
              description: 'A payout account needs the password or a second factor proven within 5 minutes (auth.recheck_required): "Confirm it’s you".',
            },
            {
              guard: 'fieldError',
              target: 'adding',
              description: 'Wrong payment password, name, number or provider: under its field.',
              actions: assign(({ context, event }) => {
                const { field, error } = payoutFieldError(event.error)!;
                return {
                  errors: { ...context.errors, [field]: error },
                  values: field === 'paymentPassword' ? { ...context.values, paymentPassword: '' } : context.values,
                };
              }),
            },
            { target: 'adding', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          ],
        },
      },
      rechecking: {
        description: 'The recheck chart asks for the password or an authenticator code; confirmed, the same account is sent again; cancelled, back to the form as it was.',
        invoke: {
          id: 'recheck',
          src: 'recheck',
          onDone: [{ guard: 'recheckConfirmed', target: 'submitting' }, { target: 'adding' }],
        },
      },
    },
  }),
);
