import { assign, fromPromise, setup } from 'xstate';
import { ensureRequestId, errorKeyOf, fieldOfRejection, MAIN_WALLET, outcomeUnknown } from '../money/money-form';
import { initialPair, isSingleWallet, walletTransferErrors, walletTransferRequest, withWallet } from './wallet-transfer.rules';
import type {
  TransferResult,
  WalletBalance,
  WalletTransferContext,
  WalletTransferEvent,
  WalletTransferRequest,
} from './wallet-transfer.types';

/** Editing any parameter makes a new intent: the next submit gets a new idempotency key. */
const edited = { errorKey: null, requestId: null } as const;

export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
  },
  actors: {
    loadWallets: fromPromise<WalletBalance>(async () => {
      throw new Error('loadWallets not provided');
    }),
    walletTransfer: fromPromise<TransferResult, WalletTransferRequest>(async () => {
      throw new Error('walletTransfer not provided');
    }),
  },
  guards: {
    singleWallet: (_, params: { balance: WalletBalance }) => isSingleWallet(params.balance),
    formValid: ({ context }) => Object.keys(walletTransferErrors(context)).length === 0,
    outcomeUnknown: (_, params: { error: unknown }) => outcomeUnknown(params.error),
  },
  actions: {
    storeWallets: assign((_, params: { balance: WalletBalance }) => ({ balance: params.balance, ...initialPair(params.balance), errorKey: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorKey: errorKeyOf(params.error) })),
    chooseWallet: assign(({ context }, params: { side: 'from' | 'to'; code: string }) => ({
      ...withWallet(context, params.side, params.code),
      errors: {},
      ...edited,
    })),
    setAmount: assign((_, params: { value: string }) => ({ amount: params.value, errors: {}, ...edited })),
    showErrors: assign({ errors: ({ context }) => walletTransferErrors(context) }),
    /** A valid submit: old messages go, the intent keeps its key (or gets its first one). */
    startSubmit: assign(({ context }) => ({ errors: {}, errorKey: null, requestId: ensureRequestId(context.requestId) })),
    /** A definite refusal (4xx): under the amount if it is about the amount, else in the alert. */
    storeRejection: assign((_, params: { error: unknown }) => {
      const field = fieldOfRejection(params.error);
      return field?.field === 'amount'
        ? { errors: { amount: field.error }, errorKey: null, requestId: null }
        : { errors: {}, errorKey: errorKeyOf(params.error), requestId: null };
    }),
    storeResult: assign(({ context }, params: { result: TransferResult }) => ({
      balance: params.result.balance,
      done: { from: context.from, to: context.to, amount: walletTransferRequest(context).amount },
      errorKey: null,
      requestId: null,
    })),
    clearAlert: assign({ errorKey: null }),
    resetForm: assign({ amount: '', errors: {}, errorKey: null, requestId: null, done: null }),
    /** Tell the header balance (balance-signal.ts). */
    announceBalanceChanged: () => {
      throw new Error('announceBalanceChanged not provided');
    },
  },
}).createMachine({
  id: 'walletTransfer',
  description: 'My wallet (SPEC §2 transferFund): the wallets and their balances; move money between main and a vendor wallet.',
  context: {
    balance: null,
    from: MAIN_WALLET,
    to: MAIN_WALLET,
    amount: '',
    errors: {},
    errorKey: null,
    requestId: null,
    done: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['state:loading'],
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: [
          {
            guard: { type: 'singleWallet', params: ({ event }) => ({ balance: event.output }) },
            target: 'single',
            actions: { type: 'storeWallets', params: ({ event }) => ({ balance: event.output }) },
            description: 'Single-wallet merchant (isSingle, or no vendor wallets): balances only, no transfer form.',
          },
          { target: 'editing', actions: { type: 'storeWallets', params: ({ event }) => ({ balance: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['state:error'],
      on: { 'wallets.retry': 'loading' },
    },
    single: {
      tags: ['state:ready', 'wallet:single'],
    },
    editing: {
      tags: ['state:ready'],
      on: {
        'transfer.from': { actions: { type: 'chooseWallet', params: ({ event }) => ({ side: 'from' as const, code: event.code }) } },
        'transfer.to': { actions: { type: 'chooseWallet', params: ({ event }) => ({ side: 'to' as const, code: event.code }) } },
        'transfer.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
        'transfer.submit': [
          { guard: 'formValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'showErrors', description: 'Amount missing, malformed or more than the source wallet holds.' },
        ],
      },
    },
    submitting: {
      tags: ['state:loading'],
      invoke: {
        id: 'walletTransfer',
        src: 'walletTransfer',
        input: ({ context }) => walletTransferRequest(context),
        onDone: {
          target: 'done',
          actions: [{ type: 'storeResult', params: ({ event }) => ({ result: event.output }) }, 'announceBalanceChanged'],
        },
        onError: [
          {
            guard: { type: 'outcomeUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            description: 'No definite answer (network, time-out, 5xx): the transfer may have happened.',
          },
          { target: 'editing', actions: { type: 'storeRejection', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      tags: ['state:error'],
      description: 'Outcome unknown: a retry sends the same requestId, so the money moves at most once.',
      on: {
        'transfer.retry': 'submitting',
        'transfer.edit': {
          target: 'editing',
          actions: 'clearAlert',
          description: 'Back to the form; changing a field starts a new intent (new requestId).',
        },
      },
    },
    done: {
      tags: ['state:done'],
      on: { 'transfer.again': { target: 'editing', actions: 'resetForm' } },
    },
  },
});
