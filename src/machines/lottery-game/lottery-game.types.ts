import type { ActorRefFrom } from 'xstate';
import type { Draw, LotteryGameDetail } from '../../api/schemas/lottery';
import type { lotterySlipMachine } from '../lottery-slip/lottery-slip.machine';

export type { Draw, LotteryGameDetail };

export type LotterySlipRef = ActorRefFrom<typeof lotterySlipMachine>;

/** A result read: the game (its `last` draw) and the first page of its history (which also lists cancelled draws). */
export interface ResultRead {
  detail: LotteryGameDetail;
  draws: Draw[];
}

/** What became of the awaited draw, once known. */
export interface DrawOutcome {
  numero: string;
  kind: 'settled' | 'cancelled' | 'overdue';
}

export interface LotteryGameInput {
  gameCode: string;
}

export interface LotteryGameContext {
  gameCode: string;
  /** The game as last read: its current draw (taking bets or not), its last result, its bet types. */
  detail: LotteryGameDetail | null;
  /** Why the last read failed (the first read, or the read for the next draw). */
  errorKey: string | null;
  /** The draw taking bets that the countdown runs for. */
  selling: Draw | null;
  /** Time left until `selling` closes, as of the last tick (ms). */
  leftMs: number;
  /** The last draw whose sales the page saw close: not sold again if the server still shows it open. */
  closed: Draw | null;
  /** The draw whose sales closed while the page showed it: its result is awaited from its drawAt. */
  awaited: Draw | null;
  /** What became of the last awaited draw. */
  outcome: DrawOutcome | null;
  /** Bumped when the member's bets may have changed (placed, settled, refunded): the bets table reads again. */
  betsVersion: number;
  /** Bumped when a result came in: the draw history reads again. */
  resultsVersion: number;
  /** The bet slip chart of this game (spawned once the game is read). */
  slip: LotterySlipRef | null;
}

export type LotteryGameEvent =
  /** Try again after a failed read. */
  | { type: 'game.retry' }
  /** The slip placed bets (its `betsPlaced`). */
  | { type: 'game.betsPlaced' }
  /** The slip was told lottery.draw.closed: sales ended before the page's countdown did. */
  | { type: 'game.drawClosed' }
  /** Internal: sales closed on a draw; the result region starts awaiting it. */
  | { type: 'result.await' };
