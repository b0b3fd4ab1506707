import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Currency, Deposit, DepositChannel, DepositStatus } from '../../api/schemas/money';
import { CURRENCY, MONEY } from '../../config/constants';
import { type DepositActor, useDeposit, useDepositActor, useRecentDeposits, useRecentDepositsKey } from '../../machines/deposit/use-deposit';
import { DataView, LoadFailed, Loading } from '../common/data-states';
import { SiteTime } from '../common/site-time-view';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount } from './format';
import { FormAlert, MoneyField, moneyFieldMessage } from './security-fields';
import { TransferDone, UncertainOutcome } from './wallet-transfer-parts';
import './money.css';

const DEFAULT_CURRENCY: Currency = { symbol: CURRENCY.defaultSymbol, scale: MONEY.scale };
const money = (minor: number, c: Currency | null) => formatAmount(minor, (c ?? DEFAULT_CURRENCY).symbol, (c ?? DEFAULT_CURRENCY).scale);

const STATUS: Record<DepositStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  expired: msg`Expired`,
};

function ChannelList({ channels, currency, onChoose }: { channels: DepositChannel[]; currency: Currency | null; onChoose: (code: string) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  if (channels.length === 0) return <p className="money-note">{t`No payment channels are available right now.`}</p>;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        {t`Choose a payment channel`}
      </h3>
      <ul className="money-channels">
        {channels.map((ch) => {
          const min = money(ch.min, currency);
          const max = money(ch.max, currency);
          return (
            <li key={ch.code}>
              <button type="button" className="money-channel" onClick={() => onChoose(ch.code)}>
                <span className="money-channel__name">{ch.name}</span>{' '}
                <span className="money-channel__limits">{t`Min ${min}, max ${max}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The channel list while it loads: the same heading and grid with placeholder cards, so the notes
 * and recent deposits below do not jump when the channels arrive on a slow phone. Three cards is
 * the usual merchant's list; another count moves the content below by one row at most.
 */
function ChannelListLoading() {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="money-channels-pending" aria-labelledby={titleId} aria-busy="true">
      <h3 id={titleId} className="section-title">
        {t`Choose a payment channel`}
      </h3>
      <Loading label={t`Loading payment channels`} className="money-channels-loading" />
      <ul className="money-channels" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <span className="money-channel money-channel--placeholder">
              <span className="money-channel__name">&nbsp;</span>
              <span className="money-channel__limits">&nbsp;</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where and how to pay a pending deposit. */
function PaymentInstructions({ deposit, currency }: { deposit: Deposit; currency: Currency | null }) {
  const { t } = useLingui();
  return (
    <dl className="money-summary">
      <dt>{t`Reference`}</dt>
      <dd>
        <strong>{deposit.reference}</strong>
      </dd>
      <dt>{t`Amount`}</dt>
      <dd>{money(deposit.amount, currency)}</dd>
      <dt>{t`Pay to`}</dt>
      <dd>{deposit.instructions.payTo}</dd>
      <dt>{t`Account name`}</dt>
      <dd>{deposit.instructions.accountName}</dd>
      {deposit.instructions.note && (
        <>
          <dt>{t`Note`}</dt>
          <dd>{deposit.instructions.note}</dd>
        </>
      )}
      <dt>{t`Pay before`}</dt>
      <dd>
        <SiteTime iso={deposit.expiresAt} />
      </dd>
    </dl>
  );
}

/** The deposit chart's view: channel, amount, then the pending request until it is decided. */
export function DepositPanel({ actor }: { actor: DepositActor }) {
  const { t, i18n } = useLingui();
  const d = useDeposit(actor);
  const formTitle = useId();
  const c = d.context;
  const currency = c.currency;

  switch (d.step) {
    case 'loading':
      return <ChannelListLoading />;
    case 'loadFailed':
      return <LoadFailed errorKey={c.errorKey} onRetry={d.retryLoad} />;
    case 'choosing':
      return <ChannelList channels={c.channels} currency={currency} onChoose={d.choose} />;
    case 'pending': {
      if (!c.deposit) return null;
      const amount = money(c.deposit.amount, currency);
      const channel = c.deposit.channelName;
      return (
        <section className="money-pending" aria-labelledby={formTitle}>
          <h3 id={formTitle} className="section-title">
            {t`Waiting for your payment`}
          </h3>
          <p>{t`Pay ${amount} with ${channel} to the account below and quote the reference. This page updates by itself when the money arrives.`}</p>
          <PaymentInstructions deposit={c.deposit} currency={currency} />
          <p className="money-note" role="status">
            {c.pollErrorKey ? t`We could not check the status just now; we keep trying.` : t`Status: pending`}
          </p>
          <button type="button" className="btn btn--outline" onClick={d.startNew}>
            {t`New deposit`}
          </button>
        </section>
      );
    }
    case 'approved': {
      const amount = money(c.deposit?.amount ?? 0, currency);
      return <TransferDone text={t`Deposit received: ${amount} has been added to your main wallet.`} againLabel={t`New deposit`} onAgain={d.startNew} />;
    }
    case 'rejected':
    case 'expired': {
      const reference = c.deposit?.reference ?? '';
      return (
        <div className="money-result" role="alert">
          <p>
            {d.step === 'rejected'
              ? t`Deposit ${reference} was rejected. If you have paid, please contact customer service.`
              : t`Deposit ${reference} expired before the payment arrived. If you have paid, please contact customer service.`}
          </p>
          <button type="button" className="btn btn--primary" onClick={d.startNew}>
            {t`New deposit`}
          </button>
        </div>
      );
    }
  }

  // form (editing, submitting) and submitFailed
  const channel = d.channel;
  const min = channel ? money(channel.min, currency) : '';
  const max = channel ? money(channel.max, currency) : '';
  const channelName = channel?.name ?? '';
  return (
    <form
      className="money-form"
      noValidate
      aria-labelledby={formTitle}
      aria-busy={d.busy}
      onSubmit={(e) => {
        e.preventDefault();
        d.submit();
      }}
    >
      <h3 id={formTitle} className="section-title">
        {t`Deposit with ${channelName}`}
      </h3>
      <MoneyField
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        value={c.amount}
        onValue={d.amount}
        disabled={!d.canEdit}
        message={moneyFieldMessage(i18n, c.errors.amount, currency ?? undefined)}
        hint={t`Min ${min}, max ${max}`}
      />
      {d.step === 'submitFailed' ? (
        <UncertainOutcome
          errorKey={c.errorKey}
          note={t`We could not confirm your deposit request. Trying again will not create it twice.`}
          editLabel={t`Edit deposit`}
          onRetry={d.retry}
          onEdit={d.edit}
        />
      ) : (
        <>
          <FormAlert errorKey={c.errorKey} />
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={d.back} disabled={!d.canEdit}>
              {t`Change channel`}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!d.canEdit}>
              {d.busy ? t`Submitting…` : t`Request deposit`}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/** The member's latest deposit requests (page 1, newest first); reloads when the chart's deposit changes. */
export function RecentDeposits({ currency, reloadKey }: { currency: Currency | null; reloadKey: string }) {
  const { t, i18n } = useLingui();
  const recent = useRecentDeposits(reloadKey);
  return (
    <DataView resource={recent} compact>
      {(page) =>
        page.list.length === 0 ? (
          <p className="money-note">{t`No deposits yet.`}</p>
        ) : (
          <div className="table-scroll">
          <table className="money-table">
            <caption>{t`Recent deposits`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Reference`}</th>
                <th scope="col">{t`Channel`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((dep) => (
                <tr key={dep.reference}>
                  <td>
                    <SiteTime iso={dep.createdAt} />
                  </td>
                  <td>{dep.reference}</td>
                  <td>{dep.channelName}</td>
                  <td className="money-table__amount">{money(dep.amount, currency)}</td>
                  <td>{i18n._(STATUS[dep.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        )
      }
    </DataView>
  );
}

/** Member center "deposit" (SPEC §2 depositv2). */
export function DepositSection({ go }: SectionProps) {
  const { t } = useLingui();
  const actor = useDepositActor();
  const currency = useSelector(actor, (s) => s.context.currency);
  const reloadKey = useRecentDepositsKey(actor);
  return (
    // The member center's panel heading names the section ("Deposit"): no second heading here.
    <div className="money-section">
      <DepositPanel actor={actor} />
      <p className="money-note">
        {/* Responsible gambling (issue #7; docs/engagement.md): deposit limits, reality check, time-out. */}
        <button type="button" className="btn btn--link" onClick={() => go('responsibleGambling')}>
          {t`Responsible gambling: set a deposit limit or take a break`}
        </button>
      </p>
      <RecentDeposits currency={currency} reloadKey={reloadKey} />
    </div>
  );
}
