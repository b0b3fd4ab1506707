import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as e } from '../../src/api/agent-endpoints';
import { responseStruct } from '../../src/api/endpoints';
import { moneyEndpoints } from '../../src/api/money-endpoints';
import type { BillStatus, ContractKind, ContractTier } from '../../src/api/schemas/agent';
import { AGENTS } from '../../src/config/agents';
import { agentProfile } from '../../server/domain/agents/config';
import { periodOfKey } from '../../server/domain/agents/settlement/periods';
import { runSettlement, type SettleOptions, settlePeriod } from '../../server/domain/agents/settlement/settle';
import { auditLedger, ledgerAccount } from '../../server/domain/money/ledger';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeAgentKit, tier } from './agents-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

/**
 * Settlement with a test clock (docs/agents.md "Settlement", "Bills"): a 5-minute window, an
 * hour, a day and a half month (semimonthly dividends); a re-run changes nothing; a crash in
 * the middle resumes without paying twice; a run held by another instance is left alone until
 * its lease lapses; partly issued, insufficient balance, not reached and rejected bills; the
 * ledger audit stays clean. Times: GMT+8 report zone; 2026-03-01 12:00 GMT+8 = 04:00Z.
 */

const at = (iso: string) => new Date(iso);
const GRACE = AGENTS.settleGraceMs;

async function grant(m: Member, kind: ContractKind, tiers: ContractTier[]): Promise<string> {
  const r = await k.ops('agents', 'contract', 'grant', m.username, kind, JSON.stringify(tiers));
  expect(r.ok, r.output).toBe(true);
  return /contract (\S+):/.exec(r.output)![1]!;
}
async function contract(from: Member, to: Member, kind: ContractKind, tiers: ContractTier[]): Promise<string> {
  const [s, b] = await k.send('PUT', e.contractOffer.path, { kind, downline: to.username, tiers }, from);
  expect(s, JSON.stringify(b)).toBe(200);
  const [s2, b2] = await k.send('POST', e.contractAnswer.path, { id: b.value.id, accept: true }, to);
  expect(s2, JSON.stringify(b2)).toBe(200);
  return b.value.id;
}
async function settle(kind: ContractKind, key: string, opts: SettleOptions = {}) {
  const merchant = await d.db.selectFrom('merchants').select('profile').where('code', '=', TEST_MERCHANT).executeTakeFirstOrThrow();
  const p = periodOfKey(kind, agentProfile(merchant.profile), key);
  if (!p) throw new Error(`bad key ${key}`);
  return settlePeriod({ db: d.db, clock: k.clock }, TEST_MERCHANT, p, opts);
}
async function bill(contractId: string, key: string) {
  const r = await d.db.selectFrom('contract_bills').selectAll().where('contract_id', '=', contractId).where('period_key', '=', key).execute();
  expect(r.length, `bills of ${contractId} ${key}`).toBeLessThanOrEqual(1);
  const b = r[0];
  return b
    ? {
        status: b.status as BillStatus,
        validBet: Number(b.valid_bet),
        profitLoss: Number(b.profit_loss),
        activeMembers: Number(b.active_members),
        base: Number(b.base),
        rate: Number(b.rate_bps),
        amount: Number(b.amount),
        paid: Number(b.paid),
        payer: b.payer_id,
      }
    : null;
}
const billsOf = async (ids: string[], key: string) =>
  Number((await d.db.selectFrom('contract_bills').select((eb) => eb.fn.countAll<string>().as('n')).where('contract_id', 'in', ids).where('period_key', '=', key).executeTakeFirstOrThrow()).n);
const commissions = async () => {
  const r = await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', ledgerAccount.commissions(TEST_MERCHANT).id).executeTakeFirst();
  return r ? Number(r.balance) : 0;
};
async function clean() {
  const audit = await auditLedger(d.db);
  expect(audit.violations).toEqual([]);
}

const { d, k } = useKit(makeAgentKit);

//   A ─┬─ B ─┬─ C ── mc
//      │     ├─ m1
//      │     └─ m2
//      └─ ma
let A: Member, B: Member, C: Member, m1: Member, mc: Member, ma: Member;
let cA: string, cB: string, cC: string;

describe('real-time salary: a 5-minute window', () => {
  const KEY = '2026-03-01T12:05'; // [04:05Z, 04:10Z)
  beforeAll(async () => {
    k.clock.set(at('2026-03-01T04:00:00Z'));
    A = await k.agent();
    B = await k.agent({ upline: A });
    C = await k.agent({ upline: B });
    m1 = await k.under(B);
    await k.under(B);
    mc = await k.under(C);
    ma = await k.under(A);
    cA = await grant(A, 'realtime', [tier({ periodValidBet: 10_000, rate: 100 })]);
    cB = await contract(A, B, 'realtime', [tier({ periodValidBet: 10_000, rate: 80 })]);
    cC = await contract(B, C, 'realtime', [tier({ periodValidBet: 10_000, rate: 50 })]);
    await k.bet(m1, 10_000, 0, at('2026-03-01T04:06:00Z'));
    await k.bet(mc, 20_000, 30_000, at('2026-03-01T04:09:59.999Z'));
    await k.bet(ma, 5_000, 0, at('2026-03-01T04:05:00Z'));
    // The next window: not this one's.
    await k.bet(m1, 50_000, 0, at('2026-03-01T04:10:00Z'));
  });

  it('waits for the window to close plus the grace, and for the fold to catch up', async () => {
    k.clock.set(new Date(at('2026-03-01T04:10:00Z').getTime() + GRACE - 1));
    expect((await settle('realtime', KEY)).outcome).toBe('notClosed');
    k.clock.advance(1);
    expect((await settle('realtime', KEY)).outcome).toBe('statsBehind');
    expect(await billsOf([cA, cB, cC], KEY)).toBe(0);
  });

  it('settles top-down: the platform pays A, A pays B from its main wallet, B pays C', async () => {
    await k.fold();
    const before = await commissions();
    const r = await settle('realtime', KEY);
    expect(r.outcome).toBe('settled');
    expect(await bill(cA, KEY)).toEqual({ status: 'issued', validBet: 35_000, profitLoss: -5_000, activeMembers: 3, base: 35_000, rate: 100, amount: 350, paid: 350, payer: null });
    expect(await bill(cB, KEY)).toEqual({ status: 'issued', validBet: 30_000, profitLoss: 0, activeMembers: 2, base: 30_000, rate: 80, amount: 240, paid: 240, payer: A.id });
    expect(await bill(cC, KEY)).toEqual({ status: 'issued', validBet: 20_000, profitLoss: 10_000, activeMembers: 1, base: 20_000, rate: 50, amount: 100, paid: 100, payer: B.id });
    expect([await k.main(A.id), await k.main(B.id), await k.main(C.id)]).toEqual([110, 140, 100]);
    expect(await commissions()).toBe(before - 350);
    const tx = await d.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('contract_bills as b', 'b.transaction_id', 't.id')
      .select(['t.kind', 't.reference', 'b.id', 't.note'])
      .where('b.contract_id', '=', cB)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'realtimeSalary', note: KEY });
    expect(tx.reference).toBe(tx.id);
    await clean();
  });

  it('a re-run changes nothing', async () => {
    const postings = await k.postings();
    const bills = await k.count('contract_bills');
    expect(await settle('realtime', KEY)).toMatchObject({ outcome: 'alreadyDone', bills: 0, paid: 0 });
    const ops = await k.ops('agents', 'settle', 'realtime', KEY);
    expect(ops.output).toContain('already settled');
    expect(await k.postings()).toBe(postings);
    expect(await k.count('contract_bills')).toBe(bills);
    const run = await d.db.selectFrom('settlement_runs').selectAll().where('kind', '=', 'realtime').where('period_key', '=', KEY).executeTakeFirstOrThrow();
    expect(run.status).toBe('done');
    expect(Number(run.paid)).toBeGreaterThanOrEqual(690);
  });

  it('both sides see it: bills received and paid, my income, account records', async () => {
    const [s, received] = await k.query(e.agentBills.path, { side: 'received', start: '2026-03-01', end: '2026-03-01' }, B);
    expect(s).toBe(200);
    assert(received.value, await responseStruct(e.agentBills));
    expect(received.value.list.map((b: { payer: string; payee: string; amount: number; status: string; periodKey: string }) => [b.payer, b.payee, b.amount, b.status, b.periodKey])).toEqual([
      [A.username, B.username, 240, 'issued', KEY],
    ]);
    expect(received.value.summary).toEqual({ amount: 240, paid: 240 });
    const [, paid] = await k.query(e.agentBills.path, { side: 'paid', kind: 'realtime', start: '2026-03-01', end: '2026-03-01' }, B);
    expect(paid.value.list.map((b: { payee: string; paid: number }) => [b.payee, b.paid])).toEqual([[C.username, 100]]);
    const [, platform] = await k.query(e.agentBills.path, { start: '2026-03-01', end: '2026-03-01' }, A);
    expect(platform.value.list[0]).toMatchObject({ payer: 'platform', payee: A.username, rateBps: 100, base: 35_000 });
    const [, other] = await k.query(e.agentBills.path, { start: '2026-02-28', end: '2026-02-28' }, B);
    expect(other.value.total).toBe(0);
    expect((await k.query(e.agentBills.path, { side: 'both' }, B))[1].errorCode).toBe('request_param_err');

    const [is, income] = await k.query(e.agentIncome.path, { start: '2026-02-28', end: '2026-03-01' }, B);
    expect(is).toBe(200);
    assert(income.value, await responseStruct(e.agentIncome));
    expect(income.value.total).toBe(240);
    expect(income.value.byKind.find((x: { kind: string }) => x.kind === 'realtime')).toEqual({ kind: 'realtime', paid: 240, bills: 1 });
    expect(income.value.byDay).toEqual([
      { day: '2026-02-28', paid: 0 },
      { day: '2026-03-01', paid: 240 },
    ]);

    // The payee's account record shows the payout (PostingType realtimeSalary), and the wire struct accepts it.
    const [rs, records] = await k.query(moneyEndpoints.accountRecords.path, { start: '2026-03-01', end: '2026-03-01' }, C);
    expect(rs).toBe(200);
    assert(records.value, await responseStruct(moneyEndpoints.accountRecords));
    expect(records.value.list.map((r: { type: string; amount: number }) => [r.type, r.amount])).toContainEqual(['realtimeSalary', 100]);

    const ops = await k.ops('agents', 'bills', B.username);
    expect(ops.output).toContain(`${A.username}`);
    expect(ops.output).toContain('issued');
  });
});

describe('a crash in the middle', () => {
  const KEY = '2026-03-01T12:20'; // [04:20Z, 04:25Z)
  let xs: { agent: Member; contract: string }[];
  beforeAll(async () => {
    k.clock.set(at('2026-03-01T04:19:00Z'));
    xs = [];
    for (let i = 0; i < 3; i++) {
      const agent = await k.agent();
      const member = await k.under(agent);
      xs.push({ agent, contract: await grant(agent, 'realtime', [tier({ periodValidBet: 1, rate: 200 })]) });
      await k.bet(member, 1_000 * (i + 1), 0, at('2026-03-01T04:21:00Z'));
    }
    await k.bet(m1, 10_000, 0, at('2026-03-01T04:21:00Z'));
    await k.bet(mc, 20_000, 30_000, at('2026-03-01T04:22:00Z'));
    await k.bet(ma, 5_000, 0, at('2026-03-01T04:23:00Z'));
    k.clock.set(new Date(at('2026-03-01T04:25:00Z').getTime() + GRACE));
    await k.fold();
  });

  it('stops after two bills, then resumes with the others and pays each contract exactly once', async () => {
    const ids = [cA, cB, cC, ...xs.map((x) => x.contract)];
    const balances = async () => Promise.all([A, B, C, ...xs.map((x) => x.agent)].map((m) => k.main(m.id)));
    const start = await balances();
    const postings = await k.postings();
    await expect(
      settle('realtime', KEY, {
        batchSize: 1,
        afterBatch: (n) => {
          if (n === 2) throw new Error('crash after 2 bills');
        },
      }),
    ).rejects.toThrow('crash after 2 bills');
    expect(await billsOf(ids, KEY)).toBe(2);
    // Two bills, each with its posting (both top-level: paid by the platform), nothing else.
    expect(await k.postings()).toBe(postings + 4);
    const run = await d.db.selectFrom('settlement_runs').select(['status', 'lease_until']).where('kind', '=', 'realtime').where('period_key', '=', KEY).executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'running', lease_until: null });

    const r = await settle('realtime', KEY);
    expect(r.outcome).toBe('settled');
    expect(await billsOf(ids, KEY)).toBe(6);
    const end = await balances();
    expect(end.map((v, i) => v - start[i]!)).toEqual([350 - 240, 240 - 100, 100, 20, 40, 60]);
    expect(await k.postings()).toBe(postings + 6 * 2);
    expect((await settle('realtime', KEY)).outcome).toBe('alreadyDone');
    await clean();
  });

  it('a run held by another instance is left alone until its lease lapses; two settlements at once write each bill once', async () => {
    const KEY2 = '2026-03-01T12:25'; // [04:25Z, 04:30Z)
    k.clock.set(new Date(at('2026-03-01T04:30:00Z').getTime() + GRACE));
    await k.fold();
    const p = periodOfKey('realtime', { dividendPeriod: 'semimonthly' }, KEY2)!;
    await d.db
      .insertInto('settlement_runs')
      .values({
        merchant_code: TEST_MERCHANT,
        kind: 'realtime',
        period_key: KEY2,
        grain: p.grain,
        period_start: p.start,
        period_end: p.end,
        status: 'running',
        lease_until: new Date(k.clock.now().getTime() + 60_000),
        started_at: k.clock.now(),
      })
      .execute();
    expect((await settle('realtime', KEY2)).outcome).toBe('busy');
    k.clock.advance(60_000);
    expect((await settle('realtime', KEY2)).outcome).toBe('settled');

    const KEY3 = '2026-03-01T12:30';
    k.clock.set(new Date(at('2026-03-01T04:35:00Z').getTime() + GRACE));
    await k.bet(m1, 10_000, 0, at('2026-03-01T04:31:00Z'));
    await k.fold();
    const both = await Promise.all([settle('realtime', KEY3), settle('realtime', KEY3)]);
    expect(both.filter((x) => x.outcome === 'settled')).toHaveLength(1);
    expect(both.map((x) => x.outcome).sort()[0]).toMatch(/alreadyDone|busy/);
    expect(await billsOf([cA, cB, cC], KEY3)).toBe(3);
    expect(await bill(cB, KEY3)).toMatchObject({ amount: 80, paid: 80, status: 'issued' });
    await clean();
  });
});

describe('hourly salary: an hour; issued, not reached, rejected', () => {
  const KEY = '2026-03-01T13'; // [05:00Z, 06:00Z)
  let P: Member, Q: Member, R1: Member, R2: Member, S: Member, T: Member;
  let cP: string, cQ: string, cR1: string, cR2: string, cS: string, cT: string;
  beforeAll(async () => {
    k.clock.set(at('2026-03-01T04:40:00Z'));
    P = await k.agent();
    Q = await k.agent({ upline: P });
    R1 = await k.agent({ upline: Q });
    R2 = await k.agent({ upline: Q });
    S = await k.agent({ upline: Q });
    T = await k.agent({ upline: Q });
    cP = await grant(P, 'hourly', [tier({ betHourly: 1_000, rate: 100 })]);
    cQ = await contract(P, Q, 'hourly', [tier({ betHourly: 1_000, rate: 100 })]);
    cR1 = await contract(Q, R1, 'hourly', [tier({ betHourly: 1_000, rate: 100 })]);
    cR2 = await contract(Q, R2, 'hourly', [tier({ betHourly: 1_000, rate: 50 })]);
    cS = await contract(Q, S, 'hourly', [tier({ betHourly: 1_000, rate: 100 })]);
    cT = await contract(Q, T, 'hourly', [tier({ betHourly: 1_000, rate: 100 })]);
    await k.bet(await k.under(R1), 10_000, 0, at('2026-03-01T05:00:00Z'));
    await k.bet(await k.under(R2), 10_000, 0, at('2026-03-01T05:20:00Z'));
    await k.bet(await k.under(S), 10_000, 0, at('2026-03-01T05:59:59.999Z'));
    await k.bet(await k.under(T), 999, 0, at('2026-03-01T05:30:00Z'));
    // Outside the hour.
    await k.bet(await k.under(T), 5_000, 0, at('2026-03-01T04:59:59.999Z'));
    await k.bet(await k.under(T), 5_000, 0, at('2026-03-01T06:00:00Z'));
    // S ends its contract inside the hour: nothing is due to it for the hour.
    k.clock.set(at('2026-03-01T05:30:00Z'));
    const [s] = await k.send('POST', e.contractEnd.path, { id: cS }, S);
    expect(s).toBe(200);
    k.clock.set(new Date(at('2026-03-01T06:00:00Z').getTime() + GRACE));
    await k.fold();
  });

  it('pays the reached tiers of the hour; a threshold one below is not reached; an ended contract gets a rejected bill', async () => {
    expect((await settle('hourly', KEY)).outcome).toBe('settled');
    expect(await bill(cP, KEY)).toMatchObject({ status: 'issued', validBet: 30_999, amount: 309, paid: 309, payer: null });
    expect(await bill(cQ, KEY)).toMatchObject({ status: 'issued', validBet: 30_999, amount: 309, paid: 309, payer: P.id });
    expect(await bill(cR1, KEY)).toMatchObject({ status: 'issued', validBet: 10_000, amount: 100, paid: 100 });
    expect(await bill(cR2, KEY)).toMatchObject({ status: 'issued', validBet: 10_000, rate: 50, amount: 50, paid: 50 });
    expect(await bill(cS, KEY)).toMatchObject({ status: 'rejected', validBet: 10_000, amount: 0, paid: 0 });
    expect(await bill(cT, KEY)).toMatchObject({ status: 'notReached', validBet: 999, rate: 0, amount: 0, paid: 0 });
    expect(await Promise.all([P, Q, R1, R2, S, T].map((m) => k.main(m.id)))).toEqual([0, 309 - 150, 100, 50, 0, 0]);
    await clean();
  });
});

describe('daily salary: a day, through the job', () => {
  const KEY = '2026-03-01'; // [2026-02-28T16:00Z, 2026-03-01T16:00Z)
  let D1: Member, D2: Member, c1: string, c2: string;
  beforeAll(async () => {
    k.clock.set(at('2026-03-01T06:10:00Z'));
    D1 = await k.agent();
    D2 = await k.agent({ upline: D1 });
    c1 = await grant(D1, 'daily', [tier({ betDaily: 100_000, activeMembers: 2, rate: 100 })]);
    c2 = await contract(D1, D2, 'daily', [tier({ betDaily: 100_000, activeMembers: 2, rate: 50 })]);
    await k.bet(await k.under(D2), 60_000, 0, at('2026-02-28T16:00:00Z'));
    await k.bet(await k.under(D2), 40_000, 80_000, at('2026-03-01T10:00:00Z'));
    const dm3 = await k.under(D1);
    await k.bet(dm3, 50_000, 0, at('2026-03-01T15:59:59.999Z'));
    await k.bet(dm3, 70_000, 0, at('2026-03-01T16:00:00Z'));
  });

  it('the job settles the closed day (and nothing before the grace)', async () => {
    k.clock.set(new Date(at('2026-03-01T16:00:00Z').getTime() + GRACE - 1));
    await k.fold();
    await runSettlement({ db: d.db, clock: k.clock }, { kinds: ['daily'] });
    expect(await billsOf([c1, c2], KEY)).toBe(0);
    k.clock.advance(1);
    // The bet at 16:00:00Z is in the outbox (it belongs to the next day) — folded, it does not hold the day back.
    await k.fold();
    const tick = await runSettlement({ db: d.db, clock: k.clock }, { kinds: ['daily'] });
    expect(tick.runs).toBeGreaterThanOrEqual(1);
    expect(await bill(c1, KEY)).toMatchObject({ status: 'issued', validBet: 150_000, activeMembers: 3, amount: 1_500, paid: 1_500 });
    expect(await bill(c2, KEY)).toMatchObject({ status: 'issued', validBet: 100_000, activeMembers: 2, profitLoss: -20_000, amount: 500, paid: 500 });
    expect([await k.main(D1.id), await k.main(D2.id)]).toEqual([1_000, 500]);
    const again = await runSettlement({ db: d.db, clock: k.clock }, { kinds: ['daily'] });
    expect(again.bills).toBe(0);
    await clean();
  });
});

describe('dividends: a half month (semimonthly); partly issued and insufficient balance', () => {
  const KEY = '2026-03-01'; // [2026-02-28T16:00Z, 2026-03-15T16:00Z)
  let V1: Member, V2: Member, V3: Member, V4: Member, c1: string, c2: string, c3: string, c4: string;
  beforeAll(async () => {
    k.clock.set(at('2026-03-01T17:00:00Z'));
    V1 = await k.agent({ funds: 1_000 });
    V2 = await k.agent({ upline: V1 });
    V3 = await k.agent({ upline: V1 });
    V4 = await k.agent({ upline: V1 });
    c1 = await grant(V1, 'dividend', [tier({ periodProfitLoss: 1, rate: 2_000 })]);
    c2 = await contract(V1, V2, 'dividend', [tier({ periodProfitLoss: 1, rate: 1_500 })]);
    c3 = await contract(V1, V3, 'dividend', [tier({ periodProfitLoss: 1, rate: 1_500 })]);
    c4 = await contract(V1, V4, 'dividend', [tier({ periodProfitLoss: 1, rate: 1_500 })]);
    await k.bet(await k.under(V2), 40_000, 0, at('2026-03-03T02:00:00Z'));
    await k.bet(await k.under(V2), 20_000, 10_000, at('2026-03-15T15:59:59.999Z'));
    await k.bet(await k.under(V3), 50_000, 0, at('2026-03-10T02:00:00Z'));
    // V4's team won: no dividend base.
    await k.bet(await k.under(V4), 1_000, 1_500, at('2026-03-10T03:00:00Z'));
    // V1's own direct member won big: V1's team lost only 100,000 − 90,500 = 9,500.
    await k.bet(await k.under(V1), 10_000, 100_000, at('2026-03-12T02:00:00Z'));
    // The next half month.
    await k.bet(await k.under(V2), 99_000, 0, at('2026-03-15T16:00:00Z'));
  });

  it('keys name half months on the 1st and the 16th only', () => {
    const semi = { dividendPeriod: 'semimonthly' as const };
    expect(periodOfKey('dividend', semi, '2026-03-01')?.end.toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(periodOfKey('dividend', semi, '2026-03-16')?.end.toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(periodOfKey('dividend', semi, '2026-03-02')).toBeNull();
    expect(periodOfKey('dividend', { dividendPeriod: 'weekly' }, '2026-03-02')?.key).toBe('2026-03-02');
    expect(periodOfKey('dividend', { dividendPeriod: 'weekly' }, '2026-03-01')).toBeNull();
    expect(periodOfKey('dividend', { dividendPeriod: 'monthly' }, '2026-03')?.start.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(periodOfKey('realtime', semi, '2026-03-01T12:07')).toBeNull();
  });

  it('pays the team’s net loss × rate; an upline pays from its bill then its balance while they last', async () => {
    k.clock.set(new Date(at('2026-03-15T16:00:00Z').getTime() + GRACE));
    await k.fold();
    const r = await k.ops('agents', 'settle', 'dividend', KEY);
    expect(r.ok, r.output).toBe(true);
    expect(r.output).toContain('settled');
    expect(await bill(c1, KEY)).toMatchObject({ status: 'issued', profitLoss: -9_500, base: 9_500, rate: 2_000, amount: 1_900, paid: 1_900 });
    // V1 has 1,900 + its own 1,000 = 2,900 for 7,500 + 7,500: one bill partly issued, the other finds nothing.
    const due = [await bill(c2, KEY), await bill(c3, KEY)];
    expect(due.map((b) => [b!.profitLoss, b!.amount])).toEqual([
      [-50_000, 7_500],
      [-50_000, 7_500],
    ]);
    expect(due.map((b) => [b!.status, b!.paid]).sort()).toEqual([
      ['insufficientBalance', 0],
      ['partlyIssued', 2_900],
    ]);
    expect(await bill(c4, KEY)).toMatchObject({ status: 'notReached', profitLoss: 500, base: 0, amount: 0 });
    expect(await k.main(V1.id)).toBe(0);
    expect((await k.main(V2.id)) + (await k.main(V3.id))).toBe(2_900);
    const [, mine] = await k.query(e.agentBills.path, { kind: 'dividend', side: 'paid', start: '2026-03-01', end: '2026-03-15' }, V1);
    expect(mine.value.summary).toEqual({ amount: 15_000, paid: 2_900 });
    expect(mine.value.list[0]).toMatchObject({ periodKey: KEY, periodStart: '2026-02-28T16:00:00.000Z', periodEnd: '2026-03-15T16:00:00.000Z' });
    await clean();
  });
});

describe('dev: settle the current period now (browser tests)', () => {
  it('POST /dev/agents/settle folds, settles the period holding now under the job’s key; the job then skips it', async () => {
    k.clock.set(at('2026-03-20T04:01:00Z'));
    const top = await k.agent();
    const c = await grant(top, 'realtime', [tier({ periodValidBet: 1, rate: 100 })]);
    await k.bet(await k.under(top), 10_000, 0, at('2026-03-20T04:02:00Z'));
    k.clock.set(at('2026-03-20T04:03:00Z'));
    const [s, b] = await k.send('POST', '/dev/agents/settle', { kind: 'realtime' });
    expect(s, JSON.stringify(b)).toBe(200);
    expect(b.value).toMatchObject({ outcome: 'settled', key: '2026-03-20T12:00' });
    expect(await bill(c, '2026-03-20T12:00')).toMatchObject({ status: 'issued', amount: 100 });
    expect((await k.send('POST', '/dev/agents/settle', { kind: 'realtime' }))[1].value.outcome).toBe('alreadyDone');
    expect((await k.send('POST', '/dev/agents/settle', { kind: 'weekly' }))[0]).toBe(400);
    await clean();
  });

  it('does not exist in production', async () => {
    const { makeTestApp } = await import('../../server/testing/test-app');
    const t = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    const res = await t.call('/dev/agents/settle', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ kind: 'realtime' }) });
    expect(res.status).toBe(404);
  });
});
