import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { VENDOR } from '../../vendor/vendor-constants';
import { demoRoundInput, diceRoundFixture, fixtureBetFixture, playedFixture } from './demo-round.fixtures';
import { demoRoundMachine } from './demo-round.machine';
import { createDemoRoundLogic } from './demo-round.runtime';
import type { PlayInput, PlayOutput } from './demo-round.types';

/** The chart with a scripted request: each call takes the next answer (a value or an error). */
function start(answers: (PlayOutput | Error)[], opts: { balance?: number | Error } = {}) {
  const calls: PlayInput[] = [];
  const announce = vi.fn();
  const loadBalance = vi.fn(async () => {
    if (opts.balance instanceof Error) throw opts.balance;
    return opts.balance ?? 9_000;
  });
  const logic = demoRoundMachine.provide({
    actors: {
      play: fromPromise<PlayOutput, PlayInput>(async ({ input }) => {
        calls.push(input);
        const next = answers.shift();
        if (!next) throw new Error('no scripted answer');
        if (next instanceof Error) throw next;
        return next;
      }),
      loadBalance: fromPromise(loadBalance),
    },
    actions: { announceBalance: announce },
  });
  const actor = createActor(logic, { input: demoRoundInput }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('round:busy'));
  return { actor, calls, announce, loadBalance, settled };
}

const timeout = () => new ApiError('timeout', 'network.timeout');
const insufficient = () => new ApiError('server', 'money.balance.insufficient', { status: 409 });

describe('demoRound chart', () => {
  it('plays the stake and choice with a fresh idempotency key, stores the round and the new balance, tells the site once', async () => {
    const { actor, calls, announce, settled } = start([playedFixture]);
    actor.send({ type: 'round.play', stake: 200, choice: { target: 5000 } });
    const s = await settled();
    expect(s.value).toBe('result');
    expect(calls).toEqual([{ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), stake: 200, choice: { target: 5000 } }]);
    expect(s.context.last).toEqual({ kind: 'round', round: diceRoundFixture });
    expect(s.context.history).toHaveLength(1);
    expect(s.context.balance).toBe(10_196);
    expect(s.context.requestId).toBeNull();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('keeps the same requestId across retries while the outcome is unknown, so a round is never played twice', async () => {
    const { actor, calls, announce, settled } = start([timeout(), timeout(), playedFixture]);
    actor.send({ type: 'round.play', stake: 200, choice: {} });
    expect((await settled()).value).toEqual({ failed: 'unknown' });
    expect(actor.getSnapshot().context.errorKey).toBe('network.timeout');
    // A new play is not offered until the unknown one is resolved.
    expect(actor.getSnapshot().can({ type: 'round.play', stake: 200, choice: {} })).toBe(false);
    actor.send({ type: 'round.retry' });
    expect((await settled()).value).toEqual({ failed: 'unknown' });
    actor.send({ type: 'round.retry' });
    expect((await settled()).value).toBe('result');
    expect(new Set(calls.map((c) => c.requestId)).size).toBe(1);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('a definite refusal (insufficient balance) drops the key: the next play is a new intent', async () => {
    const { actor, calls, settled } = start([insufficient(), playedFixture]);
    actor.send({ type: 'round.play', stake: 200, choice: {} });
    const refused = await settled();
    expect(refused.value).toEqual({ failed: 'refused' });
    expect(refused.context.errorKey).toBe('money.balance.insufficient');
    expect(refused.context.requestId).toBeNull();
    actor.send({ type: 'round.play', stake: 200, choice: {} });
    expect((await settled()).value).toBe('result');
    expect(calls[0]!.requestId).not.toBe(calls[1]!.requestId);
  });

  it('keeps the bounds of a server refusal of the stake for the message', async () => {
    const { actor, settled } = start([new ApiError('server', 'money.amount.limit', { status: 400, value: { min: 100, max: 20_000 } })]);
    actor.send({ type: 'round.play', stake: 200, choice: {} });
    const s = await settled();
    expect(s.context.errorKey).toBe('money.amount.limit');
    expect(s.context.errorValue).toEqual({ min: 100, max: 20_000 });
  });

  it.each([
    ['below the minimum bet', 99, 'money.amount.limit', { min: 100, max: 50_000 }],
    ['above the maximum bet', 50_001, 'money.amount.limit', { min: 100, max: 50_000 }],
    ['not a whole number of minor units', 150.5, 'money.amount.limit', { min: 100, max: 50_000 }],
    ['above the balance', 20_000, 'money.balance.insufficient', null],
  ])('refuses a stake %s before any request', (_name, stake, key, value) => {
    const { actor, calls } = start([]);
    actor.send({ type: 'round.play', stake, choice: {} });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ failed: 'refused' });
    expect(s.context.errorKey).toBe(key);
    expect(s.context.errorValue).toEqual(value);
    expect(calls).toEqual([]);
  });

  it('an expired session ends play: the page can only close', async () => {
    const { actor, settled } = start([new ApiError('server', 'demo.session.invalid', { status: 401 })]);
    actor.send({ type: 'round.play', stake: 200, choice: {} });
    const s = await settled();
    expect(s.value).toBe('expired');
    expect(s.hasTag('round:ended')).toBe(true);
    expect(s.can({ type: 'round.play', stake: 200, choice: {} })).toBe(false);
    expect(s.can({ type: 'round.retry' })).toBe(false);
  });

  it('giving up on an unknown outcome reads the balance again (the round may have been played) and tells the site', async () => {
    const { actor, announce, loadBalance, settled } = start([timeout()], { balance: 9_800 });
    actor.send({ type: 'round.play', stake: 200, choice: {} });
    await settled();
    actor.send({ type: 'round.dismiss' });
    const s = await settled();
    expect(s.value).toBe('idle');
    expect(s.context.balance).toBe(9_800);
    expect(s.context.requestId).toBeNull();
    expect(loadBalance).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('keeps the last results of the session, newest first, at most VENDOR.historySize', async () => {
    const n = VENDOR.historySize + 2;
    const answers = Array.from({ length: n }, (_, i) => ({ ...playedFixture, played: { kind: 'round' as const, round: { ...diceRoundFixture, roundId: `r-${i}`, nonce: i } } }));
    const { actor, settled } = start(answers);
    for (let i = 0; i < n; i++) {
      actor.send({ type: 'round.play', stake: 200, choice: {} });
      await settled();
    }
    const history = actor.getSnapshot().context.history;
    expect(history).toHaveLength(VENDOR.historySize);
    expect(history[0]).toMatchObject({ round: { nonce: n - 1 } });
  });

  it('takes a balance read elsewhere in any state', () => {
    const { actor } = start([]);
    actor.send({ type: 'balance.set', balance: 4_200 });
    expect(actor.getSnapshot().context.balance).toBe(4_200);
  });
});

describe('demoRound runtime', () => {
  it('instant games POST round; the answer becomes a played round', async () => {
    const round = vi.fn(async () => ({ round: diceRoundFixture, balance: 10_196 }));
    const bet = vi.fn();
    const logic = createDemoRoundLogic({ client: { round, bet, balance: vi.fn() }, mode: 'round', announceBalance: vi.fn() });
    const actor = createActor(logic, { input: demoRoundInput }).start();
    actor.send({ type: 'round.play', stake: 200, choice: { target: 5000 } });
    const s = await waitFor(actor, (x) => x.matches('result'));
    expect(round).toHaveBeenCalledWith({ requestId: expect.any(String), stake: 200, choice: { target: 5000 } }, expect.any(AbortSignal));
    expect(bet).not.toHaveBeenCalled();
    expect(s.context.last).toEqual({ kind: 'round', round: diceRoundFixture });
  });

  it('sports boards POST bet with the slip’s selection; the site hears of the balance', async () => {
    const bet = vi.fn(async () => ({ bet: fixtureBetFixture, balance: 9_800 }));
    const announce = vi.fn();
    const logic = createDemoRoundLogic({ client: { round: vi.fn(), bet, balance: vi.fn() }, mode: 'bet', announceBalance: announce });
    const actor = createActor(logic, { input: demoRoundInput }).start();
    actor.send({ type: 'round.play', stake: 200, choice: { fixtureId: 'fx-1', pick: 'home' } });
    const s = await waitFor(actor, (x) => x.matches('result'));
    expect(bet).toHaveBeenCalledWith({ requestId: expect.any(String), fixtureId: 'fx-1', pick: 'home', stake: 200 }, expect.any(AbortSignal));
    expect(s.context.last).toEqual({ kind: 'bet', bet: fixtureBetFixture });
    expect(s.context.balance).toBe(9_800);
    expect(announce).toHaveBeenCalledTimes(1);
  });
});
