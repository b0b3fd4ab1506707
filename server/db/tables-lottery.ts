import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DrawStatus, LotteryType, PrizeMode } from '../../src/api/schemas/lottery';
import type { Schedule } from '../domain/lottery/schedule';
import type { Localized } from './database';

/** Tables of the lottery engine (migration 0007_lottery; docs/lottery.md). */
type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
type MaybeStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads a string, PGlite a number. */
type Minor = ColumnType<string | number | bigint, number | bigint | string, number | bigint | string>;
type MaybeMinor = ColumnType<string | number | bigint | null, number | bigint | string | null | undefined, number | bigint | string | null>;
/** numeric(12,4): both drivers read a string. */
type Odds = ColumnType<string | number, string | number, string | number>;

export type LotteryBetStatus = 'open' | 'won' | 'lost' | 'void';

/** A lottery game of a merchant: its kind, schedule and labels (seeded, operator-editable). */
export interface LotteryGamesTable {
  merchant_code: string;
  code: string;
  lottery_type: LotteryType;
  prize_mode: PrizeMode;
  area: 'VN' | 'GLOBAL';
  /** LOTT or ELOTT: the category of its bets in the betting record. */
  category: string;
  /** The vendor its bets are recorded under (a catalogue vassalage, e.g. TCG_LOTTO). */
  vendor: string;
  name: Json<Localized>;
  /** IANA zone of its numbering and daily draw time. */
  time_zone: string;
  schedule: Json<Schedule>;
  close_seconds: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
}

/** Odds and stake bounds of a bet type of a merchant's game (defaults from the code; operators edit). */
export interface LotteryBetTypesTable {
  merchant_code: string;
  game_code: string;
  bet_type: string;
  odds: Odds;
  /** Options paying other odds than the type's: { "TIE": 9 }. */
  option_odds: Json<Record<string, number>>;
  min_stake: Minor;
  max_stake: Minor;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
}

export interface LotteryDrawsTable {
  id: Generated<string | number | bigint>;
  merchant_code: string;
  game_code: string;
  numero: string;
  open_at: Stamp;
  close_at: Stamp;
  draw_at: Stamp;
  status: DrawStatus;
  /** Fixed when the draw is scheduled; never leaves the server before status drawn. */
  numbers: Json<string[]>;
  salt: string;
  commitment: string;
  drawn_at: MaybeStamp;
  /** Every bet settled (drawn → settled) or refunded (cancelled). */
  settled_at: MaybeStamp;
  cancelled_at: MaybeStamp;
  created_at: Stamp;
}

/** One lottery bet: the lottery side of a `bets` row with the same reference. */
export interface LotteryBetsTable {
  reference: string;
  merchant_code: string;
  user_id: string;
  game_code: string;
  draw_id: string | number | bigint;
  numero: string;
  bet_type: string;
  position: string | null;
  picks: Json<string[]>;
  stake: Minor;
  /** Odds at placement (the option's own when it has them). */
  odds: Odds;
  status: ColumnType<LotteryBetStatus, LotteryBetStatus | undefined, LotteryBetStatus>;
  payout: MaybeMinor;
  /** Bao lô: how many prize numbers matched; 1 for other wins. */
  hits: ColumnType<number | null, number | null | undefined, number | null>;
  placed_at: Stamp;
  settled_at: MaybeStamp;
}

export type LotteryGameRow = Selectable<LotteryGamesTable>;
export type LotteryBetTypeRow = Selectable<LotteryBetTypesTable>;
export type LotteryDrawRow = Selectable<LotteryDrawsTable>;
export type LotteryBetRow = Selectable<LotteryBetsTable>;
