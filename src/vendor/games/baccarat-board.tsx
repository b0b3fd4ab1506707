import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BaccaratChoice, BaccaratConfig } from '../api';
import { formatMultiplier } from '../format';
import { BACCARAT_NAMES } from '../names';
import { CardRow } from '../parts/cards';
import { type BoardProps, lastOutcome, PlayButton } from './board';

const BETS: BaccaratChoice['bet'][] = ['player', 'banker', 'tie'];

/** Punto banco: a chip on Player, Banker or Tie, then the coup is dealt. */
export function BaccaratBoard({ config, round, stake, stakeControl }: BoardProps<BaccaratConfig>) {
  const { t, i18n } = useLingui();
  const [bet, setBet] = useState<BaccaratChoice['bet']>('player');
  const outcome = lastOutcome(round, 'baccarat');
  const playerTotal = outcome?.playerTotal ?? 0;
  const bankerTotal = outcome?.bankerTotal ?? 0;
  return (
    <div className="dv-board dv-baccarat">
      <div className="dv-chips" role="group" aria-label={t`Your bet`}>
        {BETS.map((b) => (
          <button key={b} type="button" className="dv-chip" aria-pressed={bet === b} onClick={() => setBet(b)} disabled={!round.canPlay}>
            {i18n._(BACCARAT_NAMES[b])} <small>{formatMultiplier(config.pays[b])}</small>
          </button>
        ))}
      </div>
      <div className="dv-controls">
        {stakeControl}
        <PlayButton round={round} label={t`Deal`} onPlay={() => round.play(stake, { bet })} />
      </div>
      {outcome ? (
        <div className="dv-hands">
          <div>
            <h3>{t`Player: ${playerTotal}`}</h3>
            <CardRow cards={outcome.player} label={t`Player cards`} />
          </div>
          <div>
            <h3>{t`Banker: ${bankerTotal}`}</h3>
            <CardRow cards={outcome.banker} label={t`Banker cards`} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
