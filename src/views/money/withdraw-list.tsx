import { useLingui } from '@lingui/react/macro';
import type { Currency, Withdrawal } from '../../api/schemas/money';
import { useWithdrawalList, type WithdrawalListActor } from '../../machines/withdrawal-list/use-withdrawal-list';
import { LoadFailed, Loading } from '../common/data-states';
import { formatAmount } from './format';
import { WithdrawalConfirmationPanel } from './withdrawal-confirmation';
import { siteTime, WithdrawalStatusText } from './withdraw-status';
import { SiteTime } from '../common/site-time-view';

/** What a settled status means for the member (SPEC §4: forced receipt means no refund). */
function StatusNote({ wd, money }: { wd: Withdrawal; money: (minor: number) => string }) {
  const { t } = useLingui();
  switch (wd.status) {
    case 'autoReceived':
      return <p className="withdraw-item__note">{t`Not confirmed in time, so it counts as received (forced receipt): no refund.`}</p>;
    case 'partlyReceived': {
      const received = money(wd.receivedAmount ?? 0);
      const remaining = money(wd.remainingAmount ?? 0);
      return <p className="withdraw-item__note">{t`You reported ${received} received, ${remaining} missing. We are checking it.`}</p>;
    }
    case 'notReceived':
      return <p className="withdraw-item__note">{t`You reported it as not received. We are checking your proof.`}</p>;
    case 'refunded': {
      const refunded = money(wd.refundedAmount ?? 0);
      return <p className="withdraw-item__note">{t`${refunded} was returned to your balance.`}</p>;
    }
    case 'rejected': {
      const reason = wd.rejectReason;
      return reason ? <p className="withdraw-item__note">{t`Reason: ${reason}`}</p> : null;
    }
    default:
      return null;
  }
}

/**
 * The withdrawal list chart's view: the member's recent withdrawals with their status; a `paid`
 * one can be confirmed (received, partly, not received) until its confirmBy deadline, in a panel
 * opened under it. The chart replaces a row with the answer's record, so a row never offers what
 * is already answered.
 */
export function WithdrawalList({ actor, currency }: { actor: WithdrawalListActor; currency: Currency }) {
  const { t } = useLingui();
  const list = useWithdrawalList(actor);
  const money = (minor: number) => formatAmount(minor, currency.symbol, currency.scale);
  const withdrawals = list.withdrawals;
  const refresh = (
    // A member waiting for the payout checks again here: the list does not poll.
    <button type="button" className="btn btn--small btn--outline" disabled={list.loading} onClick={list.reload}>
      {t`Refresh withdrawals`}
    </button>
  );
  const failed = list.failed && <LoadFailed errorKey={list.errorKey} onRetry={list.retry} compact />;
  if (withdrawals === null) return failed || <Loading label={t`Loading withdrawals`} />;
  if (withdrawals.length === 0)
    return (
      <>
        {failed || refresh}
        <p className="money-note">{t`No withdrawals yet.`}</p>
      </>
    );
  return (
    <>
      {failed || refresh}
      <ul className="withdraw-list" aria-busy={list.loading}>
        {withdrawals.map((wd) => {
          const confirming = list.confirming?.id === wd.id ? list.confirming.ref : null;
          const deadline = wd.confirmBy ? siteTime(wd.confirmBy) : '';
          const amount = money(wd.amount);
          const reference = wd.reference;
          return (
            <li key={wd.id} className="withdraw-item" aria-label={t`Withdrawal ${reference}`}>
              <div className="withdraw-item__head">
                <span className="withdraw-item__amount">{amount}</span>
                <WithdrawalStatusText status={wd.status} />
              </div>
              <p className="withdraw-item__meta">
                {wd.reference} · <SiteTime iso={wd.createdAt} /> · {wd.payoutAccount.providerName} {wd.payoutAccount.accountNoMasked}
              </p>
              <StatusNote wd={wd} money={money} />
              {wd.status === 'paid' && (
                <>
                  {deadline && <p className="withdraw-item__deadline">{t`Please confirm by ${deadline}.`}</p>}
                  {!confirming && (
                    <button type="button" className="btn btn--small btn--primary" onClick={() => list.confirm(wd.id, currency)}>
                      {t`Confirm receipt`}
                    </button>
                  )}
                </>
              )}
              {confirming && <WithdrawalConfirmationPanel actor={confirming} onClose={list.closeConfirm} />}
            </li>
          );
        })}
      </ul>
    </>
  );
}
