import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PayoutAccount } from '../../api/schemas/money';
import { type WithdrawalActor, useWithdrawal } from '../../machines/withdrawal/use-withdrawal';
import { LoadFailed, Loading } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount } from './format';
import { FormAlert, MoneyField, MoneySelect, moneyFieldMessage } from './security-fields';
import { WithdrawalStatusText } from './withdraw-status';

const accountLabel = (a: Pick<PayoutAccount, 'providerName' | 'accountNoMasked'>) => `${a.providerName} ${a.accountNoMasked}`;

/** A reason the form cannot show yet, with the way out (the security center). */
function Blocked({ text, action, onAction, onReload }: { text: string; action: string; onAction: () => void; onReload: () => void }) {
  const { t } = useLingui();
  return (
    <div className="withdraw-blocked" role="status">
      <p>{text}</p>
      <div className="form-actions">
        <button type="button" className="btn btn--primary" onClick={onAction}>
          {action}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onReload}>
          {t`Check again`}
        </button>
      </div>
    </div>
  );
}

/** The withdrawal chart's view (SPEC §2 withdraw): request, review, pending. */
export function WithdrawalForm({ actor, onGo }: { actor: WithdrawalActor; onGo: SectionProps['go'] }) {
  const { t, i18n } = useLingui();
  const w = useWithdrawal(actor);
  const titleId = useId();
  const c = w.context;
  const setup = c.setup;

  if (w.loadFailed) return <LoadFailed errorKey={c.errorKey} onRetry={w.retry} />;
  if (!setup || (w.loading && !w.reviewing)) return <Loading label={t`Loading withdrawal`} />;
  if (w.noPaymentPassword)
    return (
      <Blocked
        text={t`Set a payment password before your first withdrawal.`}
        action={t`Set payment password`}
        onAction={() => onGo('securityCenter', 'paymentPassword')}
        onReload={w.reload}
      />
    );
  if (w.noPayoutAccount)
    return (
      <Blocked
        text={t`Bind a bank account or e-wallet to receive your withdrawals.`}
        action={t`Bind a payout account`}
        onAction={() => onGo('securityCenter')}
        onReload={w.reload}
      />
    );

  const currency = setup.settings.currency;
  const money = (minor: number) => formatAmount(minor, currency.symbol, currency.scale);

  if (w.done && c.withdrawal) {
    const wd = c.withdrawal;
    return (
      <div className="withdraw-result" role="status">
        <h3 className="section-title">{t`Withdrawal request submitted`}</h3>
        <dl className="money-summary">
          <dt>{t`Reference`}</dt>
          <dd>{wd.reference}</dd>
          <dt>{t`Amount`}</dt>
          <dd>{money(wd.amount)}</dd>
          <dt>{t`Payout account`}</dt>
          <dd>{accountLabel(wd.payoutAccount)}</dd>
          <dt>{t`Status`}</dt>
          <dd>
            <WithdrawalStatusText status={wd.status} />
          </dd>
        </dl>
        <p className="money-note">{t`The amount is held from your balance until the payment is made.`}</p>
        <button type="button" className="btn btn--outline" onClick={w.again}>
          {t`New withdrawal`}
        </button>
      </div>
    );
  }

  const account = setup.accounts.find((a) => a.id === c.values.payoutAccountId);
  if (w.reviewing) {
    const submitting = w.loading;
    return (
      <section className="withdraw-review" aria-labelledby={titleId} aria-busy={submitting}>
        <h3 id={titleId} className="section-title">
          {t`Confirm withdrawal`}
        </h3>
        <dl className="money-summary">
          <dt>{t`Amount`}</dt>
          <dd>{w.amount !== null ? money(w.amount) : ''}</dd>
          <dt>{t`Payout account`}</dt>
          <dd>{account ? accountLabel(account) : ''}</dd>
          <dt>{t`Payee name`}</dt>
          <dd>{account?.payeeName ?? ''}</dd>
        </dl>
        <FormAlert errorKey={c.errorKey} />
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={w.back} disabled={!w.canBack}>
            {t`Back`}
          </button>
          {w.canRetry ? (
            <button type="button" className="btn btn--primary" onClick={w.retry}>
              {t`Try again`}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={w.confirm} disabled={!w.canConfirm}>
              {submitting ? t`Submitting…` : t`Confirm withdrawal`}
            </button>
          )}
        </div>
      </section>
    );
  }

  const balance = money(setup.balance);
  const min = money(setup.settings.min);
  const max = money(setup.settings.max);
  return (
    <form
      className="withdraw-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        w.review();
      }}
    >
      <MoneySelect
        label={t`Payout account`}
        value={c.values.payoutAccountId}
        options={setup.accounts.map((a) => ({ value: a.id, label: accountLabel(a) }))}
        message={moneyFieldMessage(i18n, c.errors.payoutAccountId, currency)}
        onValue={(v) => w.change('payoutAccountId', v)}
      />
      <MoneyField
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        value={c.values.amount}
        hint={t`Min ${min}, max ${max}. Available balance: ${balance}`}
        message={moneyFieldMessage(i18n, c.errors.amount, currency)}
        onValue={(v) => w.change('amount', v)}
      />
      <MoneyField
        label={t`Payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={c.values.paymentPassword}
        message={moneyFieldMessage(i18n, c.errors.paymentPassword)}
        onValue={(v) => w.change('paymentPassword', v)}
      />
      <button type="submit" className="btn btn--primary btn--block">
        {t`Next`}
      </button>
    </form>
  );
}
