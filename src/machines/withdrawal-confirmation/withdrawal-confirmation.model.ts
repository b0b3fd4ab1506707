import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { confirmationInputFixture, paidWithdrawalFixture, proofImage } from './withdrawal-confirmation.fixtures';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';
import type { WithdrawalConfirmationContext, WithdrawalConfirmationEvent } from './withdrawal-confirmation.types';

const png = proofImage();
const gif = proofImage('proof.gif', 'image/gif');

export const withdrawalConfirmationModel: ChartModel<typeof withdrawalConfirmationMachine> = {
  id: 'withdrawal-confirmation',
  equivalentMutants: {
    'remove-action:withdrawalConfirmation.failed:confirm.retry#0:0': 'the view shows errorKey only in failed, and every transition into failed sets it anew (storeError)',
    'remove-action:withdrawalConfirmation.failed:confirm.retry#1:0': 'the view shows errorKey only in failed, and every transition into failed sets it anew (storeError)',
    'remove-action:withdrawalConfirmation.failed:confirm.back#0:0': 'the view shows errorKey only in failed, and every transition into failed sets it anew (storeError)',
  },
  machine: withdrawalConfirmationMachine,
  input: confirmationInputFixture,
  events: (s) => {
    const c = s.context as WithdrawalConfirmationContext;
    const events: WithdrawalConfirmationEvent[] = [
      ...(['received', 'partlyReceived', 'notReceived'] as const).map((outcome) => ({ type: 'confirm.choose', outcome, label: outcome }) as WithdrawalConfirmationEvent),
      { type: 'confirm.submit' },
      { type: 'confirm.back' },
      { type: 'confirm.retry' },
    ];
    if (c.receivedText === '') events.push({ type: 'confirm.amount', value: '400', label: 'P 400.00 of P 1,000.00' } as never);
    if (c.proof === null) {
      events.push({ type: 'confirm.file', file: png, label: 'png, 2 KB' } as never);
      if (!c.errors.proof) events.push({ type: 'confirm.file', file: gif, label: 'gif' } as never);
    }
    const results = [
      { type: 'xstate.done.actor.uploadProof', output: { proofId: 'pf_1' } },
      { type: 'xstate.error.actor.uploadProof', error: new ApiError('server', 'money.proof.type', { status: 400 }), label: 'not an image by its bytes' },
      { type: 'xstate.error.actor.uploadProof', error: new ApiError('network', 'network.abnormal'), label: 'offline' },
      { type: 'xstate.done.actor.confirmWithdrawal', output: { ...paidWithdrawalFixture, status: c.outcome ?? 'received' } },
      {
        type: 'xstate.error.actor.confirmWithdrawal',
        error: new ApiError('server', 'money.withdrawal.state', { status: 409, value: { status: 'autoReceived' } }),
        label: 'auto-received meanwhile',
      },
      {
        type: 'xstate.error.actor.confirmWithdrawal',
        error: new ApiError('server', 'money.withdrawal.state', { status: 409, value: { status: 'received' } }),
        label: 'answered in another tab',
      },
      { type: 'xstate.error.actor.confirmWithdrawal', error: new ApiError('timeout', 'network.timeout'), label: 'time-out' },
    ];
    if (c.outcome === 'notReceived')
      results.push({
        type: 'xstate.error.actor.confirmWithdrawal',
        error: new ApiError('server', 'money.withdrawal.proof_required', { status: 400, value: { field: 'proofId' } }),
        label: 'proof expired',
      });
    if (c.outcome === 'partlyReceived')
      results.push({
        type: 'xstate.error.actor.confirmWithdrawal',
        error: new ApiError('server', 'money.withdrawal.received_amount', { status: 400 }),
        label: 'amount refused',
      });
    return [...events, ...(results as never[])];
  },
  serialize: (s) => {
    const c = s.context as WithdrawalConfirmationContext;
    // Choosing an answer resets everything else, so every visit to `choosing` is the same vertex.
    if (s.value === 'choosing') return JSON.stringify({ v: s.value });
    return JSON.stringify({
      v: s.value,
      o: c.outcome,
      r: c.receivedText,
      re: c.errors.receivedAmount?.key,
      p: c.proof !== null,
      pe: c.errors.proof?.key,
      pid: c.proofId,
      ek: c.errorKey,
    });
  },
};
