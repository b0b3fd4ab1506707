import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { uplineNotAllowedFixture, uplineResultFixture, uplineSetupFixture } from './upline-transfer.fixtures';
import { uplineTransferMachine } from './upline-transfer.machine';
import type { UplineTransferContext, UplineTransferEvent, UplineTransferField } from './upline-transfer.types';

const VALUES: Record<UplineTransferField, string> = { amount: '120', paymentPassword: '123456' };
const ORDER: UplineTransferField[] = ['amount', 'paymentPassword'];

export const uplineTransferModel: ChartModel<typeof uplineTransferMachine> = {
  id: 'upline-transfer',
  equivalentMutants: {
    'remove-action:uplineTransfer.done:upline.again#0:0':
      'storeResult already emptied the values, the alert and the key (the errors were empty for the transfer to be sent); `sent` is shown only in done, which sets it anew',
  },
  machine: uplineTransferMachine,
  events: (s) => {
    const c = s.context as UplineTransferContext;
    const next = ORDER.find((f) => !c.values[f]);
    return [
      { type: 'xstate.done.actor.loadUpline', output: uplineSetupFixture, label: 'allowed' } as never,
      { type: 'xstate.done.actor.loadUpline', output: uplineNotAllowedFixture, label: 'toUpline off' } as never,
      {
        type: 'xstate.error.actor.loadUpline',
        error: new ApiError('server', 'in_need_true_account', { status: 403 }),
        label: 'trial account',
      } as never,
      { type: 'upline.reload' },
      ...(next ? [{ type: 'upline.change', field: next, value: VALUES[next], label: next } as UplineTransferEvent] : []),
      { type: 'upline.submit' },
      { type: 'xstate.done.actor.transferUpline', output: uplineResultFixture } as never,
      { type: 'xstate.error.actor.transferUpline', error: new ApiError('network', 'network.abnormal'), label: 'network down' } as never,
      {
        type: 'xstate.error.actor.transferUpline',
        error: new ApiError('server', 'money.payment_password.wrong', { status: 400 }),
        label: 'wrong payment password',
      } as never,
      {
        type: 'xstate.error.actor.transferUpline',
        error: new ApiError('server', 'money.payment_password.not_set', { status: 409 }),
        label: 'no payment password',
      } as never,
      { type: 'upline.retry' },
      { type: 'upline.edit' },
      { type: 'upline.again' },
    ];
  },
  serialize: (s) => {
    const c = s.context as UplineTransferContext;
    return JSON.stringify({
      v: s.value,
      ok: c.setup?.allowed ?? null,
      f: ORDER.filter((f) => c.values[f]),
      e: Object.keys(c.errors),
      k: c.errorKey,
      r: c.requestId !== null,
      s: c.sent !== null,
    });
  },
};
