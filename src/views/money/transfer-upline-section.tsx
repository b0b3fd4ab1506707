import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type UplineTransferActor, useUplineTransfer, useUplineTransferActor } from '../../machines/upline-transfer/use-upline-transfer';
import { LoadFailed, Loading } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount } from './format';
import { FormAlert, MoneyField, moneyErrorText, moneyFieldMessage } from './security-fields';
import { TransferDone, TransferRetry } from './wallet-transfer-parts';
import './money.css';

/**
 * The upline-transfer chart's view: who receives, amount, payment password. The agent center
 * shows it for a transfer to a direct downline (`direction="downline"`, the same chart with the
 * downline as receiver: src/machines/agent-center/downline-transfer.runtime.ts).
 */
export function UplineTransferPanel({
  actor,
  onGo,
  direction = 'upline',
}: {
  actor: UplineTransferActor;
  onGo: SectionProps['go'];
  direction?: 'upline' | 'downline';
}) {
  const { t, i18n } = useLingui();
  const u = useUplineTransfer(actor);
  const formTitle = useId();
  const c = u.context;
  if (u.step === 'loading') return <Loading label={t`Loading`} />;
  if (u.step === 'loadFailed' || !c.setup) return <LoadFailed errorKey={c.errorKey} onRetry={u.reload} />;
  const { currency } = c.setup;
  const receiver = c.setup.upline;
  const down = direction === 'downline';
  if (u.step === 'unavailable' || !receiver)
    return (
      <p className="money-note" role="status">
        {receiver || down ? moneyErrorText(i18n, down ? 'money.transfer.downline' : 'money.transfer.upline') : t`Your account has no upline to transfer to.`}
      </p>
    );
  const upline = `${receiver.nickname} (${receiver.account})`;
  const available = formatAmount(c.setup.available, currency.symbol, currency.scale);
  if (u.step === 'done' && c.sent !== null) {
    const amount = formatAmount(c.sent, currency.symbol, currency.scale);
    return <TransferDone text={t`${amount} sent to ${upline}.`} onAgain={u.again} />;
  }
  return (
    <form
      className="money-form"
      noValidate
      aria-labelledby={formTitle}
      aria-busy={u.busy}
      onSubmit={(e) => {
        e.preventDefault();
        u.submit();
      }}
    >
      <h3 id={formTitle} className="section-title">
        {down ? t`Send money to ${upline}` : t`Send money to your upline`}
      </h3>
      <dl className="money-summary">
        <dt>{down ? t`Downline` : t`Upline`}</dt>
        <dd>{upline}</dd>
        <dt>{t`Main wallet`}</dt>
        <dd>{available}</dd>
      </dl>
      <MoneyField
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        value={c.values.amount}
        onValue={(v) => u.change('amount', v)}
        disabled={!u.canEdit}
        message={moneyFieldMessage(i18n, c.errors.amount, currency)}
      />
      <MoneyField
        label={t`Payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={c.values.paymentPassword}
        onValue={(v) => u.change('paymentPassword', v)}
        disabled={!u.canEdit}
        message={moneyFieldMessage(i18n, c.errors.paymentPassword)}
      />
      {u.step === 'failed' ? (
        <TransferRetry errorKey={c.errorKey} onRetry={u.retry} onEdit={u.edit} />
      ) : (
        <>
          <FormAlert errorKey={c.errorKey} />
          {c.errorKey === 'money.payment_password.not_set' && (
            <button type="button" className="btn btn--outline" onClick={() => onGo('securityCenter', 'paymentPassword')}>
              {t`Set payment password`}
            </button>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={!u.canEdit}>
            {u.busy ? t`Transferring…` : down ? t`Transfer to downline` : t`Transfer to upline`}
          </button>
        </>
      )}
    </form>
  );
}

/** Member center "transfer to upline" (SPEC §2 transferUpline). */
export function TransferUplineSection({ go }: SectionProps) {
  const { t } = useLingui();
  const actor = useUplineTransferActor();
  const titleId = useId();
  return (
    <section className="money-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="page-title">
        {t`Transfer to upline`}
      </h2>
      <UplineTransferPanel actor={actor} onGo={go} />
    </section>
  );
}
