import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DiceConfig } from '../api';
import { DICE_ROLLS, diceMultiplier } from '../../game-engines/dice';
import { formatHundredths, formatMultiplier } from '../format';
import { type BoardProps, lastOutcome, PlayButton } from './board';

/** Roll under: the player sets the target; a roll of 0.00–99.99 below it wins. */
export function DiceBoard({ config, round, stake, stakeControl }: BoardProps<DiceConfig>) {
  const { t } = useLingui();
  const id = useId();
  const middle = Math.min(config.maxTarget, Math.max(config.minTarget, DICE_ROLLS / 2));
  const [target, setTarget] = useState(middle);
  const outcome = lastOutcome(round, 'dice');
  const shown = formatHundredths(target);
  const chance = formatHundredths(target);
  const multiplier = formatMultiplier(diceMultiplier(config, target));
  return (
    <div className="dv-board dv-dice">
      <div className="dv-dice__target">
        <label htmlFor={id}>{t`Roll under`}</label>
        <input
          id={id}
          type="range"
          min={config.minTarget}
          max={config.maxTarget}
          step={1}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
          aria-valuetext={shown}
          disabled={!round.canPlay}
        />
        <output htmlFor={id} className="dv-big">
          {shown}
        </output>
      </div>
      <dl className="dv-facts dv-facts--row">
        <dt>{t`Win chance`}</dt>
        <dd>{t`${chance}%`}</dd>
        <dt>{t`Pays`}</dt>
        <dd>{multiplier}</dd>
      </dl>
      <div className="dv-controls">
        {stakeControl}
        <PlayButton round={round} label={t`Roll`} onPlay={() => round.play(stake, { target })} />
      </div>
      {outcome ? (
        <p className={outcome.win ? 'dv-roll dv-good' : 'dv-roll dv-bad'}>
          <span className="dv-big">{formatHundredths(outcome.roll)}</span>
        </p>
      ) : null}
    </div>
  );
}
