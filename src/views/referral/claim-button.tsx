import { useLingui } from '@lingui/react/macro';
import { type RewardClaimActor, useRewardClaim, useRewardClaimActor } from '../../machines/reward-claim/use-reward-claim';
import type { RewardClaimInput } from '../../machines/reward-claim/reward-claim.types';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { referralMessageFor } from './referral-messages';

/**
 * One reward's claim (the reward-claim chart): the button, then what happened — paid (with the
 * ledger reference), paid already, refused with the reason, or failed with a retry that sends the
 * same request key. `label` names what is claimed (a mission title, an invitee) for the button's
 * accessible name. A reward paid (or found paid already) is announced by the chart, and the
 * section's reads read again; a refusal stays on the row with its reason.
 */
export function ClaimButton({ actor, label }: { actor: RewardClaimActor; label: string }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const claim = useRewardClaim(actor);
  const amount = formatAmount(claim.context.reward, symbol);

  if (claim.step === 'claimed' && claim.context.result) {
    return (
      <p className="reward-claim__done" role="status">
        {t`${formatAmount(claim.context.result.amount, symbol)} added to your main wallet (reference ${claim.context.result.reference})`}
      </p>
    );
  }
  if (claim.step === 'alreadyClaimed') {
    return (
      <p className="reward-claim__done" role="status">
        {t`Already claimed`}
      </p>
    );
  }
  if (claim.step === 'refused') {
    return (
      <p className="reward-claim__error" role="alert">
        {i18n._(referralMessageFor(claim.context.errorKey))}
      </p>
    );
  }
  return (
    <div className="reward-claim">
      {claim.step === 'failed' ? (
        <>
          <p className="reward-claim__error" role="alert">
            {i18n._(referralMessageFor(claim.context.errorKey))}
          </p>
          <button type="button" className="btn btn--small btn--primary" aria-label={t`Try again to claim ${amount} for ${label}`} onClick={claim.retry}>
            {t`Try again`}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--small btn--primary"
          aria-label={claim.busy ? t`Claiming ${amount} for ${label}…` : t`Claim ${amount} for ${label}`}
          disabled={!claim.canClaim}
          aria-busy={claim.busy}
          onClick={claim.claim}
        >
          {claim.busy ? t`Claiming…` : t`Claim ${amount}`}
        </button>
      )}
    </div>
  );
}

/** A ClaimButton with its own chart on the app's API. */
export function Claim({ input, label }: { input: RewardClaimInput; label: string }) {
  const actor = useRewardClaimActor(input);
  return <ClaimButton actor={actor} label={label} />;
}
