import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { careEndpoints as endpoints } from '../../src/api/care-endpoints';
import { careKit } from './care-kit';
import { makeMoneyKit } from './money-kit';
import { useKit } from './accounts-kit';

const { k } = useKit(makeMoneyKit);
const c = careKit(k);

const HOUR = 3_600_000;

describe('deposit limits', () => {
  it('a first limit applies at once; a deposit that would pass it is refused with what remains, and nothing is recorded', async () => {
    const m = await k.member();
    const [status, body] = await c.setLimit(m, 'day', 100_000);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.careDepositLimit));
    expect(body.value).toEqual({ outcome: 'applied', limit: { period: 'day', amount: 100_000, used: 0, remaining: 100_000, pending: null } });
    expect((await c.deposit(m, 60_000))[0]).toBe(200);
    const refused = await c.refused(() => c.deposit(m, 50_000), 409, 'care.limit.exceeded');
    expect(refused.value).toEqual({ period: 'day', limit: 100_000, used: 60_000, remaining: 40_000 });
    expect((await c.deposit(m, 40_000))[0]).toBe(200);
    const s = await c.status(m);
    assert(s, await responseStruct(endpoints.careStatus));
    expect(s.depositAllowance).toBe(0);
    expect(s.limits[0]).toMatchObject({ period: 'day', used: 100_000, remaining: 0 });
  });

  it('the lowest of the 24 h, 7 day and 30 day limits applies', async () => {
    const m = await k.member();
    await c.setLimit(m, 'day', 500_000);
    await c.setLimit(m, 'week', 150_000);
    await c.setLimit(m, 'month', 900_000);
    expect((await c.status(m)).depositAllowance).toBe(150_000);
    expect((await c.deposit(m, 100_000))[0]).toBe(200);
    const refused = await c.refused(() => c.deposit(m, 60_000), 409, 'care.limit.exceeded');
    expect(refused.value).toMatchObject({ period: 'week', remaining: 50_000 });
    // Past 24 h the day window is empty again; the week still holds the first deposit.
    k.clock.advance(25 * HOUR);
    await c.refused(() => c.deposit(m, 60_000), 409, 'care.limit.exceeded');
    expect((await c.deposit(m, 50_000))[0]).toBe(200);
  });

  it('pending and approved deposits count; rejected and expired ones do not', async () => {
    const m = await k.member();
    await c.setLimit(m, 'day', 100_000);
    const [, first] = await c.deposit(m, 80_000);
    await k.ops('deposit', 'reject', first.value.reference);
    expect((await c.deposit(m, 100_000))[0]).toBe(200);
  });

  it('a decrease applies at once; a raise waits a 24 h cooling-off (test clock) and may be withdrawn', async () => {
    const m = await k.member();
    await c.setLimit(m, 'week', 300_000);
    const [, lower] = await c.setLimit(m, 'week', 100_000);
    expect(lower.value).toMatchObject({ outcome: 'applied', limit: { amount: 100_000, pending: null } });

    const asked = k.clock.now();
    const [, raise] = await c.setLimit(m, 'week', 250_000);
    expect(raise.value).toMatchObject({ outcome: 'pending', limit: { amount: 100_000, pending: { amount: 250_000, effectiveAt: expect.any(String) } } });
    expect(raise.value.limit.pending.effectiveAt).toBe(new Date(asked.getTime() + 24 * HOUR).toISOString());
    // Asking again for the same raise does not restart its clock.
    k.clock.advance(HOUR);
    const [, again] = await c.setLimit(m, 'week', 250_000);
    expect(again.value.limit.pending.effectiveAt).toBe(raise.value.limit.pending.effectiveAt);

    await c.refused(() => c.deposit(m, 150_000), 409, 'care.limit.exceeded');
    k.clock.advance(23 * HOUR - 1000);
    await c.refused(() => c.deposit(m, 150_000), 409, 'care.limit.exceeded');
    k.clock.advance(1000);
    expect((await c.status(m)).limits[1]).toMatchObject({ period: 'week', amount: 250_000, pending: null });
    expect((await c.deposit(m, 150_000))[0]).toBe(200);

    // A removal is a raise too; asking for the limit in force withdraws it.
    const [, remove] = await c.setLimit(m, 'week', null);
    expect(remove.value).toMatchObject({ outcome: 'pending', limit: { amount: 250_000, pending: { amount: null } } });
    const [, keep] = await c.setLimit(m, 'week', 250_000);
    expect(keep.value).toMatchObject({ outcome: 'unchanged', limit: { amount: 250_000, pending: null } });
    k.clock.advance(25 * HOUR);
    expect((await c.status(m)).limits[1].amount).toBe(250_000);
  });

  it('bad input is 400 and changes nothing', async () => {
    const m = await k.member();
    await c.setLimit(m, 'day', 100_000);
    const before = await c.status(m);
    const period = await c.refused(() => c.setLimit(m, 'year', 100_000), 400, 'request_param_err');
    expect(period.value).toMatchObject({ field: 'period' });
    await c.refused(() => c.setLimit(m, undefined, 100_000), 400, 'request_param_err');
    for (const amount of [0, -1, 100.5, '100000', 1e15, true]) await c.refused(() => c.setLimit(m, 'day', amount), 400, 'money.amount.invalid');
    await c.refused(() => k.send('POST', '/wps/care/deposit-limit', { period: 'day', amount: 1, extra: 1 }, m), 400, 'request_param_err');
    await c.refused(() => k.send('POST', '/wps/care/deposit-limit', [1, 2], m), 400, 'request_param_err');
    expect(await c.status(m)).toEqual(before);
  });

  it('concurrent deposits cannot together pass a limit', async () => {
    const m = await k.member();
    await c.setLimit(m, 'day', 100_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => c.deposit(m, 30_000)));
    const codes = results.map(([s, b]) => (s === 200 ? 'ok' : b.errorCode));
    expect(codes.filter((x) => x === 'ok')).toHaveLength(3);
    expect(codes.filter((x) => x === 'care.limit.exceeded')).toHaveLength(3);
    expect((await c.status(m)).limits[0]).toMatchObject({ used: 90_000, remaining: 10_000 });
  });

  it('a retried deposit (same requestId) answers its first result, even with the limit now used up', async () => {
    const m = await k.member();
    await c.setLimit(m, 'day', 50_000);
    const rid = k.rid();
    const [, first] = await c.deposit(m, 50_000, rid);
    const [status, again] = await c.deposit(m, 50_000, rid);
    expect(status).toBe(200);
    expect(again.value.reference).toBe(first.value.reference);
  });

  it('trial accounts and visitors are refused', async () => {
    const trial = await k.member({ type: 4 });
    expect((await k.get('/wps/care/status', trial))[1].errorCode).toBe('in_need_true_account');
    const [status, body] = await k.get('/wps/care/status');
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('care changes are throttled per member', async () => {
    const m = await k.member();
    for (let i = 0; i < 30; i++) expect((await k.send('POST', '/wps/care/reality-check', { minutes: 30 }, m))[0]).toBe(200);
    await c.refused(() => c.setLimit(m, 'day', 100_000), 429, 'too.many.requests');
  });
});

describe('net deposits', () => {
  it('deposits credited minus withdrawals not given back, per window and in all', async () => {
    const m = await k.member();
    await k.fund(m.id, 200_000);
    k.clock.advance(2 * 24 * HOUR);
    await k.fund(m.id, 50_000);
    const [status, body] = await k.get('/wps/care/net-deposits', m);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.careNetDeposits));
    expect(body.value.windows).toEqual([
      { window: 'day', deposits: 50_000, withdrawals: 0, net: 50_000 },
      { window: 'week', deposits: 250_000, withdrawals: 0, net: 250_000 },
      { window: 'month', deposits: 250_000, withdrawals: 0, net: 250_000 },
      { window: 'all', deposits: 250_000, withdrawals: 0, net: 250_000 },
    ]);
  });
});
