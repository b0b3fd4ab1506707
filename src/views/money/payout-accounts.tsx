import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PayoutAccountInput } from '../../machines/payout-account/payout-account.types';
import { type PayoutAccountActor, usePayoutAccountActor, usePayoutAccounts } from '../../machines/payout-account/use-payout-account';
import { useInvokedRecheck } from '../../machines/recheck/use-recheck';
import { LoadFailed, Loading } from '../common/data-states';
import { RecheckPanel } from './recheck-panel';
import { FormAlert, fieldBinding, MoneyField, MoneySelect, SecurityForm } from './security-fields';

/** The payoutAccount chart's view: the member's accounts and the add form. */
export function PayoutAccounts({ actor }: { actor: PayoutAccountActor }) {
  const { t, i18n } = useLingui();
  const p = usePayoutAccounts(actor);
  const recheck = useInvokedRecheck(actor);
  const c = p.context;
  const listId = useId();
  if (p.loadFailed) return <LoadFailed errorKey={c.errorKey} onRetry={p.retry} compact />;
  if (p.loading) return <Loading label={t`Loading payout accounts`} />;

  const limit = p.limit;
  const blockedReason = !c.hasPaymentPassword
    ? t`Set a payment password first.`
    : c.accounts.length >= limit
      ? t`You have bound the maximum of ${limit} payout accounts.`
      : null;
  const added = c.added;
  const addedProvider = added?.providerName ?? '';
  const addedNumber = added?.accountNoMasked ?? '';
  const field = fieldBinding(i18n, { values: c.values, errors: c.errors, change: p.change, busy: p.submitting });
  return (
    <div className="payout-accounts">
      {c.accounts.length === 0 ? (
        <p className="money-note">{t`No payout account yet.`}</p>
      ) : (
        <ul className="payout-accounts__list" aria-labelledby={listId}>
          {c.accounts.map((a) => (
            <li key={a.id} className="payout-accounts__item">
              <span className="payout-accounts__provider">{a.providerName}</span> <span>{a.accountNoMasked}</span>{' '}
              <span className="payout-accounts__payee">{a.payeeName}</span>
            </li>
          ))}
        </ul>
      )}
      <span id={listId} className="visually-hidden">
        {t`Payout accounts`}
      </span>
      {added && !p.adding && !recheck && (
        <p role="status">{t`Payout account added: ${addedProvider} ${addedNumber}`}</p>
      )}
      {recheck ? (
        <RecheckPanel actor={recheck} />
      ) : p.adding ? (
        <SecurityForm busy={p.submitting} onSubmit={p.submit}>
          <MoneySelect
            label={t`Bank or e-wallet`}
            placeholder={t`Choose…`}
            options={c.providers.map((pr) => ({ value: pr.code, label: pr.name }))}
            {...field('provider')}
          />
          <MoneyField label={t`Account number`} inputMode="numeric" autoComplete="off" hint={t`6 to 30 digits.`} {...field('accountNo')} />
          <MoneyField
            label={t`Payee name`}
            readOnly={c.payeeName !== null}
            hint={c.payeeName !== null ? t`Your registered real name: payouts are made only to accounts in this name.` : undefined}
            {...field('payeeName')}
          />
          <MoneyField label={t`Payment password`} type="password" inputMode="numeric" autoComplete="off" {...field('paymentPassword')} />
          <FormAlert errorKey={c.errorKey} />
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={p.cancel} disabled={p.submitting}>
              {t`Cancel`}
            </button>
            <button type="submit" className="btn btn--primary" disabled={p.submitting}>
              {p.submitting ? t`Adding…` : t`Add account`}
            </button>
          </div>
        </SecurityForm>
      ) : (
        <div className="form-actions">
          <button type="button" className="btn btn--outline" onClick={p.add} disabled={!p.canAdd}>
            {t`Add payout account`}
          </button>
          {blockedReason && <p className="money-note">{blockedReason}</p>}
        </div>
      )}
    </div>
  );
}

/** The payout account chart of the security center (remounted by the caller when its input changes). */
export function PayoutAccountsPanel({ input, onAdded }: { input: PayoutAccountInput; onAdded: () => void }) {
  const actor = usePayoutAccountActor(input, onAdded);
  return <PayoutAccounts actor={actor} />;
}
