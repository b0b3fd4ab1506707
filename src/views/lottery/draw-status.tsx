import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Draw } from '../../api/schemas/lottery';
import { type LotteryGameActor, type ResultStep, type SalesStep, useLotteryCountdown } from '../../machines/lottery-game/use-lottery-game';
import type { DrawOutcome } from '../../machines/lottery-game/lottery-game.types';
import { type CountdownActor, useCountdown, useCountdownActor } from '../../machines/countdown/use-countdown';
import { formatCountdown } from '../../time/countdown';

/**
 * A card's draw as its lobby chart judged it: `open` takes bets, `closed` is sales closed
 * (drawing), `none` is no draw taking bets.
 */
export type DrawPhase = 'open' | 'closed' | 'none';

/**
 * The time left until sales close, as the chart's countdown last ticked. A timer role (aria-live
 * off): screen readers read it when asked, not every second; the phase changes are announced by
 * DrawStatus instead.
 */
function Countdown({ closeAt, leftMs }: { closeAt: string; leftMs: number }) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <p className="lottery-countdown">
      <span id={labelId}>{t`Sales close in`}</span>{' '}
      {/* The server's drawing shows the time left when it was drawn: the browser's first drawing keeps it until the chart's next tick. */}
      <time role="timer" aria-labelledby={labelId} dateTime={closeAt} className="lottery-countdown__time" suppressHydrationWarning>
        {formatCountdown(leftMs)}
      </time>
    </p>
  );
}

/** A lobby card's countdown: a countdown chart of its own, to this draw's close. */
function LobbyCountdown({ closeAt }: { closeAt: string }) {
  return <LobbyCountdownView actor={useCountdownActor(closeAt)} closeAt={closeAt} />;
}

/** A lobby card's countdown drawn from its chart. */
export function LobbyCountdownView({ actor, closeAt }: { actor: CountdownActor; closeAt: string }) {
  return <Countdown closeAt={closeAt} leftMs={useCountdown(actor).leftMs} />;
}

/** A lobby card's draw: its countdown, or what the lobby is waiting for. */
export function DrawCountdown({ current, phase }: { current: Draw | null; phase: DrawPhase }) {
  const { t } = useLingui();
  if (phase === 'open' && current) return <LobbyCountdown key={current.closeAt} closeAt={current.closeAt} />;
  return <p className="lottery-countdown lottery-countdown--waiting">{phase === 'closed' ? t`Sales closed, drawing…` : t`Waiting for the next draw…`}</p>;
}

/** The game panel's countdown: the only part that re-renders on the chart's every tick. */
function GameCountdown({ actor, closeAt }: { actor: LotteryGameActor; closeAt: string }) {
  return <Countdown closeAt={closeAt} leftMs={useLotteryCountdown(actor)} />;
}

/**
 * The current draw of the game panel: its numero, the countdown, and a polite status line that
 * changes (and is announced) only when sales open or close.
 */
export function DrawStatus({ actor, sales, selling, closedNumero }: { actor: LotteryGameActor; sales: SalesStep; selling: Draw | null; closedNumero: string | null }) {
  const { t } = useLingui();
  const numero = sales === 'selling' && selling ? selling.numero : (closedNumero ?? '');
  return (
    <div className="lottery-draw">
      <p role="status" className="lottery-draw__status">
        {sales === 'selling'
          ? t`Draw ${numero} is open for bets.`
          : closedNumero
            ? t`Sales for draw ${numero} are closed, drawing…`
            : t`No draw is taking bets right now.`}
      </p>
      {sales === 'selling' && selling && <GameCountdown actor={actor} closeAt={selling.closeAt} />}
    </div>
  );
}

/**
 * What became of the draw whose sales closed while the page was open: a polite status line (always
 * in the page, so screen readers hear it change).
 */
export function ResultStatus({ result, awaitedNumero, outcome }: { result: ResultStep; awaitedNumero: string | null; outcome: DrawOutcome | null }) {
  const { t } = useLingui();
  const numero = awaitedNumero ?? outcome?.numero ?? '';
  const text = {
    idle: '',
    due: t`Waiting for the result of draw ${numero}…`,
    reading: t`Waiting for the result of draw ${numero}…`,
    pending: t`Waiting for the result of draw ${numero}…`,
    failed: t`The result of draw ${numero} could not be read; trying again…`,
    settled: t`Draw ${numero} is settled: your bets and balance are up to date.`,
    cancelled: t`Draw ${numero} was cancelled; its bets were refunded.`,
    overdue: t`The result of draw ${numero} is late; it will show in the draw history.`,
  }[result];
  return (
    <p role="status" className="lottery-draw__result">
      {text}
    </p>
  );
}
