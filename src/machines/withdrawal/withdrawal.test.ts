import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { Withdrawal } from '../../api/schemas/money';
import { withdrawalFixture, withdrawalSetupFixture } from './withdrawal.fixtures';
import { withdrawalMachine } from './withdrawal.machine';
import { withdrawalErrors } from './withdrawal.rules';
import type { WithdrawalRequest } from './withdrawal.types';

const ctx = (amount: string, over: Partial<typeof withdrawalSetupFixture> = {}) => ({
  setup: { ...withdrawalSetupFixture, ...over },
  values: { payoutAccountId: 'pa_1', amount, paymentPassword: '135790' },
});

describe('withdrawal rules', () => {
  it('takes amounts within the withdrawal min–max (minor units), inclusive', () => {
    expect(withdrawalErrors(ctx('500'))).toEqual({});
    expect(withdrawalErrors(ctx('50,000.00', { balance: 5_000_000 }))).toEqual({});
    expect(withdrawalErrors(ctx('499.99')).amount).toEqual({ key: 'money.amount.limit', params: { min: 50_000, max: 5_000_000, bounds: '' } });
    expect(withdrawalErrors(ctx('50000.01', { balance: 10_000_000 })).amount?.key).toBe('money.amount.limit');
  });

  it('refuses more than the main wallet holds, and amounts that are not amounts', () => {
    expect(withdrawalErrors(ctx('12000.01')).amount).toEqual({ key: 'money.balance.insufficient' });
    expect(withdrawalErrors(ctx('12000'))).toEqual({});
    expect(withdrawalErrors(ctx('10.555')).amount).toEqual({ key: 'money.amount.invalid' });
    expect(withdrawalErrors(ctx('-600')).amount).toEqual({ key: 'money.amount.invalid' });
    expect(withdrawalErrors(ctx('  ')).amount).toEqual({ key: 'validation.required' });
  });

  it('needs one of the member’s payout accounts and a payment password', () => {
    const c = ctx('1000');
    expect(withdrawalErrors({ ...c, values: { ...c.values, payoutAccountId: 'someone-elses', paymentPassword: '' } })).toEqual({
      payoutAccountId: { key: 'validation.required' },
      paymentPassword: { key: 'validation.required' },
    });
  });
});

describe('withdrawal request ids (one per intent)', () => {
  /** A real actor whose submit fails with the given errors first, then succeeds; every request kept. */
  function run(failures: unknown[]) {
    const sent: WithdrawalRequest[] = [];
    const actor = createActor(
      withdrawalMachine.provide({
        actors: {
          loadWithdrawal: fromPromise(async () => withdrawalSetupFixture),
          submitWithdrawal: fromPromise<Withdrawal, WithdrawalRequest>(async ({ input }) => {
            sent.push(input);
            const failure = failures.shift();
            if (failure) throw failure;
            return withdrawalFixture;
          }),
        },
        actions: { announceBalanceChanged: () => {} },
      }),
    ).start();
    const fill = (amount: string, password = '135790') => {
      actor.send({ type: 'withdraw.change', field: 'amount', value: amount });
      actor.send({ type: 'withdraw.change', field: 'paymentPassword', value: password });
    };
    return { actor, sent, fill };
  }

  it('a retry after a lost answer sends the same key, so the server answers the first result', async () => {
    const { actor, sent, fill } = run([new ApiError('network', 'network.abnormal')]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill('1000');
    actor.send({ type: 'withdraw.review' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'withdraw.retry' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ payoutAccountId: 'pa_1', amount: 100_000, paymentPassword: '135790' });
  });

  it('a corrected payment password keeps the key; a new amount or account is a new intent with a new key', async () => {
    const { actor, sent, fill } = run([
      new ApiError('server', 'money.payment_password.wrong', { status: 400 }),
      new ApiError('network', 'network.abnormal'),
      new ApiError('network', 'network.abnormal'),
    ]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill('1000', '111111');
    actor.send({ type: 'withdraw.review' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors.paymentPassword).toEqual({ key: 'money.payment_password.wrong' });
    actor.send({ type: 'withdraw.change', field: 'paymentPassword', value: '135790' });
    actor.send({ type: 'withdraw.review' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.change', field: 'amount', value: '2000' });
    actor.send({ type: 'withdraw.review' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.change', field: 'payoutAccountId', value: 'pa_2' });
    actor.send({ type: 'withdraw.review' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('pending'));

    const ids = sent.map((r) => r.requestId);
    expect(sent.map((r) => [r.amount, r.payoutAccountId])).toEqual([
      [100_000, 'pa_1'],
      [100_000, 'pa_1'],
      [200_000, 'pa_1'],
      [200_000, 'pa_2'],
    ]);
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('going back and forth without changes keeps the key', async () => {
    const { actor, sent, fill } = run([]);
    await waitFor(actor, (s) => s.matches('editing'));
    fill('1000');
    actor.send({ type: 'withdraw.review' });
    const first = actor.getSnapshot().context.requestId;
    actor.send({ type: 'withdraw.back' });
    actor.send({ type: 'withdraw.change', field: 'amount', value: '1000' });
    actor.send({ type: 'withdraw.review' });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(first).not.toBeNull();
    expect(sent[0]!.requestId).toBe(first);
  });
});

describe('withdrawal refusals under their field', () => {
  it('the server’s limits of money.amount.limit are shown, else the settings’', async () => {
    const { withdrawalFieldError } = await import('./withdrawal.rules');
    const limited = new ApiError('server', 'money.amount.limit', { status: 400, value: { min: 100_000, max: 200_000 } });
    expect(withdrawalFieldError(limited, withdrawalSetupFixture)).toEqual({
      field: 'amount',
      error: { key: 'money.amount.limit', params: { min: 100_000, max: 200_000, bounds: '' } },
    });
    expect(withdrawalFieldError(new ApiError('server', 'money.amount.limit'), withdrawalSetupFixture)?.error.params).toMatchObject({ min: 50_000, max: 5_000_000 });
    expect(withdrawalFieldError(new ApiError('server', 'money.balance.insufficient'), withdrawalSetupFixture)?.field).toBe('amount');
    expect(withdrawalFieldError(new ApiError('server', 'too.many.requests'), withdrawalSetupFixture)).toBeNull();
  });
});

describe('withdrawal failures do not outlive the load that follows them', () => {
  // The equivalent mutant recorded in withdrawal.model.ts relies on this: whatever failure loading
  // was entered with, its answer decides the alert, so no stale one reaches the form or the confirm screen.
  it('a retry after a failed load carries no stale failure: every answer of loading sets the alert anew', () => {
    const stale = withdrawalMachine.resolveState({
      value: 'loading',
      context: { ...withdrawalMachine.config.context!, errorKey: 'network.abnormal' } as never,
    });
    const answers = [
      { output: withdrawalSetupFixture, state: 'editing' },
      { output: { ...withdrawalSetupFixture, hasPaymentPassword: false }, state: 'needsPaymentPassword' },
      { output: { ...withdrawalSetupFixture, accounts: [] }, state: 'needsPayoutAccount' },
    ];
    for (const { output, state } of answers) {
      const [next] = transition(withdrawalMachine, stale, { type: 'xstate.done.actor.loadWithdrawal', output } as never);
      expect(next.value).toBe(state);
      expect(next.context.errorKey).toBeNull();
    }
    const [failed] = transition(withdrawalMachine, stale, {
      type: 'xstate.error.actor.loadWithdrawal',
      error: new ApiError('timeout', 'network.timeout'),
    } as never);
    expect(failed.context.errorKey).toBe('network.timeout');
  });
});
