import { assign, fromPromise, setup } from 'xstate';
import { MAIN_WALLET } from '../money/money-form';
import { storeResultTo, submitImplementations, submitStates } from '../money/submit-states';
import { initialPair, isSingleWallet, walletTransferErrors, walletTransferRequest, withWallet } from './wallet-transfer.rules';
import type {
  TransferResult,
  WalletBalance,
  WalletTransferContext,
  WalletTransferEvent,
  WalletTransferRequest,
} from './wallet-transfer.types';
import { lazyChart } from '../lazy-chart';

/** Editing any parameter makes a new intent: the next submit gets a new idempotency key. */
const edited = { errorKey: null, requestId: null } as const;

const submit = submitImplementations<WalletTransferContext, WalletTransferEvent>(walletTransferErrors);
const transfer = submitStates({
  ns: 'transfer',
  actor: 'walletTransfer',
  input: walletTransferRequest,
  onDone: storeResultTo<TransferResult>('done'),
  failed: 'failed',
  invalid: 'Amount missing, malformed or more than the source wallet holds.',
});

export const walletTransferMachine = lazyChart(() =>
  setup({
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
      ...submit.guards,
      singleWallet: (_, params: { balance: WalletBalance }) => isSingleWallet(params.balance),
    },
    actions: {
      ...submit.actions,
      storeWallets: assign((_, params: { balance: WalletBalance }) => ({ balance: params.balance, ...initialPair(params.balance), errorKey: null })),
      chooseWallet: assign(({ context }, params: { side: 'from' | 'to'; code: string }) => ({
        ...withWallet(context, params.side, params.code),
        errors: {},
        ...edited,
      })),
      setAmount: assign((_, params: { value: string }) => ({ amount: params.value, errors: {}, ...edited })),
      storeResult: assign(({ context }, params: { result: TransferResult }) => ({
        balance: params.result.balance,
        done: { from: context.from, to: context.to, amount: walletTransferRequest(context).amount },
        errorKey: null,
        requestId: null,
      })),
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
        meta: { spec: ['§7 Wallet transfer'] },
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
        meta: { spec: ['§8 Network'] },
        tags: ['state:error'],
        on: { 'wallets.retry': 'loading' },
      },
      single: {
        meta: { spec: ['§7 Wallet transfer'] },
        tags: ['state:ready', 'wallet:single'],
      },
      editing: {
        meta: { spec: ['§7 Wallet transfer'] },
        tags: ['state:ready'],
        on: {
          'transfer.from': { actions: { type: 'chooseWallet', params: ({ event }) => ({ side: 'from' as const, code: event.code }) } },
          'transfer.to': { actions: { type: 'chooseWallet', params: ({ event }) => ({ side: 'to' as const, code: event.code }) } },
          'transfer.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
          'transfer.submit': transfer.submit,
        },
      },
      submitting: transfer.submitting,
      failed: transfer.failed,
      done: {
        meta: { spec: ['§7 Wallet transfer'] },
        tags: ['state:done'],
        on: { 'transfer.again': { target: 'editing', actions: 'resetForm' } },
      },
    },
  }),
);
