import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { moneyEndpoints as endpoints } from '../../src/api/money-endpoints';
import { approveDeposit, confirmDemoDeposits, expireDeposits } from '../../server/domain/money/deposits';
import { startMoneyJobs } from '../../server/domain/money/jobs';
import { makeTestApp } from '../../server/testing/test-app';
import { makeMoneyKit, type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

const deposit = (m: Member, p: Record<string, unknown>) => k.send('POST', '/wps/deposit', p, m);
const newDeposit = async (m: Member, channel = 'BKASH', amount = 50_000) => {
  const [status, body] = await deposit(m, { requestId: k.rid(), channel, amount });
  expect(status).toBe(200);
  return body.value as { reference: string; status: string; amount: number };
};
const moneyDeps = () => ({ db: d.db, clock: k.clock, settings: k.t.config.money, hasher: null as never });

describe('deposit channels', () => {
  it('lists the merchant\'s channels with their limits and whether the demo provider confirms them', async () => {
    const [status, body] = await k.get('/wps/deposit/channels', await k.member());
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.depositChannels));
    expect(body.value).toEqual({
      currency: { symbol: 'P', scale: 2 },
      channels: [
        { code: 'BKASH', kind: 'ewallet', name: 'bKash', min: 10_000, max: 2_500_000, demo: true },
        { code: 'NAGAD', kind: 'ewallet', name: 'Nagad', min: 10_000, max: 2_500_000, demo: true },
        { code: 'BANK', kind: 'bank', name: 'Bank transfer', min: 10_000, max: 2_500_000, demo: false },
      ],
    });
  });
});

describe('POST /wps/deposit', () => {
  it('answers a pending request with a reference and where to pay; nothing is credited yet', async () => {
    const m = await k.member();
    const before = await k.postings();
    const [status, body] = await deposit(m, { requestId: k.rid(), channel: 'bkash', amount: 75_000 });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.deposit));
    expect(body.value).toMatchObject({
      reference: expect.stringMatching(/^D\d{6}[0-9A-Z]{8}$/),
      channel: 'BKASH',
      channelName: 'bKash',
      amount: 75_000,
      status: 'pending',
      instructions: { payTo: '01700000001', accountName: 'Elott BD (merchant)' },
      createdAt: '2026-03-01T04:00:00.000Z',
      expiresAt: '2026-03-02T04:00:00.000Z',
      decidedAt: null,
    });
    expect(body.value.instructions.note).toContain(body.value.reference);
    expect(await k.postings()).toBe(before);
    expect(await k.main(m.id)).toBe(0);
  });

  it('refuses unknown channels, amounts outside the channel limits and invalid amounts or keys', async () => {
    const m = await k.member();
    const deposits = await k.count('deposits');
    await k.refused(() => deposit(m, { requestId: k.rid(), channel: 'PAYPAL', amount: 50_000 }), 400, 'money.deposit.channel');
    await k.refused(() => deposit(m, { requestId: k.rid(), amount: 50_000 }), 400, 'request_param_err');
    const low = await k.refused(() => deposit(m, { requestId: k.rid(), channel: 'BKASH', amount: 9_999 }), 400, 'money.amount.limit');
    expect(low.value).toEqual({ min: 10_000, max: 2_500_000 });
    await k.refused(() => deposit(m, { requestId: k.rid(), channel: 'BKASH', amount: 2_500_001 }), 400, 'money.amount.limit');
    for (const amount of [0, -5, 100.5, '50000', 1e15, null]) {
      await k.refused(() => deposit(m, { requestId: k.rid(), channel: 'BKASH', amount }), 400, 'money.amount.invalid');
    }
    await k.refused(() => deposit(m, { requestId: 'no', channel: 'BKASH', amount: 50_000 }), 400, 'money.request_id.invalid');
    expect(await k.count('deposits')).toBe(deposits);
  });

  it('is idempotent on requestId: one deposit for the same request, 409 for other parameters', async () => {
    const m = await k.member();
    const requestId = k.rid();
    const [, a] = await deposit(m, { requestId, channel: 'NAGAD', amount: 30_000 });
    const [, b] = await deposit(m, { requestId, channel: 'NAGAD', amount: 30_000 });
    expect(b.value.reference).toBe(a.value.reference);
    const [, list] = await k.get('/wps/deposit/list', m);
    expect(list.value.total).toBe(1);
    await k.refused(() => deposit(m, { requestId, channel: 'NAGAD', amount: 30_001 }), 409, 'money.idempotency.conflict');
  });
});

describe('deposit status and list', () => {
  it('shows the member\'s own deposit; someone else\'s answers exactly like a missing one', async () => {
    const owner = await k.member();
    const other = await k.member();
    const dep = await newDeposit(owner);
    const [status, body] = await k.get(`/wps/deposit/status?reference=${dep.reference}`, owner);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.depositStatus));
    const [s1, theirs] = await k.get(`/wps/deposit/status?reference=${dep.reference}`, other);
    const [s2, missing] = await k.get('/wps/deposit/status?reference=D000000NOTTHERE', other);
    expect([s1, s2]).toEqual([404, 404]);
    expect(theirs).toEqual(missing);
    expect(theirs.errorCode).toBe('money.deposit.unknown');
    const [s3, noRef] = await k.get('/wps/deposit/status', owner);
    expect([s3, noRef.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('pages the member\'s own deposits, newest first, 10 a page', async () => {
    const m = await k.member();
    await newDeposit(await k.member());
    const refs: string[] = [];
    for (let i = 0; i < 12; i++) {
      refs.push((await newDeposit(m, 'BANK', 10_000 + i)).reference);
      k.clock.advance(1000);
    }
    const [, p1] = await k.get('/wps/deposit/list', m);
    assert(p1.value, await responseStruct(endpoints.deposits));
    expect(p1.value).toMatchObject({ page: 1, size: 10, total: 12 });
    expect(p1.value.list.map((x: { reference: string }) => x.reference)).toEqual(refs.slice().reverse().slice(0, 10));
    const [, p2] = await k.get('/wps/deposit/list?page=2', m);
    expect(p2.value.list.map((x: { reference: string }) => x.reference)).toEqual(refs.slice(0, 2).reverse());
    const [, p3] = await k.get('/wps/deposit/list?page=3', m);
    expect(p3.value.list).toEqual([]);
    for (const page of ['0', '-1', 'x', '1.5']) {
      const [s, b] = await k.get(`/wps/deposit/list?page=${page}`, m);
      expect([s, b.errorCode]).toEqual([400, 'request_param_err']);
    }
  });
});

describe('approval (exactly once)', () => {
  it('the demo provider confirms a demo-channel deposit: channel −a, MAIN +a, once', async () => {
    const m = await k.member();
    const dep = await newDeposit(m, 'BKASH', 40_000);
    const before = await k.postings();
    const [status, body] = await k.send('POST', '/dev/deposit/confirm', { reference: dep.reference });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.devDepositConfirm));
    expect(body.value).toMatchObject({ status: 'approved', decidedAt: expect.stringMatching(/^2026-03-01T04:00:\d\d\.\d{3}Z$/) });
    expect(await k.postings()).toBe(before + 2);
    expect(await k.main(m.id)).toBe(40_000);
    await k.refused(() => k.send('POST', '/dev/deposit/confirm', { reference: dep.reference }), 409, 'money.deposit.state');
    expect(await k.main(m.id)).toBe(40_000);
    const [, status2] = await k.get(`/wps/deposit/status?reference=${dep.reference}`, m);
    expect(status2.value.status).toBe('approved');
  });

  it('the demo provider does not confirm bank transfers or unknown references', async () => {
    const m = await k.member();
    const dep = await newDeposit(m, 'BANK');
    await k.refused(() => k.send('POST', '/dev/deposit/confirm', { reference: dep.reference }), 400, 'money.deposit.channel');
    await k.refused(() => k.send('POST', '/dev/deposit/confirm', { reference: 'D000000NOPE' }), 404, 'money.deposit.unknown');
    await k.refused(() => k.send('POST', '/dev/deposit/confirm', {}), 400, 'request_param_err');
  });

  it('the operator approves or rejects a pending deposit once; a second decision changes nothing', async () => {
    const m = await k.member();
    const a = await newDeposit(m, 'BANK', 60_000);
    const r = await newDeposit(m, 'BANK', 70_000);
    expect(await k.ops('deposit', 'list')).toMatchObject({ ok: true, output: expect.stringContaining(a.reference) });
    expect(await k.ops('deposit', 'approve', a.reference)).toEqual({ ok: true, output: `deposit ${a.reference} approved: P 600.00 credited to ${m.username} (main wallet)` });
    const again = await k.ops('deposit', 'approve', a.reference);
    expect(again).toEqual({ ok: false, output: 'error: not allowed while the deposit is approved (money.deposit.state)' });
    expect(await k.ops('deposit', 'reject', r.reference, 'no', 'money', 'arrived')).toMatchObject({ ok: true });
    expect((await k.ops('deposit', 'approve', r.reference)).ok).toBe(false);
    expect((await k.ops('deposit', 'approve', 'D000000NOPE')).output).toContain('money.deposit.unknown');
    expect(await k.main(m.id)).toBe(60_000);
    const row = await d.db.selectFrom('deposits').select(['status', 'reject_reason']).where('reference', '=', r.reference).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', reject_reason: 'no money arrived' });
  });

  it('10 racing approvals of one deposit credit it once', async () => {
    const m = await k.member();
    const dep = await newDeposit(m, 'BANK', 25_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => approveDeposit(moneyDeps(), null, dep.reference, 'operator')));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    for (const x of results) if (x.status === 'rejected') expect(x.reason.code).toBe('money.deposit.state');
    expect(await k.main(m.id)).toBe(25_000);
  });
});

describe('deposit jobs', () => {
  it('pending deposits older than 24 h expire, once; an expired one cannot be approved', async () => {
    const m = await k.member();
    const dep = await newDeposit(m, 'NAGAD');
    k.clock.advance(24 * 3_600_000 - 1000);
    await expireDeposits(moneyDeps());
    expect((await k.get(`/wps/deposit/status?reference=${dep.reference}`, m))[1].value.status).toBe('pending');
    k.clock.advance(2000);
    expect(await expireDeposits(moneyDeps())).toBeGreaterThanOrEqual(1);
    expect(await expireDeposits(moneyDeps())).toBe(0);
    expect((await k.get(`/wps/deposit/status?reference=${dep.reference}`, m))[1].value.status).toBe('expired');
    await k.refused(() => k.send('POST', '/dev/deposit/confirm', { reference: dep.reference }), 409, 'money.deposit.state');
    expect(await k.main(m.id)).toBe(0);
  });

  it('the demo provider confirms pending demo deposits after its delay, each once', async () => {
    const m = await k.member();
    const demo = await newDeposit(m, 'NAGAD', 20_000);
    const bank = await newDeposit(m, 'BANK', 20_000);
    expect(await confirmDemoDeposits(moneyDeps(), 3000)).toBe(0);
    k.clock.advance(3000);
    expect(await confirmDemoDeposits(moneyDeps(), 3000)).toBe(1);
    expect(await confirmDemoDeposits(moneyDeps(), 3000)).toBe(0);
    expect(await k.main(m.id)).toBe(20_000);
    expect((await k.get(`/wps/deposit/status?reference=${bank.reference}`, m))[1].value.status).toBe('pending');
    expect((await k.get(`/wps/deposit/status?reference=${demo.reference}`, m))[1].value.status).toBe('approved');
  });

  it('run in the server process: the demo provider only outside production; stop() ends them', async () => {
    const settings = { ...k.t.config.money, demoDepositDelayMs: 1, demoPollMs: 20, jobIntervalMs: 20 };
    const m = await k.member();
    const prodDep = await newDeposit(m, 'BKASH', 11_000);
    k.clock.advance(10);
    const quiet = { log: () => {}, error: () => {} };
    const prod = startMoneyJobs({ ...moneyDeps(), settings }, { nodeEnv: 'production', log: quiet });
    await new Promise((r) => setTimeout(r, 300));
    await prod.stop();
    expect((await k.get(`/wps/deposit/status?reference=${prodDep.reference}`, m))[1].value.status).toBe('pending');
    const dev = startMoneyJobs({ ...moneyDeps(), settings }, { nodeEnv: 'development', log: quiet });
    await new Promise((r) => setTimeout(r, 300));
    await dev.stop();
    expect((await k.get(`/wps/deposit/status?reference=${prodDep.reference}`, m))[1].value.status).toBe('approved');
    expect(await k.main(m.id)).toBe(11_000);
  });

  it('in production there is no /dev/deposit/confirm', async () => {
    const prod = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    const res = await prod.call('/dev/deposit/confirm', { method: 'POST', body: JSON.stringify({ reference: 'x' }) });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('money');
  });
});
