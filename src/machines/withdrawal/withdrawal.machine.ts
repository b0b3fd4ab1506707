import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { Withdrawal } from '../../api/schemas/money';
import { newRequestId } from '../money/amounts';
import { initialValues, withdrawalErrors, withdrawalFieldError, withdrawalRequest } from './withdrawal.rules';
import type { WithdrawalContext, WithdrawalEvent, WithdrawalRequest, WithdrawalSetup } from './withdrawal.types';
import { lazyChart } from '../lazy-chart';

export const withdrawalMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as WithdrawalContext,
      events: {} as WithdrawalEvent,
    },
    actors: {
      loadWithdrawal: fromPromise<WithdrawalSetup>(async () => {
        throw new Error('loadWithdrawal not provided');
      }),
      submitWithdrawal: fromPromise<Withdrawal, WithdrawalRequest>(async () => {
        throw new Error('submitWithdrawal not provided');
      }),
    },
    guards: {
      noPaymentPassword: ({ event }) => !(event as unknown as { output: WithdrawalSetup }).output.hasPaymentPassword,
      noPayoutAccount: ({ event }) => (event as unknown as { output: WithdrawalSetup }).output.accounts.length === 0,
      formValid: ({ context }) => Object.keys(withdrawalErrors(context)).length === 0,
      fieldError: ({ context, event }) => withdrawalFieldError((event as { error?: unknown }).error, context.setup) !== null,
    },
    actions: {
      /** The header's balance chart refreshes (src/machines/balance/balance-signal.ts). */
      announceBalanceChanged: () => {
        throw new Error('announceBalanceChanged not provided');
      },
      storeSetup: assign(({ event }) => {
        const setup = (event as unknown as { output: WithdrawalSetup }).output;
        return { setup, values: initialValues(setup), errors: {}, errorKey: null, requestId: null, withdrawal: null };
      }),
      storeLoadError: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
      clearError: assign({ errorKey: null }),
      /** One key per intent: kept while the amount and the account stay as reviewed. */
      issueRequestId: assign({ requestId: ({ context }) => context.requestId ?? newRequestId() }),
    },
  }).createMachine({
    id: 'withdrawal',
    description:
      'Withdrawal request (SPEC §2 withdraw, docs/money.md): payout account, amount within limits and balance, payment password; a summary to confirm; the amount is held until the operator pays.',
    context: { setup: null, values: initialValues(null), errors: {}, errorKey: null, requestId: null, withdrawal: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'Withdrawal settings, payout accounts, security info (payment password set?) and the main wallet balance.',
        invoke: {
          id: 'loadWithdrawal',
          src: 'loadWithdrawal',
          onDone: [
            { guard: 'noPaymentPassword', target: 'needsPaymentPassword', actions: 'storeSetup' },
            { guard: 'noPayoutAccount', target: 'needsPayoutAccount', actions: 'storeSetup' },
            { target: 'editing', actions: 'storeSetup' },
          ],
          onError: { target: 'loadFailed', actions: 'storeLoadError' },
        },
      },
      loadFailed: {
        meta: { spec: ['§8 Network'] },
        tags: ['state:error', 'withdraw:loadFailed'],
        on: { 'withdraw.retry': { target: 'loading', actions: 'clearError' } },
      },
      needsPaymentPassword: {
        meta: { spec: ['§1 Withdraw', '§5 Payment password'] },
        tags: ['withdraw:blocked', 'withdraw:noPaymentPassword'],
        description: 'A withdrawal needs a payment password: the member is offered the security center; back here it loads again.',
        on: { 'withdraw.reload': 'loading' },
      },
      needsPayoutAccount: {
        meta: { spec: ['§1 Withdraw'] },
        tags: ['withdraw:blocked', 'withdraw:noPayoutAccount'],
        description: 'No payout account bound yet: the member is offered to bind one in the security center.',
        on: { 'withdraw.reload': 'loading' },
      },
      editing: {
        meta: { spec: ['§1 Withdraw'] },
        tags: ['withdraw:form'],
        on: {
          'withdraw.change': {
            description: 'A new amount or account is a new intent: its request id is dropped.',
            actions: assign(({ context, event }) => {
              const { [event.field]: _dropped, ...errors } = context.errors;
              const changesIntent = event.field !== 'paymentPassword' && event.value !== context.values[event.field];
              return {
                values: { ...context.values, [event.field]: event.value },
                errors,
                errorKey: null,
                requestId: changesIntent ? null : context.requestId,
              };
            }),
          },
          'withdraw.review': [
            { guard: 'formValid', target: 'confirming', actions: 'issueRequestId' },
            {
              actions: assign({ errors: ({ context }) => withdrawalErrors(context) }),
              description: 'Blocked: the first message shows under each failing field.',
            },
          ],
        },
      },
      confirming: {
        meta: { spec: ['§1 Withdraw'] },
        tags: ['withdraw:review'],
        description: 'Summary (amount, payout account) before anything moves.',
        on: {
          'withdraw.back': 'editing',
          'withdraw.confirm': 'submitting',
        },
      },
      submitting: {
        tags: ['state:loading', 'withdraw:review'],
        description: 'POST /wps/withdrawal (encrypted) with the intent’s request id.',
        invoke: {
          id: 'submitWithdrawal',
          src: 'submitWithdrawal',
          input: ({ context }) => withdrawalRequest(context),
          onDone: {
            target: 'pending',
            actions: [assign({ withdrawal: ({ event }) => event.output, errorKey: null }), 'announceBalanceChanged'],
          },
          onError: [
            {
              guard: 'fieldError',
              target: 'editing',
              description: 'Wrong payment password, amount refused or account gone: shown at its field.',
              actions: assign(({ context, event }) => {
                const { field, error } = withdrawalFieldError(event.error, context.setup)!;
                return {
                  errors: { ...context.errors, [field]: error },
                  values: field === 'paymentPassword' ? { ...context.values, paymentPassword: '' } : context.values,
                };
              }),
            },
            { target: 'failed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          ],
        },
      },
      failed: {
        tags: ['state:error', 'withdraw:review'],
        description: 'Not sent or refused: a retry sends the same request id (no second withdrawal).',
        on: {
          'withdraw.retry': { target: 'submitting', actions: 'clearError' },
          'withdraw.back': { target: 'editing', actions: 'clearError' },
        },
      },
      pending: {
        meta: { spec: ['§1 Withdraw'] },
        tags: ['state:done'],
        description: 'Created and pending: the amount is held until the operator pays (or rejects) it.',
        on: { 'withdraw.again': { target: 'loading', description: 'A new withdrawal: the balance changed, so everything loads again.' } },
      },
    },
  }),
);
