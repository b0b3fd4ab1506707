import { assign, fromPromise, setup } from 'xstate';
import { MONEY } from '../../config/constants';
import { errorKeyOf } from '../../api/errors';
import { submitImplementations, submitStates } from '../money/submit-states';
import { depositErrors, depositRequest } from './deposit.rules';
import type { Deposit, DepositChannels, DepositContext, DepositEvent, DepositRequest, DepositStatus } from './deposit.types';
import { lazyChart } from '../lazy-chart';

type DoneWithDeposit = { event: { output: Deposit } };

/**
 * Where an answer about the deposit leads: a decided deposit to its end state (from the
 * submit too: a retried requestId may answer a deposit the demo provider already approved),
 * a pending one to `otherwise`.
 */
function routeByStatus(otherwise: string) {
  const store = { type: 'storeDeposit' as const, params: ({ event }: DoneWithDeposit) => ({ deposit: event.output }) };
  return [
    ...(['approved', 'rejected', 'expired'] as const).map((status) => ({
      guard: { type: 'depositIs' as const, params: ({ event }: DoneWithDeposit) => ({ deposit: event.output, status }) },
      target: `#deposit.${status}`,
      actions: store,
    })),
    { target: otherwise, actions: store },
  ];
}

const submit = submitImplementations<DepositContext, DepositEvent>(depositErrors);
const deposit = submitStates({
  ns: 'deposit',
  actor: 'createDeposit',
  input: depositRequest,
  onDone: routeByStatus('pending'),
  failed: 'submitFailed',
  invalid: "Amount missing, malformed, or outside the channel's min–max.",
});

export const depositMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as DepositContext,
      events: {} as DepositEvent,
    },
    actors: {
      loadChannels: fromPromise<DepositChannels>(async () => {
        throw new Error('loadChannels not provided');
      }),
      createDeposit: fromPromise<Deposit, DepositRequest>(async () => {
        throw new Error('createDeposit not provided');
      }),
      depositStatus: fromPromise<Deposit, { reference: string }>(async () => {
        throw new Error('depositStatus not provided');
      }),
    },
    delays: {
      depositPoll: MONEY.depositPollMs,
    },
    guards: {
      ...submit.guards,
      depositIs: (_, params: { deposit: Deposit; status: DepositStatus }) => params.deposit.status === params.status,
    },
    actions: {
      ...submit.actions,
      storeChannels: assign((_, params: { result: DepositChannels }) => ({
        currency: params.result.currency,
        channels: params.result.channels,
        errorKey: null,
      })),
      /** A channel or amount change is a new intent: the next submit gets a new idempotency key. */
      chooseChannel: assign((_, params: { channel: string }) => ({ channel: params.channel, errors: {}, errorKey: null, requestId: null })),
      setAmount: assign((_, params: { value: string }) => ({ amount: params.value, errors: {}, errorKey: null, requestId: null })),
      /** The server created (or re-answered) the deposit: this intent is over. */
      storeDeposit: assign((_, params: { deposit: Deposit }) => ({ deposit: params.deposit, requestId: null, pollErrorKey: null })),
      storePollError: assign((_, params: { error: unknown }) => ({ pollErrorKey: errorKeyOf(params.error) })),
      resetForm: assign({ channel: null, amount: '', errors: {}, errorKey: null, requestId: null, deposit: null, pollErrorKey: null }),
      /** Tell the header balance (balance-signal.ts). */
      announceBalanceChanged: () => {
        throw new Error('announceBalanceChanged not provided');
      },
    },
  }).createMachine({
    id: 'deposit',
    description: 'Deposit (SPEC §2 depositv2): choose a channel, enter an amount within its limits, pay with the reference shown.',
    context: {
      currency: null,
      channels: [],
      channel: null,
      amount: '',
      errors: {},
      errorKey: null,
      requestId: null,
      deposit: null,
      pollErrorKey: null,
    },
    initial: 'loading',
    states: {
      loading: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['state:loading'],
        invoke: {
          id: 'loadChannels',
          src: 'loadChannels',
          onDone: { target: 'choosing', actions: { type: 'storeChannels', params: ({ event }) => ({ result: event.output }) } },
          onError: { target: 'loadFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      loadFailed: {
        meta: { spec: ['§8 Network'] },
        tags: ['state:error'],
        on: { 'channels.retry': 'loading' },
      },
      choosing: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['state:ready'],
        description: 'The channels with their min–max.',
        on: {
          'deposit.choose': { target: 'editing', actions: { type: 'chooseChannel', params: ({ event }) => ({ channel: event.channel }) } },
        },
      },
      editing: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['state:ready'],
        on: {
          'deposit.amount': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
          'deposit.back': { target: 'choosing', actions: 'clearAlert', description: 'Pick another channel.' },
          'deposit.submit': deposit.submit,
        },
      },
      submitting: deposit.submitting,
      submitFailed: deposit.failed,
      pending: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['deposit:pending'],
        description: 'Waiting for the payment: the reference and where to pay are shown; the status is polled.',
        on: {
          'deposit.new': { target: 'choosing', actions: 'resetForm', description: 'Leave this request pending and start another.' },
        },
        initial: 'waiting',
        states: {
          waiting: {
            after: { depositPoll: 'checking' },
          },
          checking: {
            invoke: {
              id: 'depositStatus',
              src: 'depositStatus',
              input: ({ context }) => ({ reference: context.deposit?.reference ?? '' }),
              onDone: routeByStatus('waiting'),
              onError: {
                target: 'waiting',
                actions: { type: 'storePollError', params: ({ event }) => ({ error: event.error }) },
                description: 'A failed check is shown and the polling goes on.',
              },
            },
          },
        },
      },
      approved: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['state:done', 'deposit:decided'],
        entry: 'announceBalanceChanged',
        on: { 'deposit.new': { target: 'choosing', actions: 'resetForm' } },
      },
      rejected: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['deposit:decided'],
        on: { 'deposit.new': { target: 'choosing', actions: 'resetForm' } },
      },
      expired: {
        meta: { spec: ['§1 Deposit'] },
        tags: ['deposit:decided'],
        description: 'Not paid within 24 hours (docs/money.md).',
        on: { 'deposit.new': { target: 'choosing', actions: 'resetForm' } },
      },
    },
  }),
);
