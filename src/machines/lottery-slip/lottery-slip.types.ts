import type { BetType, PlacedLotteryBets, PlaceLotteryBets } from '../../api/schemas/lottery';

export type { BetType, PlacedLotteryBets, PlaceLotteryBets };

/** What the member is putting together before "add to slip". */
export interface PickDraft {
  /** Bet type code, or null before one is chosen. */
  betType: string | null;
  /** A position value of the type's `pick.positions` (1st digit, 3rd place…), when it has any. */
  position: string | null;
  /** Chosen option values or padded numbers, in the order the grid shows them. */
  picks: string[];
  /** As typed; parsed into minor units when checked. */
  stake: string;
}

export type DraftField = 'betType' | 'position' | 'picks' | 'stake';

/** A message key with its numbers (stake bounds in minor units, a pick count, a slip size). */
export interface SlipError {
  key: string;
  params?: Record<string, number>;
}

/** One bet of the slip, as it will be sent (stake in minor units). */
export interface SlipItem {
  betType: string;
  position: string | null;
  picks: string[];
  stake: number;
}

/** `lottery.bet.invalid`: the slip entry (0-based) and the field the server refused, when it said. */
export interface BetRefusal {
  index: number | null;
  field: string | null;
}

export interface LotterySlipInput {
  gameCode: string;
  betTypes: BetType[];
  /** The draw taking bets as the page opened, or null while sales are closed. */
  numero: string | null;
  /** Bets in one slip at most; LOTTERY.slipMaxBets unless a test says otherwise. */
  maxBets?: number;
}

export interface LotterySlipContext {
  gameCode: string;
  betTypes: BetType[];
  maxBets: number;
  /** The draw the slip is for. An empty slip follows the open draw; a filled one moves only on request. */
  numero: string | null;
  /** The draw taking bets now as the page last saw it (null: sales closed, drawing). */
  openNumero: string | null;
  draft: PickDraft;
  errors: Partial<Record<DraftField | 'slip', SlipError>>;
  items: SlipItem[];
  /** Why the last review or request failed (an alert, not a field). */
  errorKey: string | null;
  refusal: BetRefusal | null;
  /**
   * Idempotency key of the slip being placed: made at review, kept across retries while the
   * outcome is unknown, dropped when the slip's bets or draw change or the server answers.
   */
  requestId: string | null;
  placed: PlacedLotteryBets | null;
}

export type LotterySlipEvent =
  | { type: 'slip.type'; code: string }
  | { type: 'slip.position'; value: string }
  | { type: 'slip.pick'; value: string }
  | { type: 'slip.stake'; value: string }
  | { type: 'slip.add' }
  | { type: 'slip.remove'; index: number }
  | { type: 'slip.clear' }
  | { type: 'slip.draw'; numero: string | null }
  | { type: 'slip.move' }
  | { type: 'slip.review' }
  | { type: 'slip.back' }
  | { type: 'slip.confirm' }
  | { type: 'slip.retry' }
  | { type: 'slip.edit' }
  | { type: 'slip.again' };
