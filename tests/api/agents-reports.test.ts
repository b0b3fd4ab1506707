import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as e } from '../../src/api/agent-endpoints';
import { responseStruct } from '../../src/api/endpoints';
import { json } from '../../server/db/json';
import { PasswordHasher } from '../../server/domain/auth/passwords';
import { loadMerchantMoney } from '../../server/domain/money/context';
import { approveDeposit, createDeposit } from '../../server/domain/money/deposits';
import { TEST_ARGON2 } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeAgentKit } from './agents-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

/**
 * Agent center reports (docs/agents.md "Reports"): menu, announcements, overview, profit and
 * loss, member detail, team bets, transaction details. The kit's clock stands at
 * 2026-03-01 12:00 GMT+8 (a Sunday).
 */
let top: Member, sub: Member, m1: Member, m2: Member, m3: Member;
let other: Member, otherMember: Member;
const TODAY = '2026-03-01';
const YESTERDAY_NOON = new Date('2026-02-28T04:00:00Z');

const { d, k } = useKit(makeAgentKit);
beforeAll(async () => {
  // top ─┬─ sub ─┬─ m1
  //      │       └─ m2
  //      └─ m3            other ── otherMember
  top = await k.agent({ rebateBps: 200 });
  sub = await k.agent({ upline: top, rebateBps: 150 });
  m1 = await k.under(sub);
  m2 = await k.under(sub);
  m3 = await k.under(top);
  other = await k.agent();
  otherMember = await k.under(other);
  await k.bet(m1, 1000, 0);
  await k.bet(m1, 500, 1500);
  await k.bet(m2, 200, 0);
  await k.bet(m3, 3000, 0);
  await k.bet(sub, 100, 0);
  await k.bet(m3, 700, 0, YESTERDAY_NOON);
  await k.bet(otherMember, 99_999, 0);
  // One approved deposit of m1 (through the money domain: the outbox trigger sees it).
  const money = { db: d.db, clock: k.clock, settings: k.t.config.money, hasher: new PasswordHasher(TEST_ARGON2) };
  const dep = await createDeposit(money, await loadMerchantMoney(d.db, TEST_MERCHANT), m1.id, { requestId: k.rid(), channel: 'BANK', amount: 50_000 });
  await approveDeposit(money, TEST_MERCHANT, dep.reference, 'operator');
});

describe('GET /wps/agent/overview', () => {
  it('says asOf is behind while the fold has not run, then sums the downline from team_stats', async () => {
    const [, before] = await k.query(e.agentOverview.path, {}, top);
    expect(before.value.figures.betCount).toBe(0);
    expect(new Date(before.value.asOf).getTime()).toBeLessThan(k.clock.now().getTime());
    await k.fold();
    const [status, body] = await k.query(e.agentOverview.path, { period: 'today' }, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentOverview));
    expect(body.value).toMatchObject({
      period: 'today',
      start: '2026-02-28T16:00:00.000Z',
      end: '2026-03-01T16:00:00.000Z',
      teamSize: 4,
      directMembers: 1,
      directAgents: 1,
      asOf: k.clock.now().toISOString(),
    });
    expect(body.value.figures).toEqual({
      betCount: 5,
      stake: 4800,
      validBet: 4800,
      payout: 1500,
      profitLoss: -3300,
      deposits: 50_000,
      depositCount: 1,
      withdrawals: 0,
      withdrawalCount: 0,
      newMembers: 4,
      activeMembers: 4,
    });
  });

  it('covers the named period: yesterday, this week, this month', async () => {
    const fig = async (period: string) => (await k.query(e.agentOverview.path, { period }, top))[1].value.figures;
    expect((await fig('yesterday')).stake).toBe(700);
    // Sunday March 1st closes the week that started on Monday February 23rd.
    expect((await fig('thisWeek')).stake).toBe(5500);
    expect((await fig('thisMonth')).stake).toBe(4800);
    expect((await fig('lastMonth')).stake).toBe(700);
    expect((await fig('thisWeek')).activeMembers).toBe(4); // m3 is active on two days, counted once
    expect((await fig('lastWeek')).betCount).toBe(0);
  });

  it('shows a sub-agent only its own downline', async () => {
    const [, body] = await k.query(e.agentOverview.path, {}, sub);
    expect(body.value).toMatchObject({ teamSize: 2, directMembers: 2, directAgents: 0 });
    expect(body.value.figures).toMatchObject({ betCount: 3, stake: 1700, payout: 1500, profitLoss: -200, deposits: 50_000, activeMembers: 2 });
  });

  it('refuses an unknown period', async () => {
    const [status, body] = await k.query(e.agentOverview.path, { period: 'forever' }, top);
    expect([status, body.errorCode, body.value.field]).toEqual([400, 'request_param_err', 'period']);
  });
});

describe('GET /wps/agent/profit', () => {
  it('lists the direct downlines with own and team figures, levels and the total', async () => {
    const [status, body] = await k.query(e.agentProfit.path, { start: TODAY, end: TODAY }, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentProfit));
    const v = body.value;
    expect([v.parent, v.path, v.start, v.end]).toEqual([top.username, [top.username], TODAY, TODAY]);
    expect(v.rows.total).toBe(2);
    // Default sort: valid bet (own + team), highest first: m3 3000, sub 100 + 1700.
    expect(v.rows.list.map((r: any) => r.account)).toEqual([m3.username, sub.username]);
    const s = v.rows.list[1];
    expect([s.type, s.own.stake, s.own.activeMembers, s.team.stake, s.team.payout, s.team.profitLoss, s.team.activeMembers]).toEqual([1, 100, 1, 1700, 1500, -200, 2]);
    expect(v.rows.list[0].team.betCount).toBe(0);
    expect(v.levels.map((l: any) => [l.level, l.members, l.figures.stake])).toEqual([
      [1, 2, 3100],
      [2, 2, 1700],
    ]);
    expect(v.total).toMatchObject({ betCount: 5, stake: 4800, profitLoss: -3300, activeMembers: 4, newMembers: 4 });
  });

  it('sorts on the server in either order', async () => {
    const order = async (sort: string, o: string) =>
      (await k.query(e.agentProfit.path, { start: TODAY, end: TODAY, sort, order: o }, top))[1].value.rows.list.map((r: any) => r.account);
    expect(await order('validBet', 'asc')).toEqual([sub.username, m3.username]);
    expect(await order('profitLoss', 'asc')).toEqual([m3.username, sub.username]);
    expect(await order('betCount', 'desc')).toEqual([sub.username, m3.username]);
    expect(await order('account', 'asc')).toEqual([sub.username, m3.username].sort((a, b) => a.localeCompare(b)));
  });

  it('drills into a downline agent with a breadcrumb path, and adds up a range of days', async () => {
    const [, body] = await k.query(e.agentProfit.path, { start: TODAY, end: TODAY, parent: sub.username }, top);
    expect(body.value.path).toEqual([top.username, sub.username]);
    expect(body.value.rows.list.map((r: any) => r.account).sort()).toEqual([m1.username, m2.username].sort());
    expect(body.value.levels.map((l: any) => l.level)).toEqual([1]);
    const [, month] = await k.query(e.agentProfit.path, { start: '2026-02-01', end: TODAY }, top);
    expect(month.value.total.stake).toBe(5500);
  });

  it('refuses a parent outside the downline and a bad range', async () => {
    for (const parent of [otherMember.username, other.username, 'nobody-here']) {
      const [status, body] = await k.query(e.agentProfit.path, { start: TODAY, end: TODAY, parent }, top);
      expect([status, body.errorCode]).toEqual([404, 'agent.member.unknown']);
    }
    // The sub-agent cannot look up at its own upline either.
    expect((await k.query(e.agentProfit.path, { parent: top.username }, sub))[0]).toBe(404);
    const [status, body] = await k.query(e.agentProfit.path, { start: TODAY, end: '2026-02-01' }, top);
    expect([status, body.value.field]).toEqual([400, 'end']);
  });
});

describe('GET /wps/agent/member', () => {
  it('gives the member, its balance, its own last 30 days and the path to it', async () => {
    await k.fund(m1.id, 12_345);
    const [status, body] = await k.query(e.agentMember.path, { account: m1.username }, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentMember));
    expect(body.value.member).toMatchObject({ account: m1.username, level: 2, upline: sub.username, type: 0, teamSize: 0 });
    expect(body.value.path).toEqual([top.username, sub.username]);
    expect(body.value.balance).toBe(50_000 + 12_345);
    expect(body.value.last30Days).toMatchObject({ betCount: 2, stake: 1500, payout: 1500, profitLoss: 0, deposits: 50_000, activeMembers: 1 });
  });

  it('is 404 agent.member.unknown for another agent’s member, the caller itself and nobody', async () => {
    for (const account of [otherMember.username, top.username, 'ghost999', '']) {
      const [status, body] = await k.query(e.agentMember.path, { account }, top);
      expect([account, status, body.errorCode]).toEqual([account, 404, 'agent.member.unknown']);
      expect(JSON.stringify(body)).not.toContain(otherMember.id);
    }
  });
});

describe('GET /wps/agent/bets', () => {
  it('lists the downline’s bets of the days with the sums of the filter', async () => {
    const [status, body] = await k.query(e.agentBets.path, { start: TODAY, end: TODAY }, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentBets));
    expect(body.value.total).toBe(5);
    expect(body.value.summary).toEqual({ stake: 4800, validBet: 4800, payout: 1500, profit: -3300 });
    expect(new Set(body.value.list.map((b: any) => b.account))).toEqual(new Set([m1.username, m2.username, m3.username, sub.username]));
  });

  it('names each bet’s vendor as the catalogue does, beside its code (as the member’s own bet records)', async () => {
    const [, body] = await k.query(e.agentBets.path, { start: TODAY, end: TODAY }, top);
    expect(body.value.list.length).toBeGreaterThan(0);
    for (const b of body.value.list) expect([b.vendor, b.vendorName]).toEqual(['PG', 'PG Soft']);
  });

  it('filters by member, status and category', async () => {
    const one = (await k.query(e.agentBets.path, { start: TODAY, end: TODAY, account: m1.username }, top))[1].value;
    expect([one.total, one.summary.profit]).toEqual([2, 0]);
    expect((await k.query(e.agentBets.path, { status: 'won' }, top))[1].value.total).toBe(1);
    expect((await k.query(e.agentBets.path, { category: 'live' }, top))[1].value.total).toBe(0);
    expect((await k.query(e.agentBets.path, { status: 'nope' }, top))[0]).toBe(400);
  });

  it('never shows the caller’s own bets nor another team’s', async () => {
    const [, body] = await k.query(e.agentBets.path, {}, sub);
    expect(body.value.list.map((b: any) => b.account)).not.toContain(sub.username);
    expect(body.value.total).toBe(3);
    const [status, refused] = await k.query(e.agentBets.path, { account: otherMember.username }, top);
    expect([status, refused.errorCode]).toEqual([404, 'agent.member.unknown']);
  });
});

describe('GET /wps/agent/transactions', () => {
  it('lists postings on the downline’s wallets, filtered by member and type', async () => {
    const [status, body] = await k.query(e.agentTransactions.path, { start: TODAY, end: TODAY }, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentTransactions));
    const m1Rows = body.value.list.filter((r: any) => r.account === m1.username);
    expect(m1Rows.map((r: any) => [r.type, r.amount])).toEqual(
      expect.arrayContaining([
        ['deposit', 12_345],
        ['deposit', 50_000],
      ]),
    );
    const dep = await k.query(e.agentTransactions.path, { type: 'deposit', account: m1.username }, top);
    expect(dep[1].value.total).toBe(2);
    expect(dep[1].value.list[0].balanceAfter).toBe(62_345);
    expect((await k.query(e.agentTransactions.path, { type: 'betStake', account: m1.username }, top))[1].value.total).toBe(0);
    expect((await k.query(e.agentTransactions.path, { account: m1.username }, sub))[1].value.total).toBe(2);
    expect((await k.query(e.agentTransactions.path, { account: m1.username }, other))[0]).toBe(404);
  });
});

describe('GET /wps/agent/menu and announcements', () => {
  it('lists the SPEC §2 entries and the contract entries whose flag is on', async () => {
    const [status, body] = await k.get(e.agentMenu.path, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentMenu));
    expect(body.value.entries.map((x: any) => [x.page, x.type])).toEqual([
      ['agentAnnouncement', 0],
      ['agentTeamOverview', 0],
      ['registerCenter', 0],
      ['downlineManagmentView', 0],
      ['personalHistoryCopy', 0],
      ['palStatementsAgentCopy', 0],
      ['agentRevenueReport', 0],
      ['agentDownlineTransactionDetailsCopy', 0],
      ['agentDividend', 1],
      ['agentDailySalary', 1],
      ['agentHourlySalary', 1],
    ]);
    expect(body.value.flags).toEqual({ enableCt: true, salary: true, hourSalary: true, realtimeSalary: true });
    expect(body.value.agent).toEqual({ account: top.username, type: 1, rebateBps: 200 });
  });

  it('leaves out an entry whose flag the merchant turned off', async () => {
    const row = await d.db.selectFrom('merchants').select('profile').where('code', '=', TEST_MERCHANT).executeTakeFirstOrThrow();
    const profile = row.profile;
    await d.db
      .updateTable('merchants')
      .set({ profile: json({ ...profile, agents: { ...profile.agents, salary: false } }) })
      .where('code', '=', TEST_MERCHANT)
      .execute();
    k.t.cache.invalidate();
    try {
      const [, body] = await k.get(e.agentMenu.path, top);
      expect(body.value.entries.map((x: any) => x.page)).not.toContain('agentDailySalary');
      expect(body.value.entries.map((x: any) => x.page)).toContain('agentHourlySalary');
      expect(body.value.flags.salary).toBe(false);
    } finally {
      await d.db.updateTable('merchants').set({ profile: json(profile) }).where('code', '=', TEST_MERCHANT).execute();
      k.t.cache.invalidate();
    }
  });

  it('pages the seeded announcements, pinned first, in the request language', async () => {
    const en = await json_(await k.t.call(e.agentAnnouncements.path, { headers: { Authorization: top.token, Language: 'EN' } }));
    assert(en.value, await responseStruct(e.agentAnnouncements));
    expect(en.value.total).toBeGreaterThanOrEqual(3);
    expect(en.value.list[0].pinned).toBe(true);
    const dates = en.value.list.filter((a: any) => !a.pinned).map((a: any) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bn = await json_(await k.t.call(e.agentAnnouncements.path, { headers: { Authorization: top.token, Language: 'BN' } }));
    expect(bn.value.list[0].id).toBe(en.value.list[0].id);
    expect(bn.value.list[0].title).not.toBe(en.value.list[0].title);
    expect(en.value.list.some((a: any) => a.content.includes('<'))).toBe(true);
  });
});

const json_ = (res: Response) => res.json() as Promise<any>;
