import type { ReactNode } from 'react';
import type { useDemoRound } from '../../machines/demo-round/use-demo-round';
import type { RoundOutcome } from '../api';
import type { Currency } from '../format';

export type DemoRound = ReturnType<typeof useDemoRound>;

/** What every game board gets from the game screen. */
export interface BoardProps<C> {
  config: C;
  round: DemoRound;
  /** The chosen stake (minor units) and its selector, placed by the board. */
  stake: number;
  stakeControl: ReactNode;
  currency: Currency;
}

/** The last settled round's outcome when it is of this engine. */
export function lastOutcome<E extends RoundOutcome['engine']>(round: DemoRound, engine: E): Extract<RoundOutcome, { engine: E }> | null {
  const last = round.context.last;
  if (last?.kind !== 'round' || last.round.outcome.engine !== engine) return null;
  return last.round.outcome as Extract<RoundOutcome, { engine: E }>;
}

/** The board's play button: enabled only when the round chart can take a new play. */
export function PlayButton({ round, onPlay, label, disabled }: { round: DemoRound; onPlay: () => void; label: string; disabled?: boolean }) {
  return (
    <button type="button" className="dv-btn dv-btn--primary dv-play" disabled={!round.canPlay || disabled} onClick={onPlay}>
      {label}
    </button>
  );
}
