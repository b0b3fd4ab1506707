import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelFixture, type JobDeps, scheduleFixtures, settleDueFixtures } from '../../server/domain/games/demo/fixtures';
import { DEMO_VENDOR } from '../../src/config/demo-vendor';
import { type Fixture, FixtureBetPage, FixtureBetResult, FixtureList } from '../../src/vendor/api';
import { payoutOf } from '../../src/game-engines/payout';
import { makeDemoKit } from './demo-vendor-kit';
import { useKit } from './accounts-kit';


let deps: JobDeps;
const { d, k } = useKit(makeDemoKit);
beforeAll(async () => {
  deps = { db: d.db, clock: k.clock };
});

const fixtures = async (token: string): Promise<Fixture[]> => {
  const [status, b] = await k.api('GET', '/fixtures', undefined, token);
  expect(status, JSON.stringify(b)).toBe(200);
  assert(b.value, FixtureList);
  return b.value.list;
};
/** The bet's row; payout as a number (PostgreSQL answers bigint columns as strings). */
const betStatus = async (ref: string) => {
  const row = await d.db.selectFrom('bets').select(['status', 'payout']).where('reference', '=', ref).executeTakeFirstOrThrow();
  return { status: row.status, payout: row.payout === null ? null : Number(row.payout) };
};

describe('demo vendor: sports and e-sports fixtures', () => {
  it('the job keeps a rolling schedule per kind with results committed by hash; re-running adds nothing', async () => {
    const created = await scheduleFixtures(deps);
    // The clock is on a slot boundary: the slots strictly after now, up to fixtureAheadMinutes ahead.
    const perKind = DEMO_VENDOR.fixtureAheadMinutes / DEMO_VENDOR.fixtureEveryMinutes;
    expect(created).toBe(2 * perKind);
    expect(await scheduleFixtures(deps)).toBe(0);
    const m = await k.member();
    const sports = await fixtures((await k.open(m, 'sports')).sessionToken);
    expect(sports).toHaveLength(perKind);
    for (const f of sports) {
      expect(f).toMatchObject({ kind: 'sports', status: 'scheduled', result: null, resultSeed: null });
      expect(f.odds.draw).toBeGreaterThan(1);
      expect(f.resultHash).toMatch(/^[0-9a-f]{64}$/);
      expect(1 / f.odds.home + 1 / f.odds.draw! + 1 / f.odds.away).toBeGreaterThan(1); // the margin
    }
    const esports = await fixtures((await k.open(m, 'esports')).sessionToken);
    expect(esports.every((f) => f.kind === 'esports' && f.odds.draw === undefined)).toBe(true);
  });

  it('a bet before kickoff is placed (stake debited, open); at kickoff betting closes; after the end it settles exactly once', async () => {
    await scheduleFixtures(deps);
    const m = await k.member({ funds: 100_000 });
    const s = await k.open(m, 'sports');
    const [f] = await fixtures(s.sessionToken);
    const picks = ['home', 'draw', 'away'] as const;
    const refs: Record<string, string> = {};
    for (const pick of picks) {
      const [status, b] = await k.api('POST', '/bet', { requestId: k.rid(), fixtureId: f!.fixtureId, pick, stake: 1_000 }, s.sessionToken);
      expect(status, JSON.stringify(b)).toBe(200);
      assert(b.value, FixtureBetResult);
      expect(b.value.bet).toMatchObject({ status: 'open', pick, odds: f!.odds[pick], payout: null });
      refs[pick] = b.value.bet.betReference;
    }
    expect(await k.main(m.id)).toBe(97_000);
    // Idempotent by requestId.
    const requestId = k.rid();
    const req = { requestId, fixtureId: f!.fixtureId, pick: 'home', stake: 500 };
    const [, once] = await k.api('POST', '/bet', req, s.sessionToken);
    const [, twice] = await k.api('POST', '/bet', req, s.sessionToken);
    expect(twice.value).toEqual(once.value);
    expect(await k.main(m.id)).toBe(96_500);

    // Kickoff: closed.
    k.clock.set(new Date(f!.kickoffAt));
    const closed = await k.refused(
      () => k.api('POST', '/bet', { requestId: k.rid(), fixtureId: f!.fixtureId, pick: 'home', stake: 1_000 }, s.sessionToken).then(([a, b]) => [a, b]),
      409,
      'demo.fixture.closed',
    );
    expect(closed.value).toEqual({ status: 'live' });
    expect((await fixtures(s.sessionToken)).find((x) => x.fixtureId === f!.fixtureId)?.status).toBe('live');

    // Not settled before it ends.
    expect(await settleDueFixtures(deps)).toBe(0);
    k.clock.set(new Date(f!.endsAt));
    expect(await settleDueFixtures(deps)).toBe(4);
    const postings = await k.postings();
    expect(await settleDueFixtures(deps)).toBe(0);
    expect(await k.postings()).toBe(postings);

    const done = (await fixtures(s.sessionToken)).find((x) => x.fixtureId === f!.fixtureId)!;
    expect(done.status).toBe('settled');
    expect(done.result).not.toBeNull();
    // The revealed seed is the committed one and gives the result (verify endpoint).
    const [vs, vb] = await k.api('POST', '/verify', { engine: 'sports', config: { odds: done.odds }, serverSeed: done.resultSeed, clientSeed: done.fixtureId, nonce: 0, choice: {} });
    expect(vs).toBe(200);
    expect(vb.value.serverSeedHash).toBe(done.resultHash);
    expect(vb.value.outcome.result).toBe(done.result);

    const winning = payoutOf(1_000, done.odds[done.result!]!);
    for (const pick of picks) {
      expect(await betStatus(refs[pick]!)).toMatchObject(pick === done.result ? { status: 'won', payout: winning } : { status: 'lost', payout: 0 });
    }
    const extra = done.result === 'home' ? payoutOf(500, done.odds.home) : 0;
    expect(await k.main(m.id)).toBe(96_500 + winning + extra);

    const [, page] = await k.api('GET', '/bets?page=1', undefined, s.sessionToken);
    assert(page.value, FixtureBetPage);
    expect(page.value.total).toBe(4);
    expect(page.value.list.every((b: any) => b.fixtureStatus === 'settled' && b.result === done.result && b.status !== 'open')).toBe(true);
  });

  it('two instances settling at once, and a run resumed after a crash, settle each bet once', async () => {
    const start = k.clock.now().getTime();
    await scheduleFixtures(deps);
    const m = await k.member({ funds: 100_000 });
    const s = await k.open(m, 'esports');
    const [f] = (await fixtures(s.sessionToken)).filter((x) => x.status === 'scheduled');
    for (let i = 0; i < 6; i++) {
      const [status] = await k.api('POST', '/bet', { requestId: k.rid(), fixtureId: f!.fixtureId, pick: i % 2 ? 'home' : 'away', stake: 1_000 }, s.sessionToken);
      expect(status).toBe(200);
    }
    k.clock.set(new Date(f!.endsAt));
    // Two instances at once: every bet settled by one of them.
    const [a, b] = await Promise.all([settleDueFixtures(deps), settleDueFixtures(deps)]);
    expect(a + b).toBe(6);
    // A crash before the fixture was marked settled leaves it 'scheduled' with its result: the resumed run moves nothing.
    await d.db.updateTable('demo_fixtures').set({ status: 'scheduled', settled_at: null }).where('id', '=', f!.fixtureId).execute();
    const postings = await k.postings();
    await settleDueFixtures(deps);
    expect(await k.postings()).toBe(postings);
    const bets = await d.db.selectFrom('demo_fixture_bets as fb').innerJoin('bets as b', 'b.reference', 'fb.bet_reference').select(['b.status', 'b.payout']).where('fb.fixture_id', '=', f!.fixtureId).execute();
    expect(bets.filter((x) => x.status === 'open')).toHaveLength(0);
    const payoutTx = await d.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', 'betPayout')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(Number(payoutTx.n)).toBe(bets.filter((x) => x.status === 'won').length);
    expect(k.clock.now().getTime()).toBeGreaterThan(start);
  });

  it('a cancelled fixture voids its bets (stakes back) and takes no more', async () => {
    await scheduleFixtures(deps);
    const m = await k.member({ funds: 10_000 });
    const s = await k.open(m, 'sports');
    const f = (await fixtures(s.sessionToken)).filter((x) => x.status === 'scheduled').at(-1)!;
    const [, b] = await k.api('POST', '/bet', { requestId: k.rid(), fixtureId: f.fixtureId, pick: 'draw', stake: 2_500 }, s.sessionToken);
    expect(await k.main(m.id)).toBe(7_500);
    expect(await cancelFixture(deps, f.fixtureId)).toBe(true);
    expect(await cancelFixture(deps, f.fixtureId)).toBe(false);
    expect(await betStatus(b.value.bet.betReference)).toMatchObject({ status: 'void', payout: 2_500 });
    expect(await k.main(m.id)).toBe(10_000);
    const [status, r] = await k.api('POST', '/bet', { requestId: k.rid(), fixtureId: f.fixtureId, pick: 'draw', stake: 2_500 }, s.sessionToken);
    expect([status, r.errorCode]).toEqual([409, 'demo.fixture.closed']);
    expect(await settleDueFixtures(deps)).toBe(0);
  });

  it('fixtures belong to sports/e-sports sessions only; rounds to instant games only', async () => {
    const m = await k.member({ funds: 10_000 });
    const slot = await k.open(m, 'slot');
    const sports = await k.open(m, 'sports');
    let [status, b] = await k.api('GET', '/fixtures', undefined, slot.sessionToken);
    expect([status, b.errorCode]).toEqual([400, 'demo.engine.mismatch']);
    [status, b] = await k.api('POST', '/round', { requestId: k.rid(), stake: 100, choice: {} }, sports.sessionToken);
    expect([status, b.errorCode]).toEqual([400, 'demo.engine.mismatch']);
    [status, b] = await k.api('POST', '/bet', { requestId: k.rid(), fixtureId: 'SP-nope', pick: 'home', stake: sports.game.minBet }, sports.sessionToken);
    expect([status, b.errorCode]).toEqual([404, 'demo.fixture.unknown']);
  });
});
