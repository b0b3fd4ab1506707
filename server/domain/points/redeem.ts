import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Paged } from '../../../src/api/schemas/money';
import type { PointRewards, RedeemResult, Redemption, RedemptionStatus } from '../../../src/api/schemas/points';
import { POINTS } from '../../../src/config/points';
import type { Database } from '../../db/database';
import type { PointRedemptionsTable } from '../../db/tables-points';
import type { Selectable } from 'kysely';
import { json } from '../../db/json';
import { pick } from '../localize';
import { parseRequestId, toMinor } from '../money/amounts';
import type { MerchantMoney, MoneyDeps } from '../money/context';
import { idempotent } from '../money/idempotency';
import { ledgerTransaction } from '../money/ledger';
import { verifyPaymentPassword } from '../money/payment-password';
import { newReference } from '../money/references';
import { wireInstant, wireInstantOrNull } from '../time';
import { badQuantity, featureOff, redemptionState, redemptionUnknown, rewardOutOfStock, rewardRequirement, rewardUnknown } from './errors';
import { pointAccount, postPoints } from './ledger';
import { loadPointSettings } from './settings';

/**
 * Rewards and their redemption (SPEC §4 redeem statuses; docs/engagement.md "Points"):
 * redeeming takes the points at once into the merchant's pending account (member → redeeming)
 * and the redemption is In Process; the operator approves (redeeming → redeemed: the points are
 * spent) or rejects (redeeming → member: the points come back, the stock too).
 */
type RedemptionRow = Selectable<PointRedemptionsTable>;

export interface Lang {
  lang: string;
  fallback: string;
}

const validBetTotal = async (db: Kysely<Database>, userId: string) => {
  const row = await db.selectFrom('member_progress').select('valid_bet_total').where('user_id', '=', userId).executeTakeFirst();
  return row ? toMinor(row.valid_bet_total) : 0;
};

export async function listRewards(db: Kysely<Database>, merchantCode: string, userId: string, l: Lang): Promise<PointRewards> {
  const [rows, total] = await Promise.all([
    db.selectFrom('point_rewards').selectAll().where('merchant_code', '=', merchantCode).where('active', '=', true).orderBy('sort').orderBy('id').execute(),
    validBetTotal(db, userId),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      name: pick(r.name, l.lang, l.fallback),
      description: pick(r.description, l.lang, l.fallback),
      imageUrl: r.image_url,
      points: toMinor(r.points),
      amountRequirement: toMinor(r.amount_requirement),
      stock: r.stock,
    })),
    validBetTotal: total,
  };
}

export function toRedemption(r: RedemptionRow, l: Lang): Redemption {
  return {
    reference: r.reference,
    rewardId: r.reward_id,
    type: r.reward_type,
    name: pick(r.reward_name, l.lang, l.fallback),
    quantity: r.quantity,
    pointsEach: toMinor(r.points_each),
    pointsTotal: toMinor(r.points_total),
    amountRequirement: toMinor(r.amount_requirement),
    status: r.status,
    remark: r.remark,
    applyTime: wireInstant(r.created_at),
    decidedAt: wireInstantOrNull(r.decided_at),
  };
}

function parseQuantity(v: unknown): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > POINTS.maxRedeemQuantity) throw badQuantity();
  return v;
}

/**
 * PTS_redeemReward: payment password first (throttled; nothing moves on a wrong one), then in
 * one transaction under the request's idempotency key: the reward row locked (stock), its
 * valid-bet requirement, the points posted (409 points.balance.insufficient if short) and the
 * redemption written In Process. Stored responses are language-free: the name is picked again.
 */
export async function redeemReward(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; rewardId: unknown; quantity: unknown; paymentPassword: unknown },
  l: Lang,
): Promise<RedeemResult> {
  const requestId = parseRequestId(input.requestId);
  const quantity = parseQuantity(input.quantity);
  const rewardId = typeof input.rewardId === 'string' ? input.rewardId.slice(0, 64) : '';
  if (!(await loadPointSettings(d.db, m.code)).redeemEnabled) throw featureOff('redeem');
  await verifyPaymentPassword(d, userId, input.paymentPassword);
  const at = d.clock.now();
  const done = await idempotent(d.db, { userId, key: requestId, scope: 'pointsRedeem', params: { rewardId, quantity } }, at, async (tx) => {
    const reward = await tx
      .selectFrom('point_rewards')
      .selectAll()
      .where('id', '=', rewardId)
      .where('merchant_code', '=', m.code)
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!reward) throw rewardUnknown();
    const requirement = toMinor(reward.amount_requirement);
    const total = await validBetTotal(tx, userId);
    if (total < requirement) throw rewardRequirement(requirement, total);
    if (reward.stock !== null && reward.stock < quantity) throw rewardOutOfStock(reward.stock);
    const each = toMinor(reward.points);
    const cost = each * quantity;
    const reference = newReference('PR', at);
    const posted = await postPoints(tx, {
      merchantCode: m.code,
      kind: 'redeem',
      reference,
      userId,
      detail: { name: reward.name, quantity, pointsEach: each, amountRequirement: requirement },
      at,
      legs: [
        { account: pointAccount.member(m.code, userId), amount: -cost },
        { account: pointAccount.redeeming(m.code), amount: cost },
      ],
    });
    if (reward.stock !== null) await tx.updateTable('point_rewards').set({ stock: reward.stock - quantity }).where('id', '=', reward.id).execute();
    await tx
      .insertInto('point_redemptions')
      .values({
        id: randomUUID(),
        reference,
        merchant_code: m.code,
        user_id: userId,
        reward_id: reward.id,
        reward_type: reward.type,
        reward_name: json(reward.name),
        quantity,
        points_each: each,
        points_total: cost,
        amount_requirement: requirement,
        status: 'inProcess',
        created_at: at,
      })
      .execute();
    return { reference, points: posted.balances.get(pointAccount.member(m.code, userId).id)! };
  });
  const row = await d.db.selectFrom('point_redemptions').selectAll().where('reference', '=', done.reference).executeTakeFirstOrThrow();
  return { redemption: toRedemption(row, l), points: done.points };
}

export async function listRedemptions(
  db: Kysely<Database>,
  userId: string,
  page: number,
  status: RedemptionStatus | null,
  l: Lang,
): Promise<Paged<Redemption>> {
  const size = POINTS.pageSize;
  let base = db.selectFrom('point_redemptions').where('user_id', '=', userId);
  if (status) base = base.where('status', '=', status);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('reference', 'desc').limit(size).offset((page - 1) * size).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => toRedemption(r, l)), page, size, total: Number(total.n) };
}

/**
 * The operator's decision (`ops points redeem approve|reject`): only an In Process redemption,
 * exactly once (conditional update in the transaction of its posting). Approve spends the
 * points (redeeming → redeemed); reject returns them (redeeming → member) and the stock.
 */
export async function decideRedemption(
  db: Kysely<Database>,
  merchantCode: string,
  reference: string,
  decision: 'approved' | 'rejected',
  at: Date,
  remark: string | null,
): Promise<RedemptionRow> {
  return ledgerTransaction(db, async (tx) => {
    const row = await tx
      .updateTable('point_redemptions')
      .set({ status: decision, decided_at: at, remark: remark ? remark.slice(0, POINTS.remarkMaxLength) : null })
      .where('reference', '=', reference)
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'inProcess')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const found = await tx.selectFrom('point_redemptions').select('status').where('reference', '=', reference).where('merchant_code', '=', merchantCode).executeTakeFirst();
      throw found ? redemptionState(found.status) : redemptionUnknown();
    }
    const cost = toMinor(row.points_total);
    const approved = decision === 'approved';
    await postPoints(tx, {
      merchantCode,
      kind: approved ? 'redeemApproved' : 'redeemRejected',
      reference,
      userId: row.user_id,
      note: row.remark,
      detail: { name: row.reward_name, quantity: row.quantity },
      at,
      legs: [
        { account: pointAccount.redeeming(merchantCode), amount: -cost },
        { account: approved ? pointAccount.redeemed(merchantCode) : pointAccount.member(merchantCode, row.user_id), amount: cost },
      ],
    });
    if (!approved) {
      await tx
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '+', row.quantity) }))
        .where('id', '=', row.reward_id)
        .where('stock', 'is not', null)
        .execute();
    }
    return row;
  });
}

export async function listRedemptionsForOps(db: Kysely<Database>, merchantCode: string, all: boolean): Promise<(RedemptionRow & { username: string })[]> {
  let q = db
    .selectFrom('point_redemptions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.username')
    .where('r.merchant_code', '=', merchantCode);
  if (!all) q = q.where('r.status', '=', 'inProcess');
  return q.orderBy('r.created_at', all ? 'desc' : 'asc').limit(50).execute();
}
