import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RouletteChoice, RouletteConfig } from '../api';
import { pocketColor } from '../../game-engines/roulette';
import { COLOR_NAMES } from '../names';
import { type BoardProps, lastOutcome, PlayButton } from './board';

/** Rows of the table as laid out: column 3 (3, 6 … 36) on top, column 1 (1, 4 … 34) at the bottom. */
const ROWS = [3, 2, 1].map((col) => Array.from({ length: 12 }, (_, i) => i * 3 + col));

const same = (a: RouletteChoice, b: RouletteChoice) => a.bet === b.bet && (a.number ?? null) === (b.number ?? null);

/** A European single-zero table: one bet per spin (a number, a colour, odd/even, low/high, a dozen or a column). */
export function RouletteBoard({ config, round, stake, stakeControl }: BoardProps<RouletteConfig>) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<RouletteChoice>({ bet: 'red' });
  const outcome = lastOutcome(round, 'roulette');
  const color = (n: number) => pocketColor(config, n);
  const columnName = (column: number) => t`Column ${column}`;
  const spot = (c: RouletteChoice, label: string, className = '', ariaLabel?: string) => (
    <button
      type="button"
      className={`dv-spot ${className}`}
      aria-label={ariaLabel}
      aria-pressed={same(choice, c)}
      onClick={() => setChoice(c)}
      disabled={!round.canPlay}
    >
      {label}
    </button>
  );
  const numberSpot = (n: number) => {
    const name = i18n._(COLOR_NAMES[color(n)]);
    return (
      <button
        key={n}
        type="button"
        className={`dv-spot dv-spot--${color(n)}${outcome?.pocket === n ? ' dv-spot--hit' : ''}`}
        aria-pressed={same(choice, { bet: 'straight', number: n })}
        aria-label={t`${n} ${name}`}
        onClick={() => setChoice({ bet: 'straight', number: n })}
        disabled={!round.canPlay}
      >
        {n}
      </button>
    );
  };
  return (
    <div className="dv-board dv-roulette">
      <div className="dv-table-layout" role="group" aria-label={t`Roulette table`}>
        <div className="dv-zero">{numberSpot(0)}</div>
        <div className="dv-numbers">
          {ROWS.map((row, i) => (
            <div key={i} className="dv-numbers__row">
              {row.map(numberSpot)}
              {spot({ bet: 'column', number: 3 - i }, t`2 to 1`, 'dv-spot--column', columnName(3 - i))}
            </div>
          ))}
        </div>
        <div className="dv-outside">
          {spot({ bet: 'dozen', number: 1 }, t`1st 12`)}
          {spot({ bet: 'dozen', number: 2 }, t`2nd 12`)}
          {spot({ bet: 'dozen', number: 3 }, t`3rd 12`)}
        </div>
        <div className="dv-outside">
          {spot({ bet: 'low' }, t`1 to 18`)}
          {spot({ bet: 'even' }, t`Even`)}
          {spot({ bet: 'red' }, t`Red`, 'dv-spot--red')}
          {spot({ bet: 'black' }, t`Black`, 'dv-spot--black')}
          {spot({ bet: 'odd' }, t`Odd`)}
          {spot({ bet: 'high' }, t`19 to 36`)}
        </div>
      </div>
      <p className="dv-note">{t`A number pays 36 times the stake, a dozen or a column 3 times, the other bets 2 times; zero loses every outside bet.`}</p>
      <div className="dv-controls">
        {stakeControl}
        <PlayButton round={round} label={t`Spin`} onPlay={() => round.play(stake, choice)} />
      </div>
      {outcome ? (
        <p className={`dv-big dv-pocket dv-spot--${outcome.color}`}>
          {outcome.pocket} {i18n._(COLOR_NAMES[outcome.color])}
        </p>
      ) : null}
    </div>
  );
}
