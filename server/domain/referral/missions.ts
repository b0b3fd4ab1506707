import { type Kysely, sql } from 'kysely';
import type { Mission, MissionList, RewardClaimed } from '../../../src/api/schemas/referral';
import { REFERRAL } from '../../../src/config/referral';
import type { Database } from '../../db/database';
import type { MissionKind, MissionPeriod } from '../../db/tables-referral';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import { creditPromotion } from '../money/bonuses';
import { idempotent } from '../money/idempotency';
import { newReference } from '../money/references';
import { claimGate } from './claims';
import { missionClaimed, missionUnfinished, missionUnknown } from './errors';
import { dayBounds, siteDay } from './periods';

/**
 * Missions (docs/engagement.md "Missions"): the merchant's active definitions, each a target on
 * one kind of the member's own activity — approved deposits (amount), settled non-void bets
 * (valid bet, or count), invitees who qualified (count) — over a period: `daily` counts the
 * current site day (GMT+8) and may be claimed once per day, `once` counts everything and may be
 * claimed once ever. Progress is computed from the activity tables on every read, never stored,
 * so it cannot drift; the claim recomputes it inside its transaction.
 */

type Totals = Record<MissionKind, { day: number; all: number }>;

const ts = (d: Date) => sql<Date>`cast(${d.toISOString()} as timestamptz)`;

/** The member's activity totals today and ever (until `at`): four aggregate reads. */
async function activity(db: Kysely<Database>, userId: string, at: Date): Promise<Totals> {
  const { start } = dayBounds(at);
  const [deposits, bets, invites] = await Promise.all([
    db
      .selectFrom('deposits')
      .select([
        sql<string | number>`coalesce(sum(amount) filter (where decided_at >= ${ts(start)}), 0)`.as('day'),
        sql<string | number>`coalesce(sum(amount), 0)`.as('all'),
      ])
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where('decided_at', '<=', at)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bets')
      .select([
        sql<string | number>`coalesce(sum(valid_bet) filter (where settled_at >= ${ts(start)}), 0)`.as('validDay'),
        sql<string | number>`coalesce(sum(valid_bet), 0)`.as('validAll'),
        sql<string | number>`count(*) filter (where settled_at >= ${ts(start)})`.as('countDay'),
        sql<string | number>`count(*)`.as('countAll'),
      ])
      .where('user_id', '=', userId)
      .where('status', 'in', ['won', 'lost'])
      .where('settled_at', '<=', at)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referrals as r')
      .select([
        sql<string | number>`count(*) filter (where r.created_at >= ${ts(start)})`.as('day'),
        sql<string | number>`count(*)`.as('all'),
      ])
      .where('r.referrer_id', '=', userId)
      .where(
        sql<boolean>`(select coalesce(sum(d.amount), 0) from deposits d where d.user_id = r.invitee_id and d.status = 'approved') >= ${REFERRAL.qualifyingDeposit}`,
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deposit: { day: toMinor(deposits.day), all: toMinor(deposits.all) },
    validBet: { day: toMinor(bets.validDay), all: toMinor(bets.validAll) },
    betCount: { day: toMinor(bets.countDay), all: toMinor(bets.countAll) },
    invite: { day: toMinor(invites.day), all: toMinor(invites.all) },
  };
}

/** The claim key of a period: the site day of a daily mission, `once` for a one-time one. */
export const periodKey = (period: MissionPeriod, at: Date) => (period === 'daily' ? siteDay(at) : 'once');

interface Definition {
  id: string;
  kind: MissionKind;
  period: MissionPeriod;
  target: string | number | bigint;
  reward: string | number | bigint;
  title: Record<string, string>;
}

function definitions(db: Kysely<Database>, merchantCode: string) {
  return db
    .selectFrom('missions')
    .select(['id', 'kind', 'period', 'target', 'reward', 'title'])
    .where('merchant_code', '=', merchantCode)
    .where('active', '=', true);
}

function progressOf(d: Definition, totals: Totals): number {
  const t = totals[d.kind];
  return Math.min(d.period === 'daily' ? t.day : t.all, toMinor(d.target));
}

export interface Language {
  lang: string;
  fallback: string;
}

/** GET /wps/mission/list: every active mission with the member's progress and claim status. */
export async function listMissions(db: Kysely<Database>, merchantCode: string, userId: string, at: Date, l: Language): Promise<MissionList> {
  const [defs, totals, claims] = await Promise.all([
    definitions(db, merchantCode).orderBy('sort').orderBy('key').execute(),
    activity(db, userId, at),
    db
      .selectFrom('mission_claims')
      .select(['mission_id', 'period_key'])
      .where('user_id', '=', userId)
      .where('period_key', 'in', ['once', siteDay(at)])
      .execute(),
  ]);
  const claimed = new Set(claims.map((c) => `${c.mission_id}/${c.period_key}`));
  const missions: Mission[] = defs.map((d) => {
    const target = toMinor(d.target);
    const progress = progressOf(d, totals);
    const status = claimed.has(`${d.id}/${periodKey(d.period, at)}`) ? 'claimed' : progress >= target ? 'claimable' : 'inProgress';
    return { id: d.id, kind: d.kind, period: d.period, title: pick(d.title, l.lang, l.fallback), target, progress, reward: toMinor(d.reward), status };
  });
  return { day: siteDay(at), missions };
}

/** GET /wps/mission/count: missions complete and not yet claimed (the menu badge). */
export async function missionCount(db: Kysely<Database>, merchantCode: string, userId: string, at: Date): Promise<number> {
  const list = await listMissions(db, merchantCode, userId, at, { lang: 'en', fallback: 'en' });
  return list.missions.filter((m) => m.status === 'claimable').length;
}

export interface MissionClaim {
  merchantCode: string;
  userId: string;
  missionId: string;
  requestId: string;
  at: Date;
  l: Language;
}

/**
 * POST /wps/mission/claim. Idempotent on requestId; exactly once per mission, member and period
 * whatever the key: the claim row (primary key mission, member, period key) is written in the
 * same transaction as the credit, so a racing second claim waits and then finds it.
 */
export async function claimMission(db: Kysely<Database>, c: MissionClaim): Promise<RewardClaimed> {
  await claimGate(db, c.userId, c.at);
  return idempotent(db, { userId: c.userId, key: c.requestId, scope: 'missionClaim', params: { missionId: c.missionId } }, c.at, async (tx) => {
    const d = await definitions(tx, c.merchantCode).where('id', '=', c.missionId).executeTakeFirst();
    if (!d) throw missionUnknown();
    const key = periodKey(d.period, c.at);
    const before = await tx.selectFrom('mission_claims').select('reference').where('mission_id', '=', d.id).where('user_id', '=', c.userId).where('period_key', '=', key).executeTakeFirst();
    if (before) throw missionClaimed();
    if (progressOf(d, await activity(tx, c.userId, c.at)) < toMinor(d.target)) throw missionUnfinished();
    const reward = toMinor(d.reward);
    const reference = newReference('M', c.at);
    const won = await tx
      .insertInto('mission_claims')
      .values({ mission_id: d.id, user_id: c.userId, merchant_code: c.merchantCode, period_key: key, reward, reference, claimed_at: c.at })
      .onConflict((oc) => oc.columns(['mission_id', 'user_id', 'period_key']).doNothing())
      .returning('reference')
      .executeTakeFirst();
    if (!won) throw missionClaimed();
    await creditPromotion(tx, { merchantCode: c.merchantCode, userId: c.userId, amount: reward, kind: 'missionReward', name: pick(d.title, c.l.lang, c.l.fallback), at: c.at, reference });
    return { reference, amount: reward };
  });
}
