import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { MONEY } from '../../config/constants';
import { type Answer, networkDown, settle, startScripted } from '../money/scripted-submit';
import { walletsFixture, transferResultFixture } from './wallet-transfer.fixtures';
import { walletTransferMachine } from './wallet-transfer.machine';
import { withWallet } from './wallet-transfer.rules';
import type { TransferResult, WalletTransferRequest } from './wallet-transfer.types';

const pair = (from: string, to: string) => ({ balance: walletsFixture, from, to });

describe('wallet pair (one side MAIN, never the same wallet twice)', () => {
  it('a vendor wallet on one side puts MAIN on the other', () => {
    expect(withWallet(pair('MAIN', 'EVO'), 'from', 'PG')).toEqual({ from: 'PG', to: 'MAIN' });
    expect(withWallet(pair('EVO', 'MAIN'), 'to', 'PG')).toEqual({ from: 'MAIN', to: 'PG' });
  });
  it('MAIN on both sides swaps the vendor wallet across', () => {
    expect(withWallet(pair('EVO', 'MAIN'), 'from', 'MAIN')).toEqual({ from: 'MAIN', to: 'EVO' });
    expect(withWallet(pair('MAIN', 'PG'), 'to', 'MAIN')).toEqual({ from: 'PG', to: 'MAIN' });
  });
  it('an unknown wallet code changes nothing', () => {
    expect(withWallet(pair('MAIN', 'EVO'), 'to', 'NOPE')).toEqual({ from: 'MAIN', to: 'EVO' });
  });
});

/** The chart with a transfer actor the test answers call by call. */
const harness = (answers: Answer<WalletTransferRequest, TransferResult>[]) =>
  startScripted(answers, (submit) =>
    walletTransferMachine.provide({ actors: { loadWallets: fromPromise(async () => walletsFixture), walletTransfer: submit.actor }, actions: submit.actions }),
  );

describe('wallet transfer idempotency (docs/money.md requestId)', () => {
  it('a retry after a network error sends the same requestId; the money moves once', async () => {
    const { actor, requests, announce } = harness([networkDown, () => transferResultFixture]);
    await settle();
    actor.send({ type: 'transfer.amount', value: '150' });
    actor.send({ type: 'transfer.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'transfer.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toEqual({ requestId: requests[1]!.requestId, from: 'MAIN', to: 'EVO', amount: 150_00 });
    expect(requests[0]!.requestId).toMatch(MONEY.requestIdPattern);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('changing the amount after a network error makes a new intent with a new requestId', async () => {
    const { actor, requests } = harness([networkDown, () => transferResultFixture]);
    await settle();
    actor.send({ type: 'transfer.amount', value: '150' });
    actor.send({ type: 'transfer.submit' });
    await settle();
    actor.send({ type: 'transfer.edit' });
    actor.send({ type: 'transfer.amount', value: '100' });
    actor.send({ type: 'transfer.submit' });
    await settle();
    expect(requests.map((r) => r.amount)).toEqual([150_00, 100_00]);
    expect(requests[0]!.requestId).not.toBe(requests[1]!.requestId);
  });

  it('the next transfer after a success gets a new requestId', async () => {
    const { actor, requests } = harness([() => transferResultFixture, () => transferResultFixture]);
    await settle();
    actor.send({ type: 'transfer.amount', value: '150' });
    actor.send({ type: 'transfer.submit' });
    await settle();
    actor.send({ type: 'transfer.again' });
    actor.send({ type: 'transfer.amount', value: '150' });
    actor.send({ type: 'transfer.submit' });
    await settle();
    expect(requests).toHaveLength(2);
    expect(requests[0]!.requestId).not.toBe(requests[1]!.requestId);
  });

  it('more than the source wallet holds is refused before any request', async () => {
    const { actor, requests } = harness([]);
    await settle();
    actor.send({ type: 'transfer.from', code: 'EVO' });
    actor.send({ type: 'transfer.amount', value: '200.01' });
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.amount).toEqual({ key: 'money.balance.insufficient' });
    actor.send({ type: 'transfer.amount', value: '1.234' });
    actor.send({ type: 'transfer.submit' });
    expect(actor.getSnapshot().context.errors.amount).toEqual({ key: 'money.amount.invalid' });
    expect(requests).toHaveLength(0);
  });
});
