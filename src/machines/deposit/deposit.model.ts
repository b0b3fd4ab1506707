import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { channelsFixture, decided, pendingDepositFixture } from './deposit.fixtures';
import { depositMachine } from './deposit.machine';
import type { DepositContext, DepositEvent } from './deposit.types';

const ANSWERS = [
  { output: pendingDepositFixture, label: 'pending' },
  { output: decided('approved'), label: 'approved' },
  { output: decided('rejected'), label: 'rejected' },
  { output: decided('expired'), label: 'expired' },
];

export const depositModel: ChartModel<typeof depositMachine> = {
  id: 'deposit',
  machine: depositMachine,
  // 50 paths instead of 49: "new deposit" is followed into the next form, where a stale amount would show.
  pairPaths: true,
  equivalentMutants: {
    'remove-action:deposit.editing:deposit.back#0:0':
      'choosing shows no alert, and the only way on (deposit.choose → chooseChannel) clears errorKey itself',
    'remove-action:deposit.pending.checking:xstate.done.actor.depositStatus#0:0':
      'the decided answer repeats the pending deposit (reference, amount) that the approved screen shows; its status is the state itself',
    'remove-action:deposit.pending.checking:xstate.done.actor.depositStatus#1:0':
      'the decided answer repeats the pending deposit (reference) that the rejected screen shows; its status is the state itself',
    'remove-action:deposit.pending.checking:xstate.done.actor.depositStatus#2:0':
      'the decided answer repeats the pending deposit (reference) that the expired screen shows; its status is the state itself',
  },
  events: (s) => {
    const c = s.context as DepositContext;
    return [
      { type: 'xstate.done.actor.loadChannels', output: channelsFixture } as never,
      { type: 'xstate.error.actor.loadChannels', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
      { type: 'channels.retry' },
      ...(c.channel === null ? [{ type: 'deposit.choose', channel: 'BKASH', label: 'bKash' } as DepositEvent] : []),
      ...(c.amount === '' ? [{ type: 'deposit.amount', value: '50', label: 'P 50 (below the minimum)' } as DepositEvent] : []),
      ...(c.amount === '50' ? [{ type: 'deposit.amount', value: '150', label: 'P 150' } as DepositEvent] : []),
      { type: 'deposit.back' },
      { type: 'deposit.submit' },
      // A decided answer to the submit happens when a retried requestId replays an old request.
      ...ANSWERS.map((a) => ({ type: 'xstate.done.actor.createDeposit', ...a }) as never),
      { type: 'xstate.error.actor.createDeposit', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' } as never,
      {
        type: 'xstate.error.actor.createDeposit',
        error: new ApiError('server', 'money.deposit.channel', { status: 400 }),
        label: 'channel withdrawn',
      } as never,
      { type: 'deposit.retry' },
      { type: 'deposit.edit' },
      ...ANSWERS.map((a) => ({ type: 'xstate.done.actor.depositStatus', ...a }) as never),
      { type: 'xstate.error.actor.depositStatus', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
      { type: 'deposit.new' },
    ];
  },
  serialize: (s) => {
    const c = s.context as DepositContext;
    return JSON.stringify({
      v: s.value,
      ch: c.channel,
      a: c.amount,
      e: Object.keys(c.errors),
      k: c.errorKey,
      r: c.requestId !== null,
      d: c.deposit?.status ?? null,
      p: c.pollErrorKey,
    });
  },
};
