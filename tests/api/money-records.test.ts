import { beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { moneyEndpoints as endpoints } from '../../src/api/money-endpoints';
import { creditPromotion } from '../../server/domain/money/bonuses';
import { makeTestApp } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

const bet = (m: Member | undefined, p: Record<string, unknown>) => k.send('POST', '/dev/bet', p, m);
/** A bet at a given instant (the kit's clock is moved there). */
async function betAt(m: Member, iso: string, p: { stake: number; payout: number | null; category?: string; wallet?: string }) {
  k.clock.set(new Date(iso));
  const [status, body] = await bet(m, { requestId: k.rid(), wallet: p.wallet ?? 'MAIN', stake: p.stake, payout: p.payout, category: p.category ?? 'RNG' });
  expect(status).toBe(200);
  return body.value.reference as string;
}

describe('POST /dev/bet (not in production)', () => {
  it('places and settles a bet through the ledger: stake out, payout in', async () => {
    const m = await k.member({ funds: 10_000 });
    const before = await k.postings();
    const [status, body] = await bet(m, { requestId: k.rid(), wallet: 'MAIN', stake: 1_000, payout: 2_500, category: 'sports' });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.devBet));
    expect(body.value.balance.sumBalance).toBe(11_500);
    expect(await k.postings()).toBe(before + 4);
    const [, lost] = await bet(m, { requestId: k.rid(), wallet: 'MAIN', stake: 500, payout: null });
    expect(lost.value.balance.sumBalance).toBe(11_000);
    expect(await k.postings()).toBe(before + 6);
  });

  it('is idempotent on requestId and refuses bad input, overdrafts and a missing token', async () => {
    const m = await k.member({ funds: 3_000 });
    const requestId = k.rid();
    const [, a] = await bet(m, { requestId, wallet: 'MAIN', stake: 1_000, payout: null });
    const [, b] = await bet(m, { requestId, wallet: 'MAIN', stake: 1_000, payout: null });
    expect(b.value.reference).toBe(a.value.reference);
    expect(await k.main(m.id)).toBe(2_000);
    await k.refused(() => bet(m, { requestId, wallet: 'MAIN', stake: 1_001, payout: null }), 409, 'money.idempotency.conflict');
    for (const stake of [0, -1, 2.5, '100']) await k.refused(() => bet(m, { requestId: k.rid(), wallet: 'MAIN', stake, payout: null }), 400, 'money.amount.invalid');
    await k.refused(() => bet(m, { requestId: k.rid(), wallet: 'MAIN', stake: 100, payout: -5 }), 400, 'money.amount.invalid');
    await k.refused(() => bet(m, { requestId: k.rid(), wallet: 'NOPE', stake: 100, payout: null }), 400, 'money.wallet.unknown');
    await k.refused(() => bet(m, { requestId: k.rid(), wallet: 'MAIN', stake: 2_001, payout: null }), 409, 'money.balance.insufficient');
    await k.refused(() => bet(m, { requestId: k.rid(), wallet: 'EVO', stake: 1, payout: null }), 409, 'money.balance.insufficient');
    await k.refused(() => bet(undefined, { requestId: k.rid(), wallet: 'MAIN', stake: 100, payout: null }), 401, 'login.required');
    expect(await k.main(m.id)).toBe(2_000);
    const prod = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    expect((await prod.call('/dev/bet', { method: 'POST', headers: { Authorization: m.token }, body: '{}' })).status).toBe(404);
  });
});

describe('records', () => {
  let m: Member;
  let other: Member;
  const refs: string[] = [];
  beforeAll(async () => {
    // Funded before the first bet, so the postings' time order is their ledger order.
    k.clock.set(new Date('2026-02-27T00:00:00Z'));
    m = await k.member({ funds: 1_000_000 });
    other = await k.member({ funds: 1_000_000 });
    // 2026-02-28 23:30 and 2026-03-01 00:30 in GMT+8 (the site's day boundary).
    refs.push(await betAt(m, '2026-02-28T15:30:00Z', { stake: 100, payout: null, category: 'LIVE' }));
    refs.push(await betAt(m, '2026-02-28T16:30:00Z', { stake: 200, payout: 500, category: 'LIVE' }));
    for (let i = 0; i < 11; i++) {
      const at = `2026-03-02T${String(i).padStart(2, '0')}:00:00Z`;
      refs.push(await betAt(m, at, { stake: 1_000 + i, payout: i % 2 ? 3_000 : null, category: i < 6 ? 'RNG' : 'SPORTS' }));
    }
    await betAt(other, '2026-03-02T01:00:00Z', { stake: 777, payout: null, category: 'RNG' });
    k.clock.set(new Date('2026-03-03T04:00:00Z'));
    await d.db.transaction().execute((tx) =>
      creditPromotion(tx, { merchantCode: TEST_MERCHANT, userId: m.id, amount: 5_000, kind: 'bonus', name: 'Reload bonus', at: new Date('2026-03-02T02:30:00Z') }),
    );
  });

  it('betting record: the site day (GMT+8) decides the range; 10 a page, newest first; the summary covers every page', async () => {
    const [, day1] = await k.get('/wps/records/bets?start=2026-02-28&end=2026-02-28', m);
    expect(day1.value.list.map((b: { reference: string }) => b.reference)).toEqual([refs[0]]);
    const [, p1] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-02', m);
    assert(p1.value, await responseStruct(endpoints.betRecords));
    expect(p1.value).toMatchObject({ page: 1, size: 10, total: 12 });
    expect(p1.value.list).toHaveLength(10);
    expect(p1.value.list[0]).toMatchObject({ reference: refs[12], category: 'SPORTS', stake: 1_010, payout: 0, profit: -1_010, status: 'lost', placedAt: '2026-03-02T10:00:00.000Z' });
    const [, p2] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-02&page=2', m);
    expect(p2.value.list.map((b: { reference: string }) => b.reference)).toEqual([refs[2], refs[1]]);
    expect(p2.value.list[1]).toMatchObject({ stake: 200, payout: 500, profit: 300, status: 'won', placedAt: '2026-02-28T16:30:00.000Z' });
    const stakes = 200 + Array.from({ length: 11 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    const payouts = 500 + 5 * 3_000;
    expect(p2.value.summary).toEqual({ stake: stakes, validBet: stakes, payout: payouts, profit: payouts - stakes });
    expect(p1.value.summary).toEqual(p2.value.summary);
  });

  it('betting record filters: category and status; an unknown status is a 400', async () => {
    const [, rng] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-31&category=rng', m);
    expect(rng.value.total).toBe(6);
    const [, won] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-31&status=won', m);
    expect(won.value.total).toBe(6);
    expect(won.value.list.every((b: { status: string }) => b.status === 'won')).toBe(true);
    const [s, b] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-31&status=maybe', m);
    expect([s, b.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('shows only the member\'s own rows; an empty period is an empty page', async () => {
    const [, mine] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-31', other);
    expect(mine.value.total).toBe(1);
    expect(mine.value.list[0].stake).toBe(777);
    const [, empty] = await k.get('/wps/records/bets?start=2025-01-01&end=2025-01-31', m);
    expect(empty.value).toEqual({ list: [], page: 1, size: 10, total: 0, summary: { stake: 0, validBet: 0, payout: 0, profit: 0 } });
    const [, emptyTx] = await k.get('/wps/records/transactions?start=2025-01-01&end=2025-01-31', m);
    expect(emptyTx.value).toEqual({ list: [], page: 1, size: 10, total: 0 });
    const [, beyond] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-31&page=9', m);
    expect(beyond.value.list).toEqual([]);
  });

  it('refuses bad ranges with money.records.range: malformed or impossible days, end before start, more than 92 days', async () => {
    for (const q of [
      'start=2026-02-30&end=2026-03-01',
      'start=2026-3-1&end=2026-03-02',
      'start=2026-03-05&end=2026-03-01',
      'start=2026-01-01&end=2026-04-03',
      'end=2026-03-01',
      'start=&end=',
    ]) {
      for (const path of ['bets', 'transactions', 'profit', 'bonus']) {
        const [s, b] = await k.get(`/wps/records/${path}?${q}`, m);
        expect([q, path, s, b.errorCode]).toEqual([q, path, 400, 'money.records.range']);
      }
    }
    expect((await k.get('/wps/records/bets?start=2026-01-01&end=2026-04-02', m))[0]).toBe(200);
    const [s, b] = await k.get('/wps/records/bets?start=2026-03-01&end=2026-03-02&page=0', m);
    expect([s, b.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('account record: every posting on the member\'s wallets with the balance after it; filter by type', async () => {
    const [, all] = await k.get('/wps/records/transactions?start=2026-02-01&end=2026-03-31', m);
    assert(all.value, await responseStruct(endpoints.accountRecords));
    // funding + 13 stakes + 6 payouts + bonus
    expect(all.value.total).toBe(21);
    const [, stakes] = await k.get('/wps/records/transactions?start=2026-02-01&end=2026-03-31&type=betStake', m);
    expect(stakes.value.total).toBe(13);
    const last = stakes.value.list[0];
    expect(last).toMatchObject({ type: 'betStake', wallet: 'MAIN', amount: -1_010, reference: refs[12], createdAt: '2026-03-02T10:00:00.000Z' });
    const [, bonus] = await k.get('/wps/records/transactions?start=2026-03-02&end=2026-03-02&type=bonus', m);
    expect(bonus.value.list).toEqual([expect.objectContaining({ type: 'bonus', amount: 5_000 })]);
    // Each balanceAfter is the previous one plus the amount.
    const chain = [...all.value.list].reverse();
    for (let i = 1; i < chain.length; i++) expect(chain[i].balanceAfter).toBe(chain[i - 1].balanceAfter + chain[i].amount);
    const [s, b] = await k.get('/wps/records/transactions?start=2026-03-01&end=2026-03-02&type=salary', m);
    expect([s, b.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('profit report: settled bets by category with a total row', async () => {
    const [, body] = await k.get('/wps/records/profit?start=2026-02-28&end=2026-03-02', m);
    assert(body.value, await responseStruct(endpoints.profitReport));
    const rows = body.value.rows as { category: string; bets: number; profit: number }[];
    expect(rows.map((r) => [r.category, r.bets])).toEqual([
      ['LIVE', 2],
      ['RNG', 6],
      ['SPORTS', 5],
    ]);
    expect(rows.find((r) => r.category === 'LIVE')!.profit).toBe(500 - 300);
    expect(body.value.total).toMatchObject({ category: 'ALL', bets: 13, profit: rows.reduce((a, r) => a + r.profit, 0) });
    const [, none] = await k.get('/wps/records/profit?start=2025-01-01&end=2025-01-01', m);
    expect(none.value).toEqual({ rows: [], total: { category: 'ALL', bets: 0, stake: 0, validBet: 0, payout: 0, profit: 0 } });
  });

  it('bonus record: promotion credits with their name', async () => {
    const [, body] = await k.get('/wps/records/bonus?start=2026-03-01&end=2026-03-31', m);
    assert(body.value, await responseStruct(endpoints.bonusRecords));
    expect(body.value).toMatchObject({ total: 1, list: [{ name: 'Reload bonus', amount: 5_000, createdAt: '2026-03-02T02:30:00.000Z' }] });
    expect((await k.get('/wps/records/bonus?start=2026-03-01&end=2026-03-31', other))[1].value.total).toBe(0);
  });
});
