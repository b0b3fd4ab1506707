import { useLingui } from '@lingui/react/macro';
import { useExclusionActor } from '../../machines/exclusion/use-exclusion';
import { useDepositLimitActor } from '../../machines/deposit-limit/use-deposit-limit';
import { useAppIntents, useMemberActor } from '../../machines/app/use-app';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import type { SectionProps } from '../member-center/section-types';
import { DepositLimitPanel } from './deposit-limit-panel';
import { ExclusionPanel } from './exclusion-panel';
import { RealityCheckPanel } from './reality-check-panel';
import './care.css';

/**
 * Responsible gambling (member center page `responsibleGambling`; docs/engagement.md): deposit
 * limits, reality check, time-out and self-exclusion, each its own chart.
 */
export function ResponsibleGamblingSection({ go }: SectionProps) {
  const { t } = useLingui();
  const app = useAppIntents();
  const limits = useDepositLimitActor();
  // Excluded: the app chart ends the session, closes overlays and goes home.
  const exclusion = useExclusionActor(app.signOut);
  const reality = useMemberActor('realityCheck');
  const symbol = useCurrencySymbol();
  return (
    <div className="care">
      <p>{t`Gambling should be fun. These tools help you stay in control; they apply at once unless said otherwise.`}</p>
      <h4 className="section-title">{t`Deposit limits`}</h4>
      <DepositLimitPanel actor={limits} symbol={symbol} />
      <h4 className="section-title">{t`Reality check`}</h4>
      {reality ? <RealityCheckPanel actor={reality} /> : <p className="money-note">{t`Reality check is available while you are logged in.`}</p>}
      <ExclusionPanel actor={exclusion} />
      <p>
        <button type="button" className="btn btn--link" onClick={() => go('transactionHistory')}>
          {t`See your net deposits in the account record`}
        </button>
      </p>
    </div>
  );
}
