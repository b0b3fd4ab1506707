import { isApiError } from '../../api/errors';
import { parseAmount } from '../money/amounts';
import type { BetRefusal, BetType, DraftField, LotterySlipContext, PickDraft, PlaceLotteryBets, SlipError, SlipItem } from './lottery-slip.types';

/**
 * The slip's rules, free of the chart: what a pick must hold for its bet type (src/api/schemas/
 * lottery.ts PickSpec), what a slip costs and may win, and how the server's refusals read.
 * The server checks everything again (lottery.bet.invalid).
 */

export const SLIP_KEYS = {
  betType: 'lottery.betType.required',
  position: 'lottery.position.required',
  option: 'lottery.option.required',
  count: 'lottery.picks.count',
  stakeRequired: 'lottery.stake.required',
  stakeInvalid: 'money.amount.invalid',
  stakeLimit: 'lottery.stake.limit',
  full: 'lottery.slip.full',
  empty: 'lottery.slip.empty',
  drawClosed: 'lottery.draw.closed',
  betInvalid: 'lottery.bet.invalid',
  betStake: 'lottery.bet.stake',
} as const;

export const emptyDraft = (): PickDraft => ({ betType: null, position: null, picks: [], stake: '' });

export function betTypeOf(types: readonly BetType[], code: string | null): BetType | undefined {
  return code === null ? undefined : types.find((b) => b.code === code);
}

/** A number of a numbers pick as the wire writes it: `pad` digits (7 → "07" with pad 2). */
export function padPick(n: number, pad = 1): string {
  return String(n).padStart(pad, '0');
}

/** Every number a numbers pick offers, padded, in order (empty for option picks). */
export function pickNumbers(type: BetType): string[] {
  const { kind, from = 0, to = -1, pad = 1 } = type.pick;
  if (kind !== 'numbers') return [];
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(padPick(n, pad));
  return out;
}

/** How many picks one bet of the type takes: one option, or exactly `count` numbers. */
export function pickCount(type: BetType): number {
  return type.pick.kind === 'numbers' ? (type.pick.count ?? 1) : 1;
}

function isPickable(type: BetType, value: string): boolean {
  return type.pick.kind === 'option' ? (type.pick.options ?? []).some((o) => o.value === value) : pickNumbers(type).includes(value);
}

/**
 * Pressing an option or a number: an option replaces the choice (pressing it again clears it);
 * a number is added or removed, and once `count` are chosen another replaces only a single pick.
 */
export function togglePick(type: BetType | undefined, picks: readonly string[], value: string): string[] {
  if (!type || !isPickable(type, value)) return [...picks];
  if (picks.includes(value)) return picks.filter((p) => p !== value);
  const count = pickCount(type);
  if (count === 1) return [value];
  if (picks.length >= count) return [...picks];
  const order = type.pick.kind === 'numbers' ? pickNumbers(type) : [];
  return [...picks, value].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** A new bet type keeps the stake; its picks and position start over. */
export function withBetType(draft: PickDraft, code: string): PickDraft {
  return draft.betType === code ? draft : { ...draft, betType: code, position: null, picks: [] };
}

export function withPosition(type: BetType | undefined, draft: PickDraft, value: string): PickDraft {
  const known = (type?.pick.positions ?? []).some((p) => p.value === value);
  return known ? { ...draft, position: value } : draft;
}

/** The first problem with each part of the draft, and with the slip (full), before "add to slip". */
export function draftErrors(c: Pick<LotterySlipContext, 'betTypes' | 'draft' | 'items' | 'maxBets'>): Partial<Record<DraftField | 'slip', SlipError>> {
  const errors: Partial<Record<DraftField | 'slip', SlipError>> = {};
  const type = betTypeOf(c.betTypes, c.draft.betType);
  if (!type) errors.betType = { key: SLIP_KEYS.betType };
  else {
    const positions = type.pick.positions ?? [];
    if (positions.length > 0 && !positions.some((p) => p.value === c.draft.position)) errors.position = { key: SLIP_KEYS.position };
    if (c.draft.picks.length !== pickCount(type) || !c.draft.picks.every((p) => isPickable(type, p))) {
      errors.picks = type.pick.kind === 'option' ? { key: SLIP_KEYS.option } : { key: SLIP_KEYS.count, params: { count: pickCount(type) } };
    }
  }
  const stake = stakeError(c.draft.stake, type);
  if (stake) errors.stake = stake;
  if (c.items.length >= c.maxBets) errors.slip = { key: SLIP_KEYS.full, params: { max: c.maxBets } };
  return errors;
}

export function stakeError(text: string, type: BetType | undefined): SlipError | null {
  if (!text.trim()) return { key: SLIP_KEYS.stakeRequired };
  const minor = parseAmount(text);
  if (minor === null) return { key: SLIP_KEYS.stakeInvalid };
  if (type && (minor < type.minStake || minor > type.maxStake)) return { key: SLIP_KEYS.stakeLimit, params: { min: type.minStake, max: type.maxStake } };
  return null;
}

/** The slip entry a valid draft makes. */
export function itemOf(draft: PickDraft): SlipItem {
  return { betType: draft.betType!, position: draft.position, picks: [...draft.picks], stake: parseAmount(draft.stake) ?? 0 };
}

/** The odds a bet is paid at: an option's own odds win over its type's. */
export function oddsOf(type: BetType | undefined, item: Pick<SlipItem, 'picks'>): number {
  if (!type) return 0;
  if (type.pick.kind === 'option') {
    const option = (type.pick.options ?? []).find((o) => o.value === item.picks[0]);
    if (option?.odds !== undefined) return option.odds;
  }
  return type.odds;
}

/** stake × odds in whole minor units (rounded first so 115 × 1.15 is not 132.24999…). */
export function potentialWin(stake: number, odds: number): number {
  return Math.floor(Math.round(stake * odds * 1000) / 1000);
}

export function slipTotals(items: readonly SlipItem[], types: readonly BetType[]): { stake: number; potential: number } {
  let stake = 0;
  let potential = 0;
  for (const item of items) {
    stake += item.stake;
    potential += potentialWin(item.stake, oddsOf(betTypeOf(types, item.betType), item));
  }
  return { stake, potential };
}

/** The draw the slip is for is the one taking bets now. */
export function slipOnOpenDraw(c: Pick<LotterySlipContext, 'numero' | 'openNumero'>): boolean {
  return c.numero !== null && c.numero === c.openNumero;
}

/** Why the slip cannot go to review yet, or null. */
export function reviewError(c: Pick<LotterySlipContext, 'items' | 'numero' | 'openNumero'>): string | null {
  if (c.items.length === 0) return SLIP_KEYS.empty;
  return slipOnOpenDraw(c) ? null : SLIP_KEYS.drawClosed;
}

export function placeRequest(c: Pick<LotterySlipContext, 'requestId' | 'gameCode' | 'numero' | 'items'>): PlaceLotteryBets {
  return {
    requestId: c.requestId ?? '',
    gameCode: c.gameCode,
    numero: c.numero ?? '',
    bets: c.items.map((i) => ({ betType: i.betType, ...(i.position === null ? {} : { position: i.position }), picks: i.picks, stake: i.stake })),
  };
}

export function isDrawClosed(error: unknown): boolean {
  return isApiError(error) && error.messageKey === SLIP_KEYS.drawClosed;
}

/**
 * The server refused a bet of the slip (docs/lottery.md "Errors"): lottery.bet.invalid (type,
 * position, picks), lottery.bet.stake (outside the type's bounds), or money.amount.invalid
 * naming a bet's stake. Nothing was placed; the slip goes back to editing with the bet marked.
 */
export function isBetRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const key = error.messageKey;
  return key === SLIP_KEYS.betInvalid || key === SLIP_KEYS.betStake || (key === 'money.amount.invalid' && betRefusal(error).index !== null);
}

/**
 * Which bet and field a refusal names: `{ field: "bets[2].picks", index: 2 }` as the server
 * writes it (also read: `bets.2.picks`, or only `index`); a slip-wide `{ field: "bets" }` names none.
 */
export function betRefusal(error: unknown): BetRefusal {
  const v = (isApiError(error) ? error.value : null) as { index?: unknown; field?: unknown } | null | undefined;
  let index = typeof v?.index === 'number' && Number.isInteger(v.index) ? v.index : null;
  let field = typeof v?.field === 'string' ? v.field : null;
  const path = field ? /^bets(?:\[(\d+)\]|\.(\d+))\.(\w+)$/.exec(field) : null;
  if (path) {
    index ??= Number(path[1] ?? path[2]);
    field = path[3]!;
  }
  return { index, field: index === null ? null : field };
}
