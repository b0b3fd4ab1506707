import { ApiError } from '../../api/errors';
import type { Withdrawal } from '../../api/schemas/money';
import type { ChartModel } from '../graph/paths';
import { paidWithdrawalFixture } from '../withdrawal-confirmation/withdrawal-confirmation.fixtures';
import { autoReceivedWithdrawalFixture, secondPaidWithdrawalFixture } from './withdrawal-list.fixtures';
import { withdrawalListMachine } from './withdrawal-list.machine';
import type { WithdrawalListContext, WithdrawalListEvent } from './withdrawal-list.types';

const currency = { symbol: 'P', scale: 2 };

export const withdrawalListModel: ChartModel<typeof withdrawalListMachine> = {
  id: 'withdrawal-list',
  machine: withdrawalListMachine,
  events: (s) => {
    const c = s.context as WithdrawalListContext;
    // The server has what the list already knows: after an answer the row stays answered.
    const listed: Withdrawal[] = c.withdrawals ?? [paidWithdrawalFixture, secondPaidWithdrawalFixture, autoReceivedWithdrawalFixture];
    const open = c.confirming ? c.withdrawals?.find((w) => w.id === c.confirming!.id) : undefined;
    const events: WithdrawalListEvent[] = [
      { type: 'xstate.done.actor.loadWithdrawals', output: listed, label: 'read' } as never,
      { type: 'xstate.error.actor.loadWithdrawals', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
      { type: 'list.reload' },
      { type: 'list.retry' },
      { type: 'list.moneyMoved' },
      { type: 'list.confirm', id: paidWithdrawalFixture.id, currency },
      { type: 'list.confirm', id: secondPaidWithdrawalFixture.id, currency, label: 'the second' } as never,
      { type: 'list.closeConfirm' },
    ];
    // A confirmation ends once: while its withdrawal is still paid.
    if (open?.status === 'paid')
      events.push(
        {
          type: 'xstate.done.actor.confirmation',
          output: { record: { ...open, status: 'received' }, status: 'received' },
          label: 'received in full',
        } as never,
        { type: 'xstate.done.actor.confirmation', output: { record: null, status: 'received' }, label: 'answered in another tab' } as never,
      );
    return events;
  },
  serialize: (s) => {
    const c = s.context as WithdrawalListContext;
    return JSON.stringify({ v: s.value, rows: c.withdrawals?.map((w) => w.status) ?? null, open: c.confirming?.id ?? null, ek: c.errorKey });
  },
};
