import { useLingui } from '@lingui/react/macro';
import type { TeenpattiConfig } from '../api';
import { formatMultiplier } from '../format';
import { HAND_NAMES } from '../names';
import { CardRow } from '../parts/cards';
import { type BoardProps, lastOutcome, PlayButton } from './board';

/** Teen patti against the dealer: the ante, three cards each, the better hand wins (a tie is the dealer's). */
export function TeenpattiBoard({ config, round, stake, stakeControl }: BoardProps<TeenpattiConfig>) {
  const { t, i18n } = useLingui();
  const outcome = lastOutcome(round, 'teenpatti');
  const pays = formatMultiplier(config.antePays);
  const mine = outcome ? i18n._(HAND_NAMES[outcome.playerHand.name]) : '';
  const theirs = outcome ? i18n._(HAND_NAMES[outcome.dealerHand.name]) : '';
  return (
    <div className="dv-board dv-teenpatti">
      <p>{t`Ante bet: a win pays ${pays} the ante.`}</p>
      <div className="dv-controls">
        {stakeControl}
        <PlayButton round={round} label={t`Deal`} onPlay={() => round.play(stake, {})} />
      </div>
      {outcome ? (
        <div className="dv-hands">
          <div>
            <h3>{t`You: ${mine}`}</h3>
            <CardRow cards={outcome.player} label={t`Your cards`} />
          </div>
          <div>
            <h3>{t`Dealer: ${theirs}`}</h3>
            <CardRow cards={outcome.dealer} label={t`Dealer cards`} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
