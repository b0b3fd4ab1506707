import { assign, fromPromise, setup } from 'xstate';
import { fieldOfRejection } from '../money/money-form';
import { storeResultTo, submitImplementations, submitStates } from '../money/submit-states';
import { uplineTransferErrors, uplineTransferRequest } from './upline-transfer.rules';
import type {
  TransferResult,
  UplineSetup,
  UplineTransferContext,
  UplineTransferEvent,
  UplineTransferField,
  UplineTransferRequest,
} from './upline-transfer.types';
import { errorKeyOf } from '../../api/errors';
import { lazyChart } from '../lazy-chart';

const EMPTY: Record<UplineTransferField, string> = { amount: '', paymentPassword: '' };

const submit = submitImplementations<UplineTransferContext, UplineTransferEvent>(uplineTransferErrors);
const upline = submitStates({
  ns: 'upline',
  actor: 'transferUpline',
  input: uplineTransferRequest,
  onDone: storeResultTo<TransferResult>('done'),
  failed: 'failed',
  invalid: 'Amount missing, malformed or over the main wallet; payment password empty.',
});

export const uplineTransferMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as UplineTransferContext,
      events: {} as UplineTransferEvent,
    },
    actors: {
      loadUpline: fromPromise<UplineSetup>(async () => {
        throw new Error('loadUpline not provided');
      }),
      transferUpline: fromPromise<TransferResult, UplineTransferRequest>(async () => {
        throw new Error('transferUpline not provided');
      }),
    },
    guards: {
      ...submit.guards,
      uplineAllowed: (_, params: { setup: UplineSetup }) => params.setup.allowed,
    },
    actions: {
      ...submit.actions,
      storeSetup: assign((_, params: { setup: UplineSetup }) => ({ setup: params.setup, errorKey: null })),
      /** Editing any field makes a new intent: the next submit gets a new idempotency key. */
      change: assign(({ context }, params: { field: UplineTransferField; value: string }) => {
        const { [params.field]: _dropped, ...errors } = context.errors;
        return { values: { ...context.values, [params.field]: params.value }, errors, errorKey: null, requestId: null };
      }),
      /**
       * A definite refusal: amount and wrong-password refusals under their field, the rest in the
       * alert. The payment password is cleared after any refusal: it is asked again, never kept.
       */
      storeRejection: assign(({ context }, params: { error: unknown }) => {
        const field = fieldOfRejection(params.error);
        return {
          values: { ...context.values, paymentPassword: '' },
          errors: field ? { [field.field]: field.error } : {},
          errorKey: field ? null : errorKeyOf(params.error),
          requestId: null,
        };
      }),
      storeResult: assign(({ context }, params: { result: TransferResult }) => {
        const main = params.result.balance.wallets.find((w) => w.code === 'MAIN')?.balance;
        return {
          sent: uplineTransferRequest(context).amount,
          setup: context.setup && { ...context.setup, available: main ?? context.setup.available },
          values: EMPTY,
          errorKey: null,
          requestId: null,
        };
      }),
      resetForm: assign({ values: EMPTY, errors: {}, errorKey: null, requestId: null, sent: null }),
      /** Tell the header balance (balance-signal.ts). */
      announceBalanceChanged: () => {
        throw new Error('announceBalanceChanged not provided');
      },
    },
  }).createMachine({
    id: 'uplineTransfer',
    description: 'Transfer to upline (SPEC §2 transferUpline): amount and payment password; only when toUpline allows it.',
    context: { setup: null, values: EMPTY, errors: {}, errorKey: null, requestId: null, sent: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        invoke: {
          id: 'loadUpline',
          src: 'loadUpline',
          onDone: [
            {
              guard: { type: 'uplineAllowed', params: ({ event }) => ({ setup: event.output }) },
              target: 'editing',
              actions: { type: 'storeSetup', params: ({ event }) => ({ setup: event.output }) },
            },
            {
              target: 'unavailable',
              actions: { type: 'storeSetup', params: ({ event }) => ({ setup: event.output }) },
              description: 'No upline, or toUpline is off for this member: say so, offer no form.',
            },
          ],
          onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      loadFailed: {
        meta: { spec: ['§8 Network'] },
        tags: ['state:error'],
        on: { 'upline.reload': 'loading' },
      },
      unavailable: {
        meta: { spec: ['§1 Upline transfer', '§6 Member only'] },
        tags: ['state:ready', 'upline:unavailable'],
      },
      editing: {
        meta: { spec: ['§1 Upline transfer'] },
        tags: ['state:ready'],
        on: {
          'upline.change': { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
          'upline.submit': upline.submit,
        },
      },
      submitting: upline.submitting,
      failed: upline.failed,
      done: {
        meta: { spec: ['§1 Upline transfer'] },
        tags: ['state:done'],
        on: { 'upline.again': { target: 'editing', actions: 'resetForm' } },
      },
    },
  }),
);
