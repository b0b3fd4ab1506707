import { useLingui } from '@lingui/react/macro';
import type { Currency } from '../../api/schemas/money';
import type { PromoBonus, Promotion } from '../../api/schemas/promotions';
import { formatAmount } from '../money/format';
import { STATUS_LABELS } from './promotion-messages';

export function StatusBadge({ status }: { status: Promotion['status'] }) {
  const { i18n } = useLingui();
  return <span className={`promo-status promo-status--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}

/** The label of a card's button, by kind and status (apply promotions: their page's form). */
export function useActionLabel() {
  const { t } = useLingui();
  return (p: Promotion): string => {
    if (p.kind === 'raffle') return t`Draw now`;
    if (p.kind === 'award') return t`Join`;
    if (p.kind === 'apply') return p.status === 'rejected' ? t`Apply again` : t`Apply`;
    return t`Claim bonus`;
  };
}

/** What the promotion gives: the reward and its turnover multiple, or the raffle's prize range. */
export function RewardLine({ promotion: p, currency }: { promotion: Promotion; currency: Currency }) {
  const { t } = useLingui();
  const money = (minor: number) => formatAmount(minor, currency.symbol, currency.scale);
  const times = p.turnoverMultiplier;
  if (p.kind === 'raffle' && p.prizes.length) {
    const low = money(Math.min(...p.prizes));
    const high = money(Math.max(...p.prizes));
    return <p className="promo-reward">{t`Prizes from ${low} to ${high}`}</p>;
  }
  if (p.bonusAmount > 0) {
    const amount = money(p.bonusAmount);
    return <p className="promo-reward">{times > 0 ? t`Bonus ${amount}, turnover ×${times}` : t`Bonus ${amount}`}</p>;
  }
  return null;
}

/**
 * A promotion's minimum VIP level (docs/engagement.md "VIP promotions"): who it is for, and for a
 * member below it why it is closed to them.
 */
export function VipRequirement({ promotion: p }: { promotion: Pick<Promotion, 'minVipLevel' | 'minVipName' | 'belowVipLevel'> }) {
  const { t } = useLingui();
  if (p.minVipLevel === 0) return null;
  const level = p.minVipName ?? String(p.minVipLevel);
  return p.belowVipLevel ? (
    <p className="promo-vip promo-vip--locked">{t`Not available to you yet: this promotion is for VIP ${level} or higher.`}</p>
  ) : (
    <p className="promo-vip">{t`For VIP ${level} or higher`}</p>
  );
}

/** A reward's turnover: a labelled progress bar and the numbers (docs/engagement.md "Bonus turnover"). */
export function TurnoverProgress({ bonus, currency }: { bonus: Pick<PromoBonus, 'turnoverRequired' | 'turnoverProgress' | 'title'>; currency: Currency }) {
  const { t } = useLingui();
  if (bonus.turnoverRequired === 0) return <span>{t`No turnover required`}</span>;
  const done = formatAmount(bonus.turnoverProgress, currency.symbol, currency.scale);
  const required = formatAmount(bonus.turnoverRequired, currency.symbol, currency.scale);
  const title = bonus.title;
  return (
    <span className="promo-turnover">
      <progress max={bonus.turnoverRequired} value={bonus.turnoverProgress} aria-label={t`Turnover of ${title}`} />
      <span>{t`${done} of ${required}`}</span>
    </span>
  );
}
