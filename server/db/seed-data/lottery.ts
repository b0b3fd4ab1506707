import type { Kysely } from 'kysely';
import type { LotteryType, PrizeMode } from '../../../src/api/schemas/lottery';
import { LOTTERY } from '../../../src/config/lottery';
import { BET_TYPES } from '../../domain/lottery/bet-types';
import { checkGameClock, type Schedule } from '../../domain/lottery/schedule';
import type { Database, Localized } from '../database';
import { json } from '../json';

/**
 * The lottery games every merchant starts with (docs/lottery.md "Games"). The catalogue's
 * LOTT/ELOTT items name these codes. Idempotent: `on conflict do nothing`, so an operator's
 * change to a game or its odds survives every start.
 */
export interface LotteryGameSeed {
  code: string;
  type: LotteryType;
  prizeMode: PrizeMode;
  area: 'VN' | 'GLOBAL';
  category: 'LOTT' | 'ELOTT';
  vendor: string;
  name: Localized;
  timeZone: string;
  schedule: Schedule;
  closeSeconds: number;
}

const DHAKA = 'Asia/Dhaka';
const HCM = 'Asia/Ho_Chi_Minh';
const every = (minutes: number): Schedule => ({ kind: 'interval', seconds: minutes * 60 });

export const LOTTERY_GAMES: LotteryGameSeed[] = [
  { code: 'SSC1', type: 'SSC', prizeMode: 'Lott', area: 'GLOBAL', category: 'LOTT', vendor: 'TCG_LOTTO', name: { bn: 'এসএসসি ৫ মিনিট', en: 'SSC 5 Minutes' }, timeZone: DHAKA, schedule: every(5), closeSeconds: LOTTERY.defaultCloseSeconds },
  { code: 'PK10_1', type: 'PK10', prizeMode: 'Lott', area: 'GLOBAL', category: 'LOTT', vendor: 'TCG_LOTTO', name: { bn: 'পিকে১০ ৫ মিনিট', en: 'PK10 5 Minutes' }, timeZone: DHAKA, schedule: every(5), closeSeconds: LOTTERY.defaultCloseSeconds },
  { code: 'X11_5', type: '11X5', prizeMode: 'Lott', area: 'GLOBAL', category: 'LOTT', vendor: 'TCG_LOTTO', name: { bn: '১১ থেকে ৫ (১০ মিনিট)', en: '11 Choose 5 (10 Minutes)' }, timeZone: DHAKA, schedule: every(10), closeSeconds: 60 },
  { code: 'LHC', type: 'LHC', prizeMode: 'Lott', area: 'GLOBAL', category: 'LOTT', vendor: 'TCG_LOTTO', name: { bn: 'মার্ক সিক্স', en: 'Mark Six' }, timeZone: DHAKA, schedule: { kind: 'daily', at: '21:30' }, closeSeconds: 300 },
  { code: 'VN_NORTH', type: 'VNN', prizeMode: 'SEA', area: 'VN', category: 'LOTT', vendor: 'TCG_LOTTO_VN', name: { bn: 'ভিয়েতনাম উত্তর', en: 'Vietnam North' }, timeZone: HCM, schedule: { kind: 'daily', at: '18:15' }, closeSeconds: 300 },
  { code: 'VN_SOUTH', type: 'VNS', prizeMode: 'SEA', area: 'VN', category: 'LOTT', vendor: 'TCG_LOTTO_VN', name: { bn: 'ভিয়েতনাম দক্ষিণ', en: 'Vietnam South' }, timeZone: HCM, schedule: { kind: 'daily', at: '16:15' }, closeSeconds: 300 },
  { code: 'ELOTT_1', type: 'SSC', prizeMode: 'Elott', area: 'GLOBAL', category: 'ELOTT', vendor: 'TCG_ELOTT', name: { bn: 'ই-লটারি এসএসসি ১ মিনিট', en: 'E-Lottery SSC 1 Minute' }, timeZone: DHAKA, schedule: every(1), closeSeconds: 10 },
  { code: 'ELOTT_PK', type: 'PK10', prizeMode: 'Elott', area: 'GLOBAL', category: 'ELOTT', vendor: 'TCG_ELOTT', name: { bn: 'ই-লটারি পিকে১০ ১ মিনিট', en: 'E-Lottery PK10 1 Minute' }, timeZone: DHAKA, schedule: every(1), closeSeconds: 10 },
];

export async function seedLottery(db: Kysely<Database>, merchantCode: string): Promise<void> {
  for (const g of LOTTERY_GAMES) checkGameClock(g);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('lottery_games')
      .values(
        LOTTERY_GAMES.map((g, sort) => ({
          merchant_code: merchantCode,
          code: g.code,
          lottery_type: g.type,
          prize_mode: g.prizeMode,
          area: g.area,
          category: g.category,
          vendor: g.vendor,
          name: json(g.name),
          time_zone: g.timeZone,
          schedule: json(g.schedule),
          close_seconds: g.closeSeconds,
          sort,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('lottery_bet_types')
      .values(
        LOTTERY_GAMES.flatMap((g) =>
          BET_TYPES[g.type].map((b, sort) => ({
            merchant_code: merchantCode,
            game_code: g.code,
            bet_type: b.code,
            odds: b.odds,
            option_odds: json(Object.fromEntries(b.pick.kind === 'option' ? b.pick.options.flatMap((o) => (o.odds === undefined ? [] : [[o.value, o.odds]])) : [])),
            min_stake: b.minStake,
            max_stake: b.maxStake,
            sort,
          })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
