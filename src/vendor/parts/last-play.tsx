import { useLingui } from '@lingui/react/macro';
import type { Played } from '../../machines/demo-round/demo-round.types';
import { type Currency, formatMoney } from '../format';
import { useOutcomeText } from './outcome-text';

/** What the last play came to: announced politely when it changes. */
export function LastPlay({ played, currency }: { played: Played | null; currency: Currency }) {
  const { t } = useLingui();
  const outcomeText = useOutcomeText();
  const text = () => {
    if (!played) return null;
    if (played.kind === 'bet') {
      const stake = formatMoney(played.bet.stake, currency);
      return t`Bet placed: ${stake}. It settles when the match ends.`;
    }
    const r = played.round;
    const what = outcomeText(r.outcome);
    const payout = formatMoney(r.payout, currency);
    return r.payout > 0 ? t`${what}. You win ${payout}.` : t`${what}. No win this time.`;
  };
  return (
    <p className="dv-last" role="status" aria-live="polite">
      {text()}
    </p>
  );
}
