import { array, enums, type Infer, nullable, number, object, optional, string } from 'superstruct';
import { instant } from './time';

/**
 * Lottery wire shapes (issue #5; SPEC §3 prize modes and lottery types, §7 lottery and home;
 * design: docs/lottery.md). Loaded lazily with src/api/game-endpoints.ts. Amounts are integer
 * minor units; odds are decimal multipliers of the stake (a win pays stake × odds).
 *
 * Times (openAt, closeAt, drawAt, placedAt, settledAt) are ISO 8601 instants in UTC
 * ("2026-03-01T04:05:00.000Z"): countdowns need an exact instant; the SPA formats them.
 * Numeros: "yyyyMMdd-NNNN" (interval games, NNNN = the draw of the game's local day from 0001)
 * or "yyyyMMdd" (daily games), in the game's time zone.
 * Refusals (errorCode, status): lottery.game.unknown 404, lottery.draw.unknown 404,
 * lottery.draw.closed 409 (sales closed or draw cancelled), lottery.bet.invalid 400
 * (value { field: "bets[2].picks", index: 2, reason: "type"|"position"|"option"|"count"|"format"|
 * "range"|"duplicate" }, or field "bets" reason "count" for an empty or over-long slip),
 * lottery.bet.stake 400 (value { field, index, min, max }), and the money codes
 * (money.request_id.invalid, money.amount.invalid, money.balance.insufficient,
 * money.idempotency.conflict).
 */

/** SPEC §3 lottery types plus the two Vietnamese draws (north: 27 numbers, south: 18). */
export const LOTTERY_TYPES = ['SSC', 'PK10', '11X5', 'LHC', 'VNN', 'VNS'] as const;
export const LotteryType = enums(LOTTERY_TYPES);
export type LotteryType = Infer<typeof LotteryType>;

/** SPEC §3 prize modes. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const PrizeMode = enums(PRIZE_MODES);
export type PrizeMode = Infer<typeof PrizeMode>;

export const DrawStatus = enums(['open', 'closed', 'drawn', 'settled', 'cancelled']);
export type DrawStatus = Infer<typeof DrawStatus>;

/**
 * One draw. `commitment` = hex SHA-256 of `${numbers.join(',')}|${salt}`, published from the
 * moment the draw is scheduled; `numbers` and `salt` appear once drawn, so anyone can check
 * the numbers were fixed in advance.
 *
 * `numbers` by type: SSC 5 digits "0"–"9"; PK10 the order of "01"–"10"; 11X5 5 distinct of
 * "01"–"11"; LHC 7 of "01"–"49", the last being the extra (special) number; VNN 27 and VNS 18
 * numbers, special prize first then G1, G2, … in order (`prizes` groups them by prize).
 */
export const Draw = object({
  gameCode: string(),
  numero: string(),
  openAt: instant(),
  closeAt: instant(),
  drawAt: instant(),
  status: DrawStatus,
  commitment: string(),
  numbers: nullable(array(string())),
  salt: nullable(string()),
  /** VNN/VNS only, once drawn: [{ name: "DB" | "G1" … "G8", numbers }]. */
  prizes: optional(nullable(array(object({ name: string(), numbers: array(string()) })))),
});
export type Draw = Infer<typeof Draw>;

/** A lottery game of the menu. */
export const LotteryGame = object({
  gameCode: string(),
  /** Localised. */
  gameName: string(),
  lotteryType: LotteryType,
  prizeMode: PrizeMode,
  /** VN for the Vietnamese lotteries (lottoArea VN), GLOBAL otherwise. */
  area: enums(['VN', 'GLOBAL']),
  /** LOTT or ELOTT: the category its bets are recorded under. */
  category: string(),
  /** Seconds between draws. */
  intervalSeconds: number(),
  /** Sales close this many seconds before the draw. */
  closeSeconds: number(),
  /** The draw taking bets now, if any. */
  current: nullable(Draw),
  /** The last drawn draw, if any. */
  last: nullable(Draw),
});
export type LotteryGame = Infer<typeof LotteryGame>;

/** GET /lgw/vn/games/game_menu `?area=VN|GLOBAL|ALL`, /lgw/vn/games/game_menu/recent (token), /lgw/games/popular `?count=20&prizeMode=&device=&language=`. */
export const LotteryGames = object({ list: array(LotteryGame) });
export type LotteryGames = Infer<typeof LotteryGames>;

/** GET /lgw/vn/numeros/opened/game `?count=100` and /lotto/lgw/games/opened/numero `?gameCode=`: drawn draws, newest first. */
export const Draws = object({ list: array(Draw) });
export type Draws = Infer<typeof Draws>;

/** GET /lgw/lotto/draws `?gameCode=&page=`: the game's history, newest first. */
export const DrawPage = object({ list: array(Draw), page: number(), size: number(), total: number() });
export type DrawPage = Infer<typeof DrawPage>;

export const PickOption = object({ value: string(), label: string(), odds: optional(number()) });
export type PickOption = Infer<typeof PickOption>;

/**
 * What a bet of a type selects.
 * - option: one of `options` (big/small, odd/even, dragon/tiger, colour, sum…); an option's
 *   own `odds` wins over the type's.
 * - numbers: exactly `count` distinct numbers from `from` to `to`, written with `pad` digits
 *   (SSC position digit: 0–9 pad 1 count 1; 11X5 any-order pick 3: 1–11 pad 2 count 3;
 *   VN đề: 0–99 pad 2 count 1; bao lô 3 digits: 0–999 pad 3 count 1).
 * `positions`, when present, must be chosen too (SSC 1st–5th digit, PK10 1st–10th place…).
 */
export const PickSpec = object({
  kind: enums(['option', 'numbers']),
  positions: optional(array(PickOption)),
  options: optional(array(PickOption)),
  from: optional(number()),
  to: optional(number()),
  pad: optional(number()),
  count: optional(number()),
});
export type PickSpec = Infer<typeof PickSpec>;

export const BetType = object({
  code: string(),
  /** Localised. */
  name: string(),
  /** Localised group heading (Positions, Big/Small, …). */
  group: string(),
  odds: number(),
  minStake: number(),
  maxStake: number(),
  pick: PickSpec,
});
export type BetType = Infer<typeof BetType>;

/** GET /lgw/lotto/game `?gameCode=`: a game with its bet types and draws. */
export const LotteryGameDetail = object({ game: LotteryGame, betTypes: array(BetType) });
export type LotteryGameDetail = Infer<typeof LotteryGameDetail>;

export const LotteryBet = object({
  reference: string(),
  gameCode: string(),
  gameName: string(),
  numero: string(),
  betType: string(),
  betTypeName: string(),
  position: nullable(string()),
  picks: array(string()),
  stake: number(),
  odds: number(),
  status: enums(['open', 'won', 'lost', 'void']),
  payout: nullable(number()),
  placedAt: instant(),
  settledAt: nullable(instant()),
});
export type LotteryBet = Infer<typeof LotteryBet>;

/** GET /lgw/lotto/bets `?status=open|settled&gameCode=&page=` (token): the member's own bets, newest first. */
export const LotteryBetPage = object({ list: array(LotteryBet), page: number(), size: number(), total: number() });
export type LotteryBetPage = Infer<typeof LotteryBetPage>;

/**
 * POST /lgw/lotto/bets (token): a slip, all or nothing, on the draw `numero` (which must still
 * be open), paid from the main wallet. Same `requestId` + same slip → the first answer.
 */
export const PlaceLotteryBets = object({
  requestId: string(),
  gameCode: string(),
  numero: string(),
  bets: array(object({ betType: string(), position: optional(string()), picks: array(string()), stake: number() })),
});
export type PlaceLotteryBets = Infer<typeof PlaceLotteryBets>;

export const PlacedLotteryBets = object({ bets: array(LotteryBet), balance: number() });
export type PlacedLotteryBets = Infer<typeof PlacedLotteryBets>;
