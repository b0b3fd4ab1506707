import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Currency, WalletBalance } from '../../api/schemas/money';
import { walletBalanceOf } from '../../machines/wallet-transfer/wallet-transfer.rules';
import { useWalletTransfer, useWalletTransferActor, type WalletTransferActor } from '../../machines/wallet-transfer/use-wallet-transfer';
import { LoadFailed, Loading } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount, walletName } from './format';
import { FormAlert, MoneyField, MoneySelect, moneyFieldMessage } from './security-fields';
import { TransferDone, TransferRetry } from './wallet-transfer-parts';
import './money.css';

const money = (minor: number, c: Currency) => formatAmount(minor, c.symbol, c.scale);

/** Every wallet with its balance, and the total (sumBalance). */
export function WalletList({ balance }: { balance: WalletBalance }) {
  const { t } = useLingui();
  return (
    <div className="table-scroll">
    <table className="money-table">
      <caption>{t`Wallet balances`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Wallet`}</th>
          <th scope="col" className="money-table__amount">{t`Balance`}</th>
        </tr>
      </thead>
      <tbody>
        {balance.wallets.map((w) => (
          <tr key={w.code}>
            <th scope="row">{walletName(w, t`Main wallet`)}</th>
            <td className="money-table__amount">{money(w.balance, balance.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t`Total`}</th>
          <td className="money-table__amount">{money(balance.sumBalance, balance.currency)}</td>
        </tr>
      </tfoot>
    </table>
    </div>
  );
}

/** The wallet-transfer chart's view: balances, then the transfer form (or why there is none). */
export function WalletTransferPanel({ actor }: { actor: WalletTransferActor }) {
  const { t, i18n } = useLingui();
  const w = useWalletTransfer(actor);
  const formTitle = useId();
  const c = w.context;
  if (w.step === 'loading') return <Loading label={t`Loading wallets`} />;
  if (w.step === 'loadFailed' || !c.balance) return <LoadFailed errorKey={c.errorKey} onRetry={w.retryLoad} />;
  const balance = c.balance;
  const main = t`Main wallet`;
  const name = (code: string) => {
    const wallet = balance.wallets.find((x) => x.code === code);
    return wallet ? walletName(wallet, main) : code;
  };
  const options = balance.wallets.map((x) => ({ value: x.code, label: walletName(x, main) }));
  const availableMinor = walletBalanceOf(balance, c.from);
  const available = money(availableMinor, balance.currency);
  const doneText = (amount: string, from: string, to: string) => t`${amount} moved from ${from} to ${to}.`;

  return (
    <>
      <WalletList balance={balance} />
      {w.step === 'single' ? (
        <p className="money-note">{t`This site uses a single wallet: all your money is in the main wallet, so there is nothing to transfer.`}</p>
      ) : w.step === 'done' && c.done ? (
        <TransferDone text={doneText(money(c.done.amount, balance.currency), name(c.done.from), name(c.done.to))} onAgain={w.again} />
      ) : (
        <form
          className="money-form"
          noValidate
          aria-labelledby={formTitle}
          aria-busy={w.busy}
          onSubmit={(e) => {
            e.preventDefault();
            w.submit();
          }}
        >
          <h3 id={formTitle} className="section-title">
            {t`Transfer between wallets`}
          </h3>
          <MoneySelect label={t`From`} value={c.from} options={options} onValue={w.from} disabled={!w.canEdit} />
          <MoneySelect label={t`To`} value={c.to} options={options} onValue={w.to} disabled={!w.canEdit} />
          <MoneyField
            label={t`Amount`}
            inputMode="decimal"
            autoComplete="off"
            value={c.amount}
            onValue={w.amount}
            disabled={!w.canEdit}
            message={moneyFieldMessage(i18n, c.errors.amount, balance.currency)}
            hint={t`Available: ${available}`}
            addon={
              <button
                type="button"
                className="btn btn--small btn--outline"
                disabled={!w.canEdit || availableMinor <= 0}
                onClick={() => w.amount(formatAmount(availableMinor, '', balance.currency.scale).trim())}
              >
                {t`Whole balance`}
              </button>
            }
          />
          {w.step === 'failed' ? (
            <TransferRetry errorKey={c.errorKey} onRetry={w.retry} onEdit={w.edit} />
          ) : (
            <>
              <FormAlert errorKey={c.errorKey} />
              <button type="submit" className="btn btn--primary btn--block" disabled={!w.canEdit}>
                {w.busy ? t`Transferring…` : t`Transfer`}
              </button>
            </>
          )}
        </form>
      )}
    </>
  );
}

/** Member center "my wallet" (SPEC §2 transferFund). */
export function WalletSection(_props: SectionProps) {
  const { t } = useLingui();
  const actor = useWalletTransferActor();
  const titleId = useId();
  return (
    <section className="money-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="page-title">
        {t`My wallet`}
      </h2>
      <WalletTransferPanel actor={actor} />
    </section>
  );
}
