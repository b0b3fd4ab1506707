import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { MONEY } from '../../config/constants';
import { type Answer, settle, startScripted } from '../money/scripted-submit';
import { uplineResultFixture, uplineSetupFixture } from './upline-transfer.fixtures';
import { uplineTransferMachine } from './upline-transfer.machine';
import { uplineSetup } from './upline-transfer.rules';
import type { TransferResult, UplineTransferRequest, WalletBalance } from './upline-transfer.types';

const balance: WalletBalance = uplineResultFixture.balance;
const upline = { account: 'agent01', nickname: 'Rahim' };

describe('who may transfer to the upline (transferInfo)', () => {
  it('needs both an upline and toUpline', () => {
    expect(uplineSetup({ upline, toUpline: true, downlines: [] }, balance).allowed).toBe(true);
    expect(uplineSetup({ upline, toUpline: false, downlines: [] }, balance).allowed).toBe(false);
    expect(uplineSetup({ upline: null, toUpline: true, downlines: [] }, balance).allowed).toBe(false);
  });
  it('takes what the main wallet holds as the available amount', () => {
    expect(uplineSetup({ upline, toUpline: true, downlines: [] }, balance).available).toBe(380_00);
  });
});

const start = (answers: Answer<UplineTransferRequest, TransferResult>[]) =>
  startScripted(answers, (submit) =>
    uplineTransferMachine.provide({ actors: { loadUpline: fromPromise(async () => uplineSetupFixture), transferUpline: submit.actor }, actions: submit.actions }),
  );

async function fillAndSubmit(actor: ReturnType<typeof start>['actor'], amount = '120', password = '123456') {
  await settle();
  actor.send({ type: 'upline.change', field: 'amount', value: amount });
  actor.send({ type: 'upline.change', field: 'paymentPassword', value: password });
  actor.send({ type: 'upline.submit' });
  await settle();
}

describe('upline transfer', () => {
  it('a retry after a time-out sends the same requestId and password; the money moves once', async () => {
    const { actor, requests, announce } = start([
      () => {
        throw new ApiError('timeout', 'network.timeout');
      },
      () => uplineResultFixture,
    ]);
    await fillAndSubmit(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'upline.retry' });
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
    expect(requests[0]).toEqual({ requestId: expect.stringMatching(MONEY.requestIdPattern), amount: 120_00, paymentPassword: '123456' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(announce).toHaveBeenCalledTimes(1);
    // The next transfer is paid from what the answer says the main wallet now holds.
    expect(actor.getSnapshot().context.setup?.available).toBe(380_00);
  });

  it('a wrong payment password is shown under the field, cleared, and the next try is a new intent', async () => {
    const { actor, requests } = start([
      () => {
        throw new ApiError('server', 'money.payment_password.wrong', { status: 400 });
      },
      () => uplineResultFixture,
    ]);
    await fillAndSubmit(actor);
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(c.errors).toEqual({ paymentPassword: { key: 'money.payment_password.wrong' } });
    expect(c.values).toEqual({ amount: '120', paymentPassword: '' });
    actor.send({ type: 'upline.change', field: 'paymentPassword', value: '654321' });
    actor.send({ type: 'upline.submit' });
    await settle();
    expect(requests[0]!.requestId).not.toBe(requests[1]!.requestId);
  });

  it('more than the main wallet holds is refused before any request', async () => {
    const { actor, requests } = start([]);
    await fillAndSubmit(actor, '500.01');
    expect(actor.getSnapshot().context.errors.amount).toEqual({ key: 'money.balance.insufficient' });
    expect(requests).toHaveLength(0);
  });
});
