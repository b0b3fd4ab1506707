import type { Kysely } from 'kysely';
import type { VipLevels, VipProgress } from '../../../src/api/schemas/points';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import type { MerchantMoney } from '../money/context';
import { loadVipLevels, toVipLevel } from './settings';

/**
 * VIP (docs/engagement.md "VIP"): levels reached by cumulative approved deposits AND valid bets
 * (member_progress, kept by the accrual job); a level never goes down. Benefits per level: the
 * points earning rate and points given once on reaching it.
 */
export async function vipLevels(db: Kysely<Database>, m: MerchantMoney, lang: string, fallback: string): Promise<VipLevels> {
  const levels = await loadVipLevels(db, m.code);
  return { currency: m.currency, levels: levels.map((l) => toVipLevel(l, lang, fallback)) };
}

export async function vipProgress(db: Kysely<Database>, m: MerchantMoney, userId: string, lang: string, fallback: string): Promise<VipProgress> {
  const [levels, row] = await Promise.all([
    loadVipLevels(db, m.code),
    db.selectFrom('member_progress').select(['deposit_total', 'valid_bet_total', 'vip_level']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const depositTotal = row ? toMinor(row.deposit_total) : 0;
  const validBetTotal = row ? toMinor(row.valid_bet_total) : 0;
  const level = row?.vip_level ?? 0;
  const next = levels.find((l) => l.level > level);
  return {
    currency: m.currency,
    levels: levels.map((l) => toVipLevel(l, lang, fallback)),
    level,
    depositTotal,
    validBetTotal,
    next: next
      ? { level: next.level, depositNeeded: Math.max(0, next.minDeposit - depositTotal), validBetNeeded: Math.max(0, next.minValidBet - validBetTotal) }
      : null,
  };
}
