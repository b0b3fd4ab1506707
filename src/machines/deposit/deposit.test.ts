import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { MONEY } from '../../config/constants';
import { networkDown, startScripted } from '../money/scripted-submit';
import { channelsFixture, decided, pendingDepositFixture } from './deposit.fixtures';
import { depositMachine } from './deposit.machine';
import type { Deposit, DepositRequest } from './deposit.types';

type Answer = () => Deposit;

/** The deposit chart with actors whose answers the test scripts, on fake timers. */
function start({ create = [() => pendingDepositFixture], status = [] }: { create?: Answer[]; status?: Answer[] }) {
  const checked: string[] = [];
  const { actor, requests: created, announce } = startScripted<DepositRequest, Deposit, typeof depositMachine>(create, (submit) =>
    depositMachine.provide({
      actors: {
        loadChannels: fromPromise(async () => channelsFixture),
        createDeposit: submit.actor,
        depositStatus: fromPromise<Deposit, { reference: string }>(async ({ input }) => {
          checked.push(input.reference);
          return (status.shift() ?? (() => pendingDepositFixture))();
        }),
      },
      actions: submit.actions,
    }),
  );
  return { actor, created, checked, announce };
}

async function submit(actor: ReturnType<typeof start>['actor'], amount = '150') {
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'deposit.choose', channel: 'BKASH' });
  actor.send({ type: 'deposit.amount', value: amount });
  actor.send({ type: 'deposit.submit' });
  await vi.advanceTimersByTimeAsync(0);
}

describe('deposit polling (MONEY.depositPollMs)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the status once per poll interval while pending, never sooner', async () => {
    const { actor, checked } = start({});
    await submit(actor);
    expect(actor.getSnapshot().value).toEqual({ pending: 'waiting' });
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs - 1);
    expect(checked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checked).toEqual([pendingDepositFixture.reference]);
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs * 3);
    expect(checked).toHaveLength(4);
    actor.stop();
  });

  it('stops polling once approved and announces the balance change exactly once', async () => {
    const { actor, checked, announce } = start({ status: [() => pendingDepositFixture, () => decided('approved')] });
    await submit(actor);
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs * 2);
    expect(actor.getSnapshot().value).toBe('approved');
    expect(announce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs * 10);
    expect(checked).toHaveLength(2);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('a rejected or expired deposit stops polling without touching the balance', async () => {
    for (const end of ['rejected', 'expired'] as const) {
      const { actor, checked, announce } = start({ status: [() => decided(end)] });
      await submit(actor);
      await vi.advanceTimersByTimeAsync(MONEY.depositPollMs * 5);
      expect(actor.getSnapshot().value).toBe(end);
      expect(checked).toHaveLength(1);
      expect(announce).not.toHaveBeenCalled();
    }
  });

  it('a failed check is shown and polling goes on; the next good answer clears it', async () => {
    const { actor, checked } = start({ status: [networkDown, () => pendingDepositFixture] });
    await submit(actor);
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs);
    expect(actor.getSnapshot().context.pollErrorKey).toBe('network.abnormal');
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs);
    expect(checked).toHaveLength(2);
    expect(actor.getSnapshot().context.pollErrorKey).toBeNull();
    actor.stop();
  });

  it('leaving for a new deposit stops polling the old one', async () => {
    const { actor, checked } = start({});
    await submit(actor);
    actor.send({ type: 'deposit.new' });
    await vi.advanceTimersByTimeAsync(MONEY.depositPollMs * 5);
    expect(checked).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});

describe('deposit request', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("refuses an amount outside the channel's min–max before any request", async () => {
    const { actor, created } = start({});
    await submit(actor, '99.99');
    expect(actor.getSnapshot().context.errors.amount).toEqual({ key: 'money.amount.limit', params: { min: 100_00, max: 25_000_00, bounds: '' } });
    actor.send({ type: 'deposit.amount', value: '25000.01' });
    actor.send({ type: 'deposit.submit' });
    expect(actor.getSnapshot().context.errors.amount?.key).toBe('money.amount.limit');
    expect(created).toHaveLength(0);
  });

  it('a retry after a network error reuses the requestId; a decided replay goes straight to its end', async () => {
    const { actor, created, announce } = start({ create: [networkDown, () => decided('approved')] });
    await submit(actor);
    expect(actor.getSnapshot().value).toBe('submitFailed');
    actor.send({ type: 'deposit.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toHaveLength(2);
    expect(created[0]).toEqual({ requestId: created[1]!.requestId, channel: 'BKASH', amount: 150_00 });
    expect(created[0]!.requestId).toMatch(MONEY.requestIdPattern);
    expect(actor.getSnapshot().value).toBe('approved');
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('a new deposit after one was created gets a new requestId', async () => {
    const { actor, created } = start({ create: [() => pendingDepositFixture, () => pendingDepositFixture] });
    await submit(actor);
    actor.send({ type: 'deposit.new' });
    await submit(actor);
    expect(created).toHaveLength(2);
    expect(created[0]!.requestId).not.toBe(created[1]!.requestId);
    actor.stop();
  });

  it("the server's limit refusal shows under the amount with its own bounds", async () => {
    const refusal: Answer = () => {
      throw new ApiError('server', 'money.amount.limit', { status: 400, value: { min: 200_00, max: 300_00 } });
    };
    const { actor } = start({ create: [refusal] });
    await submit(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.amount).toEqual({ key: 'money.amount.limit', params: { min: 200_00, max: 300_00, bounds: '' } });
    expect(actor.getSnapshot().context.requestId).toBeNull();
  });
});
