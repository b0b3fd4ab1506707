import { assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { WalletBalance } from '../../api/schemas/money';
import { errorKeyOf } from '../../api/errors';
import type { BalanceContext, BalanceEvent, BalanceInput } from './balance.types';
import { lazyChart } from '../lazy-chart';

/**
 * A read of the balance, the same in `loading` and `refreshing`: money that moves while the
 * request is out asks again (the answer may predate the move).
 */
function reading(self: 'loading' | 'refreshing') {
  return {
    invoke: {
      id: 'loadBalance',
      src: 'loadBalance',
      onDone: { target: 'idle', actions: 'storeBalance' },
      onError: { target: 'failed', actions: 'storeError' },
    },
    on: {
      'balance.changed': {
        target: self,
        reenter: true,
        description: 'Money moved while the request was out: its answer may predate the move, so ask again.',
      },
    },
  } as const;
}

/**
 * The header balance (SPEC §2, §9). Hiding is a flag orthogonal to loading: the member may
 * hide or show the amount in any state, and the choice outlives a refresh.
 */
export const balanceMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as BalanceInput,
      context: {} as BalanceContext,
      events: {} as BalanceEvent,
    },
    actors: {
      loadBalance: fromPromise<WalletBalance>(async () => {
        throw new Error('loadBalance not provided');
      }),
      balanceSignal: fromCallback<BalanceEvent>(() => {
        throw new Error('balanceSignal not provided');
      }),
    },
    actions: {
      storeBalance: assign({
        balance: ({ event }) => (event as unknown as { output: WalletBalance }).output,
        errorKey: null,
      }),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf((event as unknown as { error: unknown }).error) }),
      toggleHidden: assign({ hidden: ({ context }) => !context.hidden }),
      /** Remembers the choice for the browser session (balance.runtime.ts). */
      persistHidden: (_, _params: { hidden: boolean }) => {
        throw new Error('persistHidden not provided');
      },
    },
  }).createMachine({
    id: 'balance',
    description: 'Header balance (SPEC §2): click the amount to hide it as ***; the refresh icon reloads it.',
    context: ({ input }) => ({ balance: null, hidden: input.hidden, errorKey: null }),
    // A listener for as long as the chart runs, with no result of its own: spawned, not invoked.
    entry: spawnChild('balanceSignal', { id: 'balanceSignal' }),
    on: {
      'balance.toggle': {
        actions: ['toggleHidden', { type: 'persistHidden', params: ({ context }) => ({ hidden: context.hidden }) }],
        description: 'Hide or show the amount (***), in any state.',
      },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading', 'balance:updating'],
        ...reading('loading'),
      },
      idle: {
        tags: ['state:ready'],
        on: {
          'balance.refresh': 'refreshing',
          'balance.changed': { target: 'refreshing', description: 'A deposit, transfer or withdrawal changed the balance.' },
        },
      },
      refreshing: {
        tags: ['state:loading', 'balance:updating'],
        description: 'Shows the "updating" placeholder (SPEC §9); another click on refresh is ignored.',
        ...reading('refreshing'),
      },
      failed: {
        tags: ['state:error'],
        on: {
          'balance.refresh': { target: 'loading', description: 'The refresh icon retries.' },
          'balance.changed': 'loading',
        },
      },
    },
  }),
);
