import type { Kysely } from 'kysely';
import type { PointConfig, PointsRatio, VipLevel } from '../../../src/api/schemas/points';
import { POINTS } from '../../../src/config/points';
import type { Database, Localized } from '../../db/database';
import { toMinor } from '../money/amounts';
import type { MerchantMoney } from '../money/context';
import { pick } from '../localize';

/** A merchant's point rules (point_settings, or POINTS.defaults without a row). */
export interface PointSettings {
  earnValidBet: number;
  ratio: PointsRatio;
  convertMinPoints: number;
  convertEnabled: boolean;
  redeemEnabled: boolean;
}

export async function loadPointSettings(db: Kysely<Database>, merchantCode: string): Promise<PointSettings> {
  const row = await db.selectFrom('point_settings').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
  const d = POINTS.defaults;
  if (!row) {
    return {
      earnValidBet: d.earnValidBet,
      ratio: { points: d.convertPoints, amount: d.convertAmount },
      convertMinPoints: d.convertMinPoints,
      convertEnabled: true,
      redeemEnabled: true,
    };
  }
  return {
    earnValidBet: toMinor(row.earn_valid_bet),
    ratio: { points: toMinor(row.convert_points), amount: toMinor(row.convert_amount) },
    convertMinPoints: toMinor(row.convert_min_points),
    convertEnabled: row.convert_enabled,
    redeemEnabled: row.redeem_enabled,
  };
}

export function pointConfig(m: MerchantMoney, s: PointSettings): PointConfig {
  return {
    currency: m.currency,
    earnValidBet: s.earnValidBet,
    convert: { enabled: s.convertEnabled, ratio: s.ratio, minPoints: s.convertMinPoints },
    redeemEnabled: s.redeemEnabled,
    maxRedeemQuantity: POINTS.maxRedeemQuantity,
    // SPEC §9: points never expire.
    expires: false,
  };
}

export interface VipLevelRow {
  level: number;
  name: Localized;
  minDeposit: number;
  minValidBet: number;
  earnBps: number;
  levelUpPoints: number;
}

/** The merchant's VIP levels, lowest first. Level 0 (no thresholds) is the level every member starts at. */
export async function loadVipLevels(db: Kysely<Database>, merchantCode: string): Promise<VipLevelRow[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().where('merchant_code', '=', merchantCode).orderBy('level').execute();
  return rows.map((r) => ({
    level: r.level,
    name: r.name,
    minDeposit: toMinor(r.min_deposit),
    minValidBet: toMinor(r.min_valid_bet),
    earnBps: r.earn_bps,
    levelUpPoints: toMinor(r.level_up_points),
  }));
}

export const toVipLevel = (l: VipLevelRow, lang: string, fallback: string): VipLevel => ({
  level: l.level,
  name: pick(l.name, lang, fallback),
  minDeposit: l.minDeposit,
  minValidBet: l.minValidBet,
  earnBps: l.earnBps,
  levelUpPoints: l.levelUpPoints,
});

/**
 * The level cumulative totals reach: the highest whose deposit AND valid-bet thresholds are both
 * met (levels are ordered; a level is reached only with every lower one). 0 without levels.
 */
export function levelFor(levels: readonly VipLevelRow[], depositTotal: number, validBetTotal: number): number {
  let reached = 0;
  for (const l of levels) {
    if (depositTotal >= l.minDeposit && validBetTotal >= l.minValidBet) reached = l.level;
    else break;
  }
  return reached;
}
