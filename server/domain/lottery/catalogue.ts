import type { Kysely } from 'kysely';
import type { BetType, LotteryType, PickOption, PrizeMode } from '../../../src/api/schemas/lottery';
import type { Database, Localized } from '../../db/database';
import type { LotteryBetTypeRow, LotteryGameRow } from '../../db/tables-lottery';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import { betTypeDef } from './bet-types';
import type { BetTypeDef, OptionDef } from './bet-types/common';
import type { GameClock } from './schedule';

/**
 * A merchant's lottery games and the odds of their bet types (tables lottery_games,
 * lottery_bet_types; seed-data/lottery.ts). Disabled games do not exist for members.
 */
export interface LotteryGameConf {
  merchantCode: string;
  code: string;
  type: LotteryType;
  prizeMode: PrizeMode;
  area: 'VN' | 'GLOBAL';
  category: string;
  vendor: string;
  name: Localized;
  clock: GameClock;
  sort: number;
}

export interface BetTypeConf {
  def: BetTypeDef;
  odds: number;
  optionOdds: Record<string, number>;
  minStake: number;
  maxStake: number;
}

export interface Locale {
  lang: string;
  fallback: string;
}

export function gameConf(r: LotteryGameRow): LotteryGameConf {
  return {
    merchantCode: r.merchant_code,
    code: r.code,
    type: r.lottery_type,
    prizeMode: r.prize_mode,
    area: r.area,
    category: r.category,
    vendor: r.vendor,
    name: r.name,
    clock: { timeZone: r.time_zone, schedule: r.schedule, closeSeconds: r.close_seconds },
    sort: r.sort,
  };
}

/** Does the merchant have this (enabled) lottery game? The launch endpoint asks. */
export async function lotteryGameExists(db: Kysely<Database>, merchantCode: string, gameCode: string): Promise<boolean> {
  const r = await db
    .selectFrom('lottery_games')
    .select('code')
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', gameCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return r !== undefined;
}

/** Enabled games in menu order; `merchantCode` null: every merchant's (the jobs). */
export async function listGames(db: Kysely<Database>, merchantCode: string | null, filter: { area?: 'VN' | 'GLOBAL'; prizeMode?: string } = {}): Promise<LotteryGameConf[]> {
  let q = db.selectFrom('lottery_games').selectAll().where('enabled', '=', true);
  if (merchantCode !== null) q = q.where('merchant_code', '=', merchantCode);
  if (filter.area) q = q.where('area', '=', filter.area);
  if (filter.prizeMode) q = q.where('prize_mode', '=', filter.prizeMode as PrizeMode);
  return (await q.orderBy('merchant_code').orderBy('sort').orderBy('code').execute()).map(gameConf);
}

export async function findGame(db: Kysely<Database>, merchantCode: string, code: string): Promise<LotteryGameConf | null> {
  const r = await db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return r ? gameConf(r) : null;
}

export function betTypeConf(game: LotteryGameConf, r: LotteryBetTypeRow): BetTypeConf | null {
  const def = betTypeDef(game.type, r.bet_type);
  if (!def) return null;
  return { def, odds: Number(r.odds), optionOdds: r.option_odds, minStake: toMinor(r.min_stake), maxStake: toMinor(r.max_stake) };
}

/** The game's enabled bet types with the merchant's odds, in menu order. */
export async function betTypeConfs(db: Kysely<Database>, game: LotteryGameConf): Promise<BetTypeConf[]> {
  const rows = await db
    .selectFrom('lottery_bet_types')
    .selectAll()
    .where('merchant_code', '=', game.merchantCode)
    .where('game_code', '=', game.code)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
  return rows.flatMap((r) => betTypeConf(game, r) ?? []);
}

/** Odds a bet with these picks is placed at: the picked option's own, else the type's. */
export function oddsFor(conf: BetTypeConf, picks: string[]): number {
  return conf.def.pick.kind === 'option' ? (conf.optionOdds[picks[0]!] ?? conf.odds) : conf.odds;
}

const option = (o: OptionDef, l: Locale, odds?: number): PickOption => ({ value: o.value, label: pick(o.label, l.lang, l.fallback), ...(odds === undefined ? {} : { odds }) });

export function betTypeWire(conf: BetTypeConf, l: Locale): BetType {
  const { def } = conf;
  const p = def.pick;
  return {
    code: def.code,
    name: pick(def.name, l.lang, l.fallback),
    group: pick(def.group, l.lang, l.fallback),
    odds: conf.odds,
    minStake: conf.minStake,
    maxStake: conf.maxStake,
    pick: {
      kind: p.kind,
      ...(def.positions ? { positions: def.positions.map((o) => option(o, l)) } : {}),
      ...(p.kind === 'option'
        ? { options: p.options.map((o) => option(o, l, conf.optionOdds[o.value] !== undefined && conf.optionOdds[o.value] !== conf.odds ? conf.optionOdds[o.value] : undefined)) }
        : { from: p.from, to: p.to, pad: p.pad, count: p.count }),
    },
  };
}

/** The localised label of a bet's type and position ("Position digit · 1st digit"). */
export function betTypeName(def: BetTypeDef | undefined, code: string, position: string | null, l: Locale): string {
  if (!def) return code;
  const name = pick(def.name, l.lang, l.fallback);
  const pos = position === null ? undefined : def.positions?.find((p) => p.value === position);
  return pos ? `${name} · ${pick(pos.label, l.lang, l.fallback)}` : name;
}
