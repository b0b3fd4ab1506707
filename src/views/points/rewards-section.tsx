import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PointReward } from '../../api/schemas/points';
import { rewardBlock } from '../../machines/redeem/redeem.rules';
import type { RedeemSetup } from '../../machines/redeem/redeem.types';
import { type RedeemActor, useRedeem } from '../../machines/redeem/use-redeem';
import { LoadFailed, Loading } from '../common/data-states';
import { formatAmount } from '../money/format';
import { MoneyField } from '../money/security-fields';
import { formatPoints, REDEMPTION_STATUS_LABELS, REWARD_TYPE_LABELS } from './points-format';
import { pointsErrorText, pointsFieldMessage } from './points-messages';
import { ReviewActions } from './review-actions';

/** One reward: what it is, its price in points, its requirement and stock; Redeem, or why not. */
function RewardCard({ reward, setup, symbol, onRedeem }: { reward: PointReward; setup: RedeemSetup; symbol: string; onRedeem: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const block = rewardBlock(reward, setup);
  const requirement = formatAmount(reward.amountRequirement, symbol);
  const reasons = {
    disabled: t`Redeeming is paused`,
    soldOut: t`Sold out`,
    requirement: t`Needs ${requirement} of valid bets`,
    points: t`Not enough points`,
  };
  const points = formatPoints(reward.points);
  const stock = reward.stock === null ? null : formatPoints(reward.stock);
  return (
    <article className="reward-card" aria-labelledby={titleId}>
      <p className="reward-card__type">{i18n._(REWARD_TYPE_LABELS[reward.type])}</p>
      {/* Right under the page's h1 and the tabs: an h3 would skip a level (heading order). */}
      <h2 id={titleId} className="reward-card__name">
        {reward.name}
      </h2>
      <p className="reward-card__description">{reward.description}</p>
      <dl className="reward-card__facts">
        <dt>{t`Points`}</dt>
        <dd>{points}</dd>
        {reward.amountRequirement > 0 && (
          <>
            <dt>{t`Valid bet requirement`}</dt>
            <dd>{requirement}</dd>
          </>
        )}
        {stock !== null && (
          <>
            <dt>{t`Left`}</dt>
            <dd>{stock}</dd>
          </>
        )}
      </dl>
      {block ? (
        <p className="reward-card__blocked">{reasons[block]}</p>
      ) : (
        <button type="button" className="btn btn--primary" aria-label={t`Redeem ${reward.name}`} onClick={onRedeem}>
          {t`Redeem`}
        </button>
      )}
    </article>
  );
}

/** The redeem chart's view (SPEC §7 redeem reward): the rewards, the redeem form, its review and result. */
export function RewardsSection({ actor, symbol, onSecurity }: { actor: RedeemActor; symbol: string; onSecurity: () => void }) {
  const { t, i18n } = useLingui();
  const r = useRedeem(actor);
  const titleId = useId();
  const c = r.context;
  const setup = c.setup;

  if (r.loadFailed) return <LoadFailed errorKey={c.errorKey} onRetry={r.retry} />;
  if (!setup || (r.loading && !r.reviewing)) return <Loading label={t`Loading rewards`} />;
  if (r.noPaymentPassword)
    return (
      <div className="points-blocked" role="status">
        <p>{t`Set a payment password before redeeming rewards.`}</p>
        <div className="form-actions">
          <button type="button" className="btn btn--primary" onClick={onSecurity}>
            {t`Set payment password`}
          </button>
          <button type="button" className="btn btn--ghost" onClick={r.reload}>
            {t`Check again`}
          </button>
          <button type="button" className="btn btn--ghost" onClick={r.cancel}>
            {t`Back to rewards`}
          </button>
        </div>
      </div>
    );

  if (r.done && c.result) {
    const d = c.result.redemption;
    const left = formatPoints(c.result.points);
    return (
      <div className="points-result" role="status">
        <h3 className="section-title">{t`Redemption submitted`}</h3>
        <dl className="money-summary">
          <dt>{t`Reference`}</dt>
          <dd>{d.reference}</dd>
          <dt>{t`Reward`}</dt>
          <dd>{d.name}</dd>
          <dt>{t`Quantity`}</dt>
          <dd>{d.quantity}</dd>
          <dt>{t`Points`}</dt>
          <dd>{formatPoints(d.pointsTotal)}</dd>
          <dt>{t`Status`}</dt>
          <dd>{i18n._(REDEMPTION_STATUS_LABELS[d.status])}</dd>
        </dl>
        <p className="money-note">{t`Points left: ${left}. We will deliver the reward once it is approved.`}</p>
        <button type="button" className="btn btn--outline" onClick={r.again}>
          {t`Back to rewards`}
        </button>
      </div>
    );
  }

  const reward = c.reward;
  if (r.reviewing && reward) {
    return (
      <section className="points-review" aria-labelledby={titleId} aria-busy={r.loading}>
        <h3 id={titleId} className="section-title">
          {t`Confirm redemption`}
        </h3>
        <dl className="money-summary">
          <dt>{t`Reward`}</dt>
          <dd>{reward.name}</dd>
          <dt>{t`Quantity`}</dt>
          <dd>{c.values.quantity}</dd>
          <dt>{t`Points`}</dt>
          <dd>{formatPoints(r.total)}</dd>
        </dl>
        {c.errorKey && (
          <p className="form-error" role="alert">
            {pointsErrorText(i18n, c.errorKey)}
          </p>
        )}
        <ReviewActions
          onBack={r.back}
          canBack={r.canBack}
          failed={r.failed}
          onRetry={r.retry}
          onConfirm={r.confirm}
          canConfirm={r.canConfirm}
          busy={r.loading}
          confirmLabel={t`Confirm redemption`}
        />
      </section>
    );
  }

  if (r.editing && reward) {
    const each = formatPoints(reward.points);
    const held = formatPoints(setup.points);
    return (
      <section className="points-form" aria-labelledby={titleId}>
        <h3 id={titleId} className="section-title">
          {t`Redeem ${reward.name}`}
        </h3>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            r.review();
          }}
        >
          <MoneyField
            label={t`Quantity`}
            inputMode="numeric"
            autoComplete="off"
            value={c.values.quantity}
            hint={t`${each} points each. You have ${held} points.`}
            message={pointsFieldMessage(i18n, c.errors.quantity, { max: setup.maxQuantity })}
            onValue={(v) => r.change('quantity', v)}
          />
          <MoneyField
            label={t`Payment password`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={c.values.paymentPassword}
            message={pointsFieldMessage(i18n, c.errors.paymentPassword)}
            onValue={(v) => r.change('paymentPassword', v)}
          />
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={r.cancel}>
              {t`Cancel`}
            </button>
            <button type="submit" className="btn btn--primary">
              {t`Next`}
            </button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <div className="reward-list">
      {setup.rewards.length === 0 ? (
        <p className="page-note">{t`No rewards are offered right now.`}</p>
      ) : (
        setup.rewards.map((reward) => <RewardCard key={reward.id} reward={reward} setup={setup} symbol={symbol} onRedeem={() => r.choose(reward.id)} />)
      )}
    </div>
  );
}
