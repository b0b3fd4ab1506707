import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type ConvertActor, usePointConvert } from '../../machines/point-convert/use-point-convert';
import { LoadFailed, Loading } from '../common/data-states';
import { formatAmount } from '../money/format';
import { MoneyField } from '../money/security-fields';
import { formatPoints, ratioText } from './points-format';
import { pointsErrorText, pointsFieldMessage } from './points-messages';
import { ReviewActions } from './review-actions';

/** The convert chart's view (SPEC §7 convert point): points → main wallet at the merchant's ratio. */
export function ConvertSection({ actor, onSecurity }: { actor: ConvertActor; onSecurity: () => void }) {
  const { t, i18n } = useLingui();
  const v = usePointConvert(actor);
  const titleId = useId();
  const c = v.context;
  const setup = c.setup;

  if (v.loadFailed) return <LoadFailed errorKey={c.errorKey} onRetry={v.retry} />;
  if (!setup || (v.loading && !v.reviewing)) return <Loading label={t`Loading conversion`} />;
  const { currency, convert } = setup.config;
  const money = (minor: number) => formatAmount(minor, currency.symbol, currency.scale);
  const ratio = ratioText(convert.ratio, currency.symbol, currency.scale);
  const ratioLine = t`${ratio.points} points = ${ratio.money}`;

  if (v.unavailable)
    return (
      <p className="points-blocked" role="status">
        {t`Converting points is paused right now.`}
      </p>
    );
  if (v.noPaymentPassword)
    return (
      <div className="points-blocked" role="status">
        <p>{t`Set a payment password before converting points.`}</p>
        <div className="form-actions">
          <button type="button" className="btn btn--primary" onClick={onSecurity}>
            {t`Set payment password`}
          </button>
          <button type="button" className="btn btn--ghost" onClick={v.reload}>
            {t`Check again`}
          </button>
        </div>
      </div>
    );

  if (v.done && c.result) {
    const res = c.result;
    return (
      <div className="points-result" role="status">
        <h3 className="section-title">{t`Points converted`}</h3>
        <dl className="money-summary">
          <dt>{t`Reference`}</dt>
          <dd>{res.reference}</dd>
          <dt>{t`Points`}</dt>
          <dd>{formatPoints(res.points)}</dd>
          <dt>{t`Credited to your main wallet`}</dt>
          <dd>{money(res.amount)}</dd>
          <dt>{t`Points left`}</dt>
          <dd>{formatPoints(res.pointBalance)}</dd>
        </dl>
        <button type="button" className="btn btn--outline" onClick={v.again}>
          {t`Convert more`}
        </button>
      </div>
    );
  }

  if (v.reviewing) {
    return (
      <section className="points-review" aria-labelledby={titleId} aria-busy={v.loading}>
        <h3 id={titleId} className="section-title">
          {t`Confirm conversion`}
        </h3>
        <dl className="money-summary">
          <dt>{t`Points`}</dt>
          <dd>{formatPoints(v.points)}</dd>
          <dt>{t`You receive`}</dt>
          <dd>{v.amount !== null ? money(v.amount) : ''}</dd>
          <dt>{t`Ratio`}</dt>
          <dd>{ratioLine}</dd>
        </dl>
        {c.errorKey && (
          <p className="form-error" role="alert">
            {pointsErrorText(i18n, c.errorKey, { min: convert.minPoints, step: convert.ratio.points })}
          </p>
        )}
        <ReviewActions
          onBack={v.back}
          canBack={v.canBack}
          failed={v.failed}
          onRetry={v.retry}
          onConfirm={v.confirm}
          canConfirm={v.canConfirm}
          busy={v.loading}
          confirmLabel={t`Confirm conversion`}
        />
      </section>
    );
  }

  const held = formatPoints(setup.points);
  const min = formatPoints(convert.minPoints);
  return (
    <form
      className="points-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        v.review();
      }}
    >
      <p className="money-note">{t`${ratioLine}. Convert at least ${min} points, in steps of ${ratio.points}.`}</p>
      <MoneyField
        label={t`Points to convert`}
        inputMode="numeric"
        autoComplete="off"
        value={c.values.points}
        hint={t`You have ${held} points.`}
        message={pointsFieldMessage(i18n, c.errors.points, { min: convert.minPoints, step: convert.ratio.points })}
        onValue={(x) => v.change('points', x)}
      />
      <MoneyField
        label={t`Payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={c.values.paymentPassword}
        message={pointsFieldMessage(i18n, c.errors.paymentPassword)}
        onValue={(x) => v.change('paymentPassword', x)}
      />
      <button type="submit" className="btn btn--primary btn--block">
        {t`Next`}
      </button>
    </form>
  );
}
