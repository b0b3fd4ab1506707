import { useLingui } from '@lingui/react/macro';
import type { RewardClaimed } from '../../machines/reward-claim/reward-claim.types';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';

/** The last reward paid in this section, announced once the lists read again (the row itself then says "claimed"). */
export function ClaimNotice({ result }: { result: RewardClaimed | null }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  return (
    <p className="referral__notice" role="status">
      {result ? t`${formatAmount(result.amount, symbol)} added to your main wallet (reference ${result.reference})` : ''}
    </p>
  );
}
