import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Invitee, ReferralInfo, RewardClaimed } from '../../../src/api/schemas/referral';
import type { Paged } from '../../../src/api/schemas/money';
import { REFERRAL } from '../../../src/config/referral';
import type { Database } from '../../db/database';
import { toMinor, toMinorOrNull } from '../money/amounts';
import { creditPromotion } from '../money/bonuses';
import { idempotent } from '../money/idempotency';
import type { Tx } from '../money/ledger';
import { newReference } from '../money/references';
import { wireInstant, wireInstantOrNull } from '../time';
import { claimGate } from './claims';
import { referralClaimed, referralLimit, referralUnknown, referralUnqualified } from './errors';
import { maskAccount } from './periods';

/**
 * Invite friends (docs/engagement.md "Referral"). A member's personal code is made on first
 * use; an account registered with it (PUT /wps/member/register, `referralCode` or the `ref`
 * parameter of its registerUrl) becomes the member's invitee. Once an invitee's approved
 * deposits reach REFERRAL.qualifyingDeposit, its referrer may claim REFERRAL.rewardAmount for
 * it, at most REFERRAL.maxRewardsPerReferrer times: a promotion credit (kind referralReward)
 * paid exactly once per invitee (referral_rewards' primary key, in the credit's transaction).
 */

const TRIAL = 4;

/** The credit's name in bonus details, in the language of the claim (like a mission's title). */
export const REWARD_NAME = { bn: 'রেফারেল পুরস্কার', en: 'Referral reward' };

function newCode(): string {
  const bytes = randomBytes(REFERRAL.codeLength);
  let code = '';
  for (const b of bytes) code += REFERRAL.codeAlphabet[b % REFERRAL.codeAlphabet.length];
  return code;
}

/** The member's personal code, made now if it has none (a collision with another member's code draws again). */
export async function personalCode(db: Kysely<Database>, merchantCode: string, userId: string, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const mine = await db.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
    if (mine) return mine.code;
    await db
      .insertInto('referral_codes')
      .values({ user_id: userId, merchant_code: merchantCode, code: newCode(), created_at: at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('could not make a unique referral code');
}

/** A code as typed or linked: trimmed, upper case (codes are case-insensitive). */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The real (non-trial) account of this merchant whose code this is, or null. */
export async function findReferrer(db: Kysely<Database>, merchantCode: string, code: string): Promise<string | null> {
  const c = normalizeCode(code);
  if (!c || c.length > 32) return null;
  const row = await db
    .selectFrom('referral_codes as rc')
    .innerJoin('users as u', 'u.id', 'rc.user_id')
    .select('u.id')
    .where('rc.merchant_code', '=', merchantCode)
    .where('rc.code', '=', c)
    .where('u.type', '<>', TRIAL)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The referral code a registration names: `referralCode`, else the `ref` parameter of its registerUrl (the personal link). */
export function registrationCode(input: { referralCode?: string; registerUrl?: string }): { code: string; explicit: boolean } | null {
  if (input.referralCode?.trim()) return { code: input.referralCode, explicit: true };
  if (!input.registerUrl) return null;
  try {
    const linked = new URL(input.registerUrl, 'http://invalid').searchParams.get(REFERRAL.linkParam)?.trim();
    return linked ? { code: linked, explicit: false } : null;
  } catch {
    return null;
  }
}

/**
 * The referrer a registration names, or 'invalid' for a typed `referralCode` nobody has. A code
 * from the personal link (registerUrl) that matches nobody is ignored: the visitor cannot edit
 * it, and a stale link must not block a sign-up.
 */
export async function registrationReferrer(
  db: Kysely<Database>,
  merchantCode: string,
  input: { referralCode?: string; registerUrl?: string },
): Promise<{ referrerId: string; code: string } | 'invalid' | null> {
  const named = registrationCode(input);
  if (!named) return null;
  const referrerId = await findReferrer(db, merchantCode, named.code);
  if (referrerId) return { referrerId, code: normalizeCode(named.code) };
  return named.explicit ? 'invalid' : null;
}

/** Right after the account is created: the new account is the referrer's invitee. */
export async function linkReferral(tx: Tx, r: { merchantCode: string; referrerId: string; inviteeId: string; code: string; at: Date }): Promise<void> {
  await tx
    .insertInto('referrals')
    .values({ id: randomUUID(), merchant_code: r.merchantCode, referrer_id: r.referrerId, invitee_id: r.inviteeId, code: normalizeCode(r.code), created_at: r.at })
    .execute();
}

/** Sum of an invitee's approved deposits, compared with the qualifying amount. */
const qualified = sql<boolean>`(select coalesce(sum(d.amount), 0) from deposits d where d.user_id = r.invitee_id and d.status = 'approved') >= ${REFERRAL.qualifyingDeposit}`;

function invitees(db: Kysely<Database>, referrerId: string) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.invitee_id')
    .leftJoin('referral_rewards as w', 'w.referral_id', 'r.id')
    .where('r.referrer_id', '=', referrerId);
}

async function rewardedCount(db: Kysely<Database>, referrerId: string): Promise<{ count: number; total: number }> {
  const row = await db
    .selectFrom('referral_rewards')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql<number>`0`).as('total')])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), total: toMinor(row.total) };
}

export async function referralInfo(db: Kysely<Database>, merchantCode: string, userId: string, at: Date): Promise<ReferralInfo> {
  const code = await personalCode(db, merchantCode, userId, at);
  const counts = await invitees(db, userId)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('invited'),
      sql<string | number>`count(*) filter (where w.referral_id is null and ${qualified})`.as('open'),
    ])
    .executeTakeFirstOrThrow();
  const rewarded = await rewardedCount(db, userId);
  const room = Math.max(0, REFERRAL.maxRewardsPerReferrer - rewarded.count);
  return {
    code,
    linkParam: REFERRAL.linkParam,
    rules: { qualifyingDeposit: REFERRAL.qualifyingDeposit, rewardAmount: REFERRAL.rewardAmount, maxRewards: REFERRAL.maxRewardsPerReferrer },
    invited: Number(counts.invited),
    claimable: Math.min(Number(counts.open), room),
    rewarded: rewarded.count,
    totalRewards: rewarded.total,
  };
}

/** The member's invitees, newest first, REFERRAL.pageSize a page. */
export async function listInvitees(db: Kysely<Database>, userId: string, page: number): Promise<Paged<Invitee>> {
  const size = REFERRAL.pageSize;
  const [{ n }, rows, rewarded] = await Promise.all([
    invitees(db, userId).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    invitees(db, userId)
      .select(['r.id', 'u.username', 'r.created_at', 'w.amount', 'w.created_at as rewarded_at', qualified.as('qualified')])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    rewardedCount(db, userId),
  ]);
  const full = rewarded.count >= REFERRAL.maxRewardsPerReferrer;
  return {
    page,
    size,
    total: Number(n),
    list: rows.map((r) => {
      const paid = toMinorOrNull(r.amount ?? null);
      const status = paid !== null ? 'rewarded' : !r.qualified ? 'registered' : full ? 'limitReached' : 'claimable';
      return {
        id: r.id,
        account: maskAccount(r.username),
        registeredAt: wireInstant(r.created_at),
        status,
        reward: paid ?? (status === 'claimable' ? REFERRAL.rewardAmount : null),
        rewardedAt: wireInstantOrNull(r.rewarded_at),
      };
    }),
  };
}

export interface ReferralClaim {
  merchantCode: string;
  userId: string;
  referralId: string;
  requestId: string;
  /** The credit's name in bonus details and the account record. */
  name: string;
  at: Date;
}

/**
 * POST /wps/referral/reward. Idempotent on requestId; exactly once per invitee whatever the key:
 * the referrer's code row is locked first, so its claims run one at a time (the limit holds
 * under concurrency) and the reward row is written with the credit.
 */
export async function claimReferralReward(db: Kysely<Database>, c: ReferralClaim): Promise<RewardClaimed> {
  await claimGate(db, c.userId, c.at);
  return idempotent(db, { userId: c.userId, key: c.requestId, scope: 'referralReward', params: { referralId: c.referralId } }, c.at, async (tx) => {
    await tx.selectFrom('referral_codes').select('user_id').where('user_id', '=', c.userId).forUpdate().executeTakeFirst();
    const row = await tx
      .selectFrom('referrals as r')
      .leftJoin('referral_rewards as w', 'w.referral_id', 'r.id')
      .select(['r.id', 'w.reference', qualified.as('qualified')])
      .where('r.id', '=', c.referralId)
      .where('r.referrer_id', '=', c.userId)
      .where('r.merchant_code', '=', c.merchantCode)
      .executeTakeFirst();
    // Another member's invitee reads exactly like an unknown one.
    if (!row) throw referralUnknown();
    if (row.reference) throw referralClaimed();
    if (!row.qualified) throw referralUnqualified();
    if ((await rewardedCount(tx, c.userId)).count >= REFERRAL.maxRewardsPerReferrer) throw referralLimit(REFERRAL.maxRewardsPerReferrer);
    const reference = newReference('R', c.at);
    const won = await tx
      .insertInto('referral_rewards')
      .values({ referral_id: row.id, referrer_id: c.userId, amount: REFERRAL.rewardAmount, reference, created_at: c.at })
      .onConflict((oc) => oc.column('referral_id').doNothing())
      .returning('reference')
      .executeTakeFirst();
    if (!won) throw referralClaimed();
    await creditPromotion(tx, { merchantCode: c.merchantCode, userId: c.userId, amount: REFERRAL.rewardAmount, kind: 'referralReward', name: c.name, at: c.at, reference });
    return { reference, amount: REFERRAL.rewardAmount };
  });
}
