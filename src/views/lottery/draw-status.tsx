import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Draw } from '../../api/schemas/lottery';
import { type DrawPhase, formatCountdown, useCountdown } from './draw-clock';

/**
 * The time left until sales close. A timer role (aria-live off): screen readers read it when
 * asked, not every second; the phase changes are announced by DrawStatus instead.
 */
function Countdown({ closeAt }: { closeAt: string }) {
  const { t } = useLingui();
  const labelId = useId();
  const left = useCountdown(Date.parse(closeAt));
  return (
    <p className="lottery-countdown">
      <span id={labelId}>{t`Sales close in`}</span>{' '}
      <time role="timer" aria-labelledby={labelId} dateTime={closeAt} className="lottery-countdown__time">
        {formatCountdown(left)}
      </time>
    </p>
  );
}

/** A draw's countdown, or what the page is waiting for. */
export function DrawCountdown({ current, phase }: { current: Draw | null; phase: DrawPhase }) {
  const { t } = useLingui();
  if (phase === 'open' && current) return <Countdown closeAt={current.closeAt} />;
  return <p className="lottery-countdown lottery-countdown--waiting">{phase === 'closed' ? t`Sales closed, drawing…` : t`Waiting for the next draw…`}</p>;
}

/**
 * The current draw of the game panel: its numero, the countdown, and a polite status line that
 * changes (and is announced) only when sales open or close.
 */
export function DrawStatus({ current, phase }: { current: Draw | null; phase: DrawPhase }) {
  const { t } = useLingui();
  const numero = current?.numero ?? '';
  return (
    <div className="lottery-draw">
      <p role="status" className="lottery-draw__status">
        {phase === 'open'
          ? t`Draw ${numero} is open for bets.`
          : phase === 'closed'
            ? t`Sales for draw ${numero} are closed, drawing…`
            : t`No draw is taking bets right now.`}
      </p>
      {phase === 'open' && current && <DrawCountdown current={current} phase={phase} />}
    </div>
  );
}
