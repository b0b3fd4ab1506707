import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CockfightChoice, CockfightConfig } from '../api';
import { formatOdds } from '../format';
import { COCKFIGHT_NAMES } from '../names';
import { type BoardProps, lastOutcome, PlayButton } from './board';

const SIDES: CockfightChoice['side'][] = ['meron', 'wala', 'draw'];

/** Sabong: Meron, Wala or Draw at the table's odds. */
export function CockfightBoard({ config, round, stake, stakeControl }: BoardProps<CockfightConfig>) {
  const { t, i18n } = useLingui();
  const [side, setSide] = useState<CockfightChoice['side']>('meron');
  const outcome = lastOutcome(round, 'cockfight');
  return (
    <div className="dv-board dv-cockfight">
      <div className="dv-chips" role="group" aria-label={t`Your side`}>
        {SIDES.map((s) => {
          const odds = formatOdds(config.odds[s]);
          return (
            <button key={s} type="button" className={`dv-chip dv-chip--${s}`} aria-pressed={side === s} onClick={() => setSide(s)} disabled={!round.canPlay}>
              {i18n._(COCKFIGHT_NAMES[s])} <small>{t`odds ${odds}`}</small>
            </button>
          );
        })}
      </div>
      <div className="dv-controls">
        {stakeControl}
        <PlayButton round={round} label={t`Bet`} onPlay={() => round.play(stake, { side })} />
      </div>
      {outcome ? <p className={`dv-big dv-chip--${outcome.result}`}>{i18n._(COCKFIGHT_NAMES[outcome.result])}</p> : null}
    </div>
  );
}
