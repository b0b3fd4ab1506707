import { randomBytes, randomInt } from 'node:crypto';
import type { Fixture, FixtureBet, FixtureBetPage, FixtureBetResult, FixtureList, FixtureOdds, FixtureResult } from '../../../../src/vendor/api';
import { DEMO_VENDOR } from '../../../../src/config/demo-vendor';
import { payoutOf } from '../../../../src/game-engines/payout';
import { isFixtureEngine, playFixtureResult, type FixtureEngineName } from '../../../../src/game-engines/registry';
import { fixtureOdds, picksOf } from '../../../../src/game-engines/sports';
import type { DemoFixtureRow, DemoSessionRow } from '../../../db/tables-demo-vendor';
import { json } from '../../../db/json';
import { placeBet, settleBet } from '../../money/bets';
import type { MerchantMoney, MoneyDeps } from '../../money/context';
import { badField } from '../../money/errors';
import { idempotent } from '../../money/idempotency';
import { ledgerTransaction } from '../../money/ledger';
import { checkLimitsOr, parseAmount, parseRequestId, toMinor } from './amounts';
import { engineMismatch, fixtureClosed, fixtureUnknown } from './errors';
import { nodeHmac, sha256Hex } from './hmac';
import { balanceOf } from './sessions';
import { wireInstant } from '../../time';

/**
 * Sports and e-sports fixtures (docs/demo-vendor.md "Fixtures"). The job keeps a rolling
 * schedule — one fixture per kind every DEMO_VENDOR.fixtureEveryMinutes, created
 * fixtureAheadMinutes ahead with its result seed committed by hash — and settles each fixture
 * once it ends: the result from the revealed seed, then each open bet in its own transaction
 * by a conditional update, so a second instance, a re-run or a resumed crash settles nothing twice.
 */
/** What the fixture job needs (the server's MoneyDeps, or the ops CLI's db and clock). */
export type JobDeps = Pick<MoneyDeps, 'db' | 'clock'>;

const KINDS: FixtureEngineName[] = ['sports', 'esports'];

const TEAMS: Record<FixtureEngineName, { league: string; teams: string[] }[]> = {
  sports: [
    { league: 'Demo Premier League', teams: ['Dhaka Tigers', 'Chattogram Lions', 'Sylhet Stars', 'Khulna Royals', 'Rajshahi Kings', 'Barishal Falcons', 'Rangpur Riders', 'Cumilla Warriors'] },
    { league: 'Demo Continental Cup', teams: ['Northport FC', 'Riverside United', 'Eastbay City', 'Westfield Athletic', 'Southgate Rovers', 'Hillcrest Town'] },
  ],
  esports: [
    { league: 'Demo Dota Masters', teams: ['Team Nova', 'Crimson Five', 'Azure Dragons', 'Shadow Syndicate', 'Iron Wolves', 'Phoenix Rising'] },
    { league: 'Demo Valorant Cup', teams: ['Spectre Gaming', 'Blitz Esports', 'Quantum Squad', 'Neon Knights', 'Orbit Five', 'Vortex'] },
  ],
};

const minutes = (n: number) => n * 60_000;
const slotMs = () => minutes(DEMO_VENDOR.fixtureEveryMinutes);

/** Fixture ids name their kind and kickoff, so instances scheduling the same slot agree on one row. */
export const fixtureId = (kind: FixtureEngineName, kickoff: Date) =>
  `${kind === 'sports' ? 'SP' : 'ES'}-${kickoff.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/** True probabilities for a fixture: sports 1X2 with a draw, e-sports two-way. */
function probabilities(kind: FixtureEngineName): { home: number; draw?: number; away: number } {
  const strength = 0.25 + randomInt(0, 5001) / 10_000; // home win share of the decisive results: 0.25–0.75
  if (kind === 'esports') return { home: strength, away: 1 - strength };
  const draw = 0.2 + randomInt(0, 1001) / 10_000; // 0.20–0.30
  return { home: (1 - draw) * strength, draw, away: (1 - draw) * (1 - strength) };
}

function pickTeams(kind: FixtureEngineName): { league: string; home: string; away: string } {
  const leagues = TEAMS[kind];
  const l = leagues[randomInt(0, leagues.length)]!;
  const h = randomInt(0, l.teams.length);
  let a = randomInt(0, l.teams.length - 1);
  if (a >= h) a++;
  return { league: l.league, home: l.teams[h]!, away: l.teams[a]! };
}

/** Creates the missing fixtures of the next fixtureAheadMinutes (idempotent by id). Returns how many were new. */
export async function scheduleFixtures(d: JobDeps): Promise<number> {
  const now = d.clock.now();
  const step = slotMs();
  const first = Math.floor(now.getTime() / step) * step + step; // the next slot strictly after now
  let created = 0;
  for (const kind of KINDS) {
    for (let t = first; t <= now.getTime() + minutes(DEMO_VENDOR.fixtureAheadMinutes); t += step) {
      const kickoff = new Date(t);
      const seed = randomBytes(32).toString('hex');
      const res = await d.db
        .insertInto('demo_fixtures')
        .values({
          id: fixtureId(kind, kickoff),
          kind,
          ...pickTeams(kind),
          kickoff_at: kickoff,
          ends_at: new Date(t + minutes(DEMO_VENDOR.fixtureMinutes)),
          status: 'scheduled',
          odds: json(fixtureOdds(probabilities(kind), DEMO_VENDOR.fixtureMargin)),
          result_seed: seed,
          result_hash: sha256Hex(seed),
          result: null,
          created_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      created += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
  }
  return created;
}

/** The result a fixture's committed seed gives (anyone can recompute it once the seed is out). */
export async function fixtureOutcome(f: Pick<DemoFixtureRow, 'id' | 'kind' | 'odds' | 'result_seed'>): Promise<FixtureResult> {
  return (await playFixtureResult(nodeHmac, f.kind, f.odds, f.result_seed, f.id)).result;
}

/** Settles one bet exactly once: the conditional `settled` flip and the ledger settlement share a transaction. */
async function settleFixtureBet(d: JobDeps, ref: string, outcome: { result: FixtureResult } | 'void'): Promise<boolean> {
  return ledgerTransaction(d.db, async (tx) => {
    const bet = await tx
      .updateTable('demo_fixture_bets')
      .set({ settled: true })
      .where('bet_reference', '=', ref)
      .where('settled', '=', false)
      .returning(['pick', 'odds', 'stake'])
      .executeTakeFirst();
    if (!bet) return false;
    const at = d.clock.now();
    if (outcome === 'void') await settleBet(tx, ref, 'void', at);
    else await settleBet(tx, ref, { payout: bet.pick === outcome.result ? payoutOf(toMinor(bet.stake), Number(bet.odds)) : 0 }, at);
    return true;
  });
}

async function settleOpenBets(d: JobDeps, fixtureId: string, outcome: { result: FixtureResult } | 'void'): Promise<number> {
  const open = await d.db.selectFrom('demo_fixture_bets').select('bet_reference').where('fixture_id', '=', fixtureId).where('settled', '=', false).execute();
  let n = 0;
  for (const b of open) if (await settleFixtureBet(d, b.bet_reference, outcome)) n++;
  return n;
}

/**
 * Settles every fixture that has ended: claim it (SKIP LOCKED, so instances share the work),
 * fix its result from the committed seed, settle its open bets one transaction each, then mark
 * it settled once none is open. Cancelled fixtures get their open bets voided. Returns bets settled.
 */
export async function settleDueFixtures(d: JobDeps): Promise<number> {
  const now = d.clock.now();
  let settled = 0;
  const skip = new Set<string>();
  for (;;) {
    const claimed = await ledgerTransaction(d.db, async (tx) => {
      let q = tx
        .selectFrom('demo_fixtures')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'scheduled'), eb('ends_at', '<=', now)]),
            eb.and([
              eb('status', '=', 'cancelled'),
              eb.exists(eb.selectFrom('demo_fixture_bets as b').select('b.bet_reference').whereRef('b.fixture_id', '=', 'demo_fixtures.id').where('b.settled', '=', false)),
            ]),
          ]),
        );
      if (skip.size) q = q.where('id', 'not in', [...skip]);
      const f = await q.orderBy('ends_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!f) return null;
      if (f.status === 'cancelled') return { f, outcome: 'void' as const };
      const result = f.result ?? (await fixtureOutcome(f));
      if (f.result === null) await tx.updateTable('demo_fixtures').set({ result }).where('id', '=', f.id).where('result', 'is', null).execute();
      return { f, outcome: { result } };
    });
    if (!claimed) return settled;
    skip.add(claimed.f.id);
    settled += await settleOpenBets(d, claimed.f.id, claimed.outcome);
    if (claimed.outcome !== 'void') {
      await d.db
        .updateTable('demo_fixtures')
        .set({ status: 'settled', settled_at: d.clock.now() })
        .where('id', '=', claimed.f.id)
        .where('status', '=', 'scheduled')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('demo_fixture_bets as b').select('b.bet_reference').where('b.fixture_id', '=', claimed.f.id).where('b.settled', '=', false))),
        )
        .execute();
    }
  }
}

/** Cancels a fixture that has not been settled and voids its bets (operator). False if it was already settled or cancelled. */
export async function cancelFixture(d: JobDeps, id: string): Promise<boolean> {
  const row = await ledgerTransaction(d.db, (tx) =>
    tx.updateTable('demo_fixtures').set({ status: 'cancelled', settled_at: d.clock.now() }).where('id', '=', id).where('status', '=', 'scheduled').returning('id').executeTakeFirst(),
  );
  if (!row) return false;
  await settleOpenBets(d, id, 'void');
  return true;
}

function wireFixture(f: DemoFixtureRow, now: Date): Fixture {
  const live = f.status === 'scheduled' && f.kickoff_at <= now;
  return {
    fixtureId: f.id,
    kind: f.kind,
    league: f.league,
    home: f.home,
    away: f.away,
    kickoffAt: wireInstant(f.kickoff_at),
    endsAt: wireInstant(f.ends_at),
    status: live ? 'live' : f.status,
    odds: f.odds,
    resultHash: f.result_hash,
    result: f.status === 'settled' ? f.result : null,
    resultSeed: f.status === 'settled' ? f.result_seed : null,
  };
}

function fixtureKind(s: DemoSessionRow): FixtureEngineName {
  if (!isFixtureEngine(s.engine)) throw engineMismatch(s.engine);
  return s.engine;
}

/** GET fixtures: upcoming and live fixtures of the session's kind, then the last few settled ones. */
export async function listFixtures(d: MoneyDeps, s: DemoSessionRow): Promise<FixtureList> {
  const kind = fixtureKind(s);
  const now = d.clock.now();
  const open = await d.db.selectFrom('demo_fixtures').selectAll().where('kind', '=', kind).where('status', '=', 'scheduled').orderBy('kickoff_at').limit(20).execute();
  const done = await d.db.selectFrom('demo_fixtures').selectAll().where('kind', '=', kind).where('status', 'in', ['settled', 'cancelled']).orderBy('kickoff_at', 'desc').limit(5).execute();
  return { list: [...open, ...done].map((f) => wireFixture(f, now)) };
}

/** POST bet: an open bet on a fixture before kickoff, exactly once per requestId. */
export async function placeFixtureBet(d: MoneyDeps, s: DemoSessionRow, m: MerchantMoney, body: Record<string, unknown>): Promise<FixtureBetResult> {
  const kind = fixtureKind(s);
  const requestId = parseRequestId(body.requestId);
  const stake = parseAmount(body.stake, 'stake');
  if (typeof body.fixtureId !== 'string' || body.fixtureId.length > 32) throw badField('fixtureId', 'validation.required');
  const fixtureId = body.fixtureId;
  const pick = body.pick;
  if (pick !== 'home' && pick !== 'draw' && pick !== 'away') throw badField('pick', 'validation.enum');
  checkLimitsOr(stake, toMinor(s.min_bet), toMinor(s.max_bet));
  const at = d.clock.now();
  const params = { game: s.game_id, wallet: s.wallet_code, fixtureId, pick, stake };
  return idempotent(d.db, { userId: s.user_id, key: requestId, scope: 'demoFixtureBet', params }, at, async (tx) => {
    // FOR SHARE: a cancellation (row update) waits for this bet, then voids it with the others.
    const f = await tx.selectFrom('demo_fixtures').selectAll().where('id', '=', fixtureId).where('kind', '=', kind).forShare().executeTakeFirst();
    if (!f) throw fixtureUnknown();
    if (f.status !== 'scheduled' || at >= f.kickoff_at) throw fixtureClosed(f.status === 'scheduled' ? 'live' : f.status);
    const odds = (f.odds as FixtureOdds)[pick];
    if (odds === undefined || !picksOf(f.odds).includes(pick)) throw badField('pick', 'validation.enum');
    const betReference = await placeBet(tx, m, { userId: s.user_id, wallet: s.wallet_code, stake, category: s.category, vendor: s.vendor, gameName: s.game_name, at });
    await tx
      .insertInto('demo_fixture_bets')
      .values({ bet_reference: betReference, fixture_id: f.id, merchant_code: s.merchant_code, user_id: s.user_id, game_id: s.game_id, request_id: requestId, pick, odds, stake, placed_at: at })
      .execute();
    const bet: FixtureBet = {
      betReference,
      fixtureId: f.id,
      home: f.home,
      away: f.away,
      kickoffAt: wireInstant(f.kickoff_at),
      fixtureStatus: 'scheduled',
      result: null,
      pick,
      odds,
      stake,
      status: 'open',
      payout: null,
      placedAt: wireInstant(at),
    };
    return { bet, balance: await balanceOf(tx, m, s.user_id, s.wallet_code) };
  });
}

/** GET bets: the member's own fixture bets of the session's kind, newest first. */
export async function listFixtureBets(d: MoneyDeps, s: DemoSessionRow, page: number): Promise<FixtureBetPage> {
  const kind = fixtureKind(s);
  const now = d.clock.now();
  const size = DEMO_VENDOR.pageSize;
  const base = d.db
    .selectFrom('demo_fixture_bets as fb')
    .innerJoin('demo_fixtures as f', 'f.id', 'fb.fixture_id')
    .innerJoin('bets as b', 'b.reference', 'fb.bet_reference')
    .where('fb.user_id', '=', s.user_id)
    .where('f.kind', '=', kind);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['fb.bet_reference', 'fb.pick', 'fb.odds', 'fb.stake', 'fb.placed_at', 'b.status', 'b.payout'])
    .select(['f.id', 'f.kind', 'f.league', 'f.home', 'f.away', 'f.kickoff_at', 'f.ends_at', 'f.status as fixture_status', 'f.odds as fixture_odds', 'f.result_seed', 'f.result_hash', 'f.result', 'f.created_at', 'f.settled_at'])
    .orderBy('fb.placed_at', 'desc')
    .orderBy('fb.bet_reference', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const list: FixtureBet[] = rows.map((r) => {
    const f = wireFixture({ ...r, status: r.fixture_status, odds: r.fixture_odds }, now);
    return {
      betReference: r.bet_reference,
      fixtureId: f.fixtureId,
      home: f.home,
      away: f.away,
      kickoffAt: f.kickoffAt,
      fixtureStatus: f.status,
      result: f.result,
      pick: r.pick,
      odds: Number(r.odds),
      stake: toMinor(r.stake),
      status: r.status,
      payout: r.payout === null ? null : toMinor(r.payout),
      placedAt: wireInstant(r.placed_at),
    };
  });
  return { list, page, size, total: Number(total) };
}
