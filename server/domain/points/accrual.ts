import { type Kysely, sql } from 'kysely';
import { POINTS, VIP } from '../../../src/config/points';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { TRIAL_ACCOUNT_TYPE } from '../auth/freeplay';
import { every, type Loop } from '../jobs';
import { toMinor } from '../money/amounts';
import type { Tx } from '../money/ledger';
import { newReference } from '../money/references';
import { runTransaction } from '../read-cache';
import { pointAccount, postPoints } from './ledger';
import { levelFor, loadPointSettings, loadVipLevels, type PointSettings, type VipLevelRow } from './settings';

/**
 * How points are earned and VIP levels reached (docs/engagement.md "Points", "VIP"). Triggers
 * of migration 0011 add a `points_outbox` row for every bet that becomes won or lost (its valid
 * bet) and every approved deposit, in the transaction of that change. accruePoints folds a batch
 * of rows in ONE transaction, exactly once (the rows are deleted in it; a crash leaves them):
 *
 * - per member: cumulative valid bet and deposit totals grow (member_progress);
 * - points: valid bet × the rate of the level the member held (bps) + the carried remainder,
 *   divided by the merchant's `earnValidBet` × 10000 — the whole part is posted (issued → member),
 *   the rest is carried to the next batch, so no fraction of a bet is ever lost or paid twice;
 * - VIP: the new level from the totals; each level passed gives its level-up points once.
 *
 * Trial accounts (type 4) earn nothing and have no level (their rows are dropped). Points never
 * expire: nothing ever takes them back but the member's own redemptions and conversions.
 * Runs of several instances do not overlap (a transaction-scoped advisory lock; a busy run skips).
 */
export interface AccrualResult {
  claimed: number;
  members: number;
  points: number;
  levelUps: number;
}

interface Claimed {
  merchant_code: string;
  user_id: string;
  valid_bet: string | number;
  deposit: string | number;
}

const NOTHING: AccrualResult = { claimed: 0, members: 0, points: 0, levelUps: 0 };

export async function accruePoints(db: Kysely<Database>, now: Date, limit: number = POINTS.accrueBatchSize): Promise<AccrualResult> {
  return runTransaction(db, async (tx) => {
    const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(hashtext('points.accrual')) as ok`.execute(tx);
    if (!lock.rows[0]?.ok) return NOTHING;
    const claimed = await sql<Claimed>`
      delete from points_outbox where id in (select id from points_outbox order by id limit ${limit} for update skip locked)
      returning merchant_code, user_id, valid_bet, deposit`.execute(tx);
    if (!claimed.rows.length) return NOTHING;

    const sums = new Map<string, { merchantCode: string; validBet: number; deposit: number }>();
    for (const r of claimed.rows) {
      const s = sums.get(r.user_id) ?? { merchantCode: r.merchant_code, validBet: 0, deposit: 0 };
      s.validBet += toMinor(r.valid_bet);
      s.deposit += toMinor(r.deposit);
      sums.set(r.user_id, s);
    }
    const userIds = [...sums.keys()].sort();
    const users = await tx.selectFrom('users').select(['id', 'type']).where('id', 'in', userIds).execute();
    const real = new Set(users.filter((u) => u.type !== TRIAL_ACCOUNT_TYPE).map((u) => u.id));

    const rules = new Map<string, { settings: PointSettings; levels: VipLevelRow[] }>();
    const result: AccrualResult = { claimed: claimed.rows.length, members: 0, points: 0, levelUps: 0 };
    for (const userId of userIds) {
      if (!real.has(userId)) continue;
      const s = sums.get(userId)!;
      let r = rules.get(s.merchantCode);
      if (!r) {
        r = { settings: await loadPointSettings(tx, s.merchantCode), levels: await loadVipLevels(tx, s.merchantCode) };
        rules.set(s.merchantCode, r);
      }
      const got = await accrueMember(tx, userId, s, r.settings, r.levels, now);
      result.members += 1;
      result.points += got.points;
      result.levelUps += got.levelUps;
    }
    return result;
  });
}

async function accrueMember(
  tx: Tx,
  userId: string,
  s: { merchantCode: string; validBet: number; deposit: number },
  settings: PointSettings,
  levels: VipLevelRow[],
  now: Date,
): Promise<{ points: number; levelUps: number }> {
  const m = s.merchantCode;
  await tx
    .insertInto('member_progress')
    .values({ user_id: userId, merchant_code: m, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const p = await tx.selectFrom('member_progress').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  const depositTotal = toMinor(p.deposit_total) + s.deposit;
  const validBetTotal = toMinor(p.valid_bet_total) + s.validBet;
  const held = p.vip_level;
  const rateBps = levels.find((l) => l.level === held)?.earnBps ?? VIP.baseRateBps;

  // Exact integer arithmetic: the carried remainder is always below one point's worth.
  const units = BigInt(toMinor(p.earn_remainder)) + BigInt(s.validBet) * BigInt(rateBps);
  const perPoint = BigInt(settings.earnValidBet) * BigInt(VIP.baseRateBps);
  const earned = Number(units / perPoint);
  const remainder = units % perPoint;

  const reached = Math.max(held, levelFor(levels, depositTotal, validBetTotal));
  const passed = levels.filter((l) => l.level > held && l.level <= reached);
  const bonus = passed.reduce((n, l) => n + l.levelUpPoints, 0);

  if (earned > 0) {
    await postPoints(tx, {
      merchantCode: m,
      kind: 'earn',
      reference: newReference('PE', now),
      userId,
      detail: { validBet: s.validBet, rateBps },
      at: now,
      legs: [
        { account: pointAccount.issued(m), amount: -earned },
        { account: pointAccount.member(m, userId), amount: earned },
      ],
    });
  }
  if (bonus > 0) {
    await postPoints(tx, {
      merchantCode: m,
      kind: 'vipLevelUp',
      reference: newReference('PV', now),
      userId,
      detail: { level: reached, name: passed[passed.length - 1]!.name },
      at: now,
      legs: [
        { account: pointAccount.issued(m), amount: -bonus },
        { account: pointAccount.member(m, userId), amount: bonus },
      ],
    });
  }
  await tx
    .updateTable('member_progress')
    .set({
      deposit_total: depositTotal,
      valid_bet_total: validBetTotal,
      earn_remainder: remainder.toString(),
      vip_level: reached,
      ...(reached > held ? { level_at: now } : {}),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  return { points: earned + bonus, levelUps: reached - held > 0 ? passed.length : 0 };
}

/** The accrual job of the server process (main.ts): every POINTS.accrueEveryMs, a batch at a time until the outbox is empty. */
export function startPointsJobs(db: Kysely<Database>, clock: Clock, log: Pick<Console, 'log' | 'error'> = console): Loop {
  return every(
    POINTS.accrueEveryMs,
    'points accrual',
    async () => {
      let total = 0;
      for (;;) {
        const r = await accruePoints(db, clock.now());
        total += r.claimed;
        if (r.claimed < POINTS.accrueBatchSize) return total;
      }
    },
    log,
  );
}
