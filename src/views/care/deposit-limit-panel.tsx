import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DepositLimit } from '../../api/schemas/care';
import { PERIODS } from '../../machines/deposit-limit/deposit-limit.rules';
import { type DepositLimitActor, useDepositLimit } from '../../machines/deposit-limit/use-deposit-limit';
import { LoadFailed, Loading } from '../common/data-states';
import { formatSiteDateTimeZoned } from '../common/site-time';
import { formatAmount } from '../money/format';
import { FormAlert, MoneyField, moneyFieldMessage, MoneySelect } from '../money/security-fields';
import { PERIOD_LABELS } from './care-format';

/** When a waiting limit change applies, in the site's zone (empty when none waits). */
const pendingAt = (r: { limit: DepositLimit } | null | undefined) => (r?.limit.pending ? formatSiteDateTimeZoned(r.limit.pending.effectiveAt) : '');

/** One row per window: the limit, what it has used, what remains, and a raise waiting for its cooling-off. */
function LimitTable({ limits, symbol }: { limits: DepositLimit[]; symbol: string }) {
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatAmount(minor, symbol);
  return (
    <div className="table-scroll">
    <table className="money-table care-limits">
      <caption>{t`Your deposit limits`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Period`}</th>
          <th scope="col">{t`Limit`}</th>
          <th scope="col">{t`Deposited`}</th>
          <th scope="col">{t`Remaining`}</th>
          <th scope="col">{t`Waiting change`}</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((l) => {
          const pendingAmount = l.pending ? (l.pending.amount === null ? t`No limit` : money(l.pending.amount)) : null;
          const when = l.pending ? formatSiteDateTimeZoned(l.pending.effectiveAt) : '';
          return (
            <tr key={l.period}>
              <th scope="row">{i18n._(PERIOD_LABELS[l.period])}</th>
              <td>{l.amount === null ? t`No limit` : money(l.amount)}</td>
              <td className="money-table__amount">{money(l.used)}</td>
              <td className="money-table__amount">{l.remaining === null ? '—' : money(l.remaining)}</td>
              <td>{pendingAmount ? t`${pendingAmount} from ${when}` : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
    </div>
  );
}

/**
 * Deposit limits (the deposit-limit chart's view): the three windows, then a form for one of
 * them. Lowering applies at once; raising or removing waits 24 hours (said before submitting).
 */
export function DepositLimitPanel({ actor, symbol }: { actor: DepositLimitActor; symbol: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const d = useDepositLimit(actor);
  const c = d.context;
  const money = (minor: number) => formatAmount(minor, symbol);

  let body;
  if (d.step === 'loading') body = <Loading label={t`Loading your deposit limits`} />;
  else if (d.step === 'loadFailed') body = <LoadFailed errorKey={c.errorKey} onRetry={d.retry} />;
  else {
    const status = c.status!;
    const allowance = status.depositAllowance;
    const period = i18n._(PERIOD_LABELS[c.period]);
    const result = c.result;
    body = (
      <>
        <LimitTable limits={status.limits} symbol={symbol} />
        <p className="money-note">
          {allowance === null ? t`You have no deposit limit.` : t`You can deposit up to ${money(allowance)} now (the lowest of your limits applies).`}
        </p>
        {d.step === 'applied' || d.step === 'coolingOff' ? (
          <div className="money-result" role="status">
            <p>
              {d.step === 'applied'
                ? result?.outcome === 'unchanged'
                  ? t`Your ${period} limit is unchanged; any waiting raise was withdrawn.`
                  : t`Your new ${period} limit applies now.`
                : result?.limit.pending?.amount === null
                  ? t`Your ${period} limit will be removed on ${pendingAt(result)}, after a 24 hour cooling-off. Until then it still applies.`
                  : t`Your higher ${period} limit applies from ${pendingAt(result)}, after a 24 hour cooling-off. Until then your current limit applies.`}
            </p>
            <button type="button" className="btn btn--primary" onClick={d.again}>
              {t`Change a limit`}
            </button>
          </div>
        ) : (
          <form
            className="money-form"
            noValidate
            aria-labelledby={titleId}
            aria-busy={d.busy}
            onSubmit={(e) => {
              e.preventDefault();
              d.submit();
            }}
          >
            <h4 id={titleId} className="section-title">
              {t`Set a deposit limit`}
            </h4>
            <MoneySelect
              label={t`Limit period`}
              value={c.period}
              disabled={d.busy}
              options={PERIODS.map((p) => ({ value: p, label: i18n._(PERIOD_LABELS[p]) }))}
              onValue={(v) => d.choosePeriod(v as (typeof PERIODS)[number])}
            />
            <MoneyField
              label={t`Limit amount`}
              inputMode="decimal"
              autoComplete="off"
              value={c.amount}
              onValue={d.setAmount}
              disabled={d.busy}
              message={moneyFieldMessage(i18n, c.errors.amount)}
              hint={
                d.change === 'raise'
                  ? t`A higher limit applies after a 24 hour cooling-off.`
                  : d.change === 'lower' || d.change === 'first'
                    ? t`A lower limit applies at once.`
                    : t`A lower limit applies at once; a higher one after 24 hours.`
              }
            />
            <FormAlert errorKey={c.errorKey} />
            <div className="form-actions">
              {d.canRemove && (
                <button type="button" className="btn btn--ghost" onClick={d.remove} disabled={d.busy}>
                  {t`Remove this limit`}
                </button>
              )}
              <button type="submit" className="btn btn--primary" disabled={d.busy}>
                {d.busy ? t`Saving…` : t`Save limit`}
              </button>
            </div>
          </form>
        )}
      </>
    );
  }
  return (
    <section className="care-panel" aria-label={t`Deposit limits`}>
      {body}
    </section>
  );
}
