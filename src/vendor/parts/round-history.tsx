import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RoundPage, RoundRecord } from '../api';
import { type Currency, formatMoney } from '../format';
import { vendorMessage } from '../messages';
import type { Load } from '../use-load';
import { useOutcomeText } from './outcome-text';

/**
 * Last results of this game (GET rounds): what each round came to, and a verify link once its
 * server seed has been revealed by a rotation.
 */
export function RoundHistory({
  rounds,
  currency,
  onVerify,
}: {
  rounds: Load<RoundPage> & { reload: () => void };
  currency: Currency;
  onVerify: (r: RoundRecord) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const outcomeText = useOutcomeText();
  const list = rounds.data?.list ?? [];
  return (
    <section className="dv-panel" aria-label={t`Last results`}>
      <h2>{t`Last results`}</h2>
      {rounds.status === 'failed' ? (
        <div role="alert">
          <p>{i18n._(vendorMessage(rounds.errorKey))}</p>
          <button type="button" className="dv-btn" onClick={rounds.reload}>
            {t`Load again`}
          </button>
        </div>
      ) : null}
      {rounds.status === 'loading' && !rounds.data ? <p role="status">{t`Loading results…`}</p> : null}
      {rounds.data && list.length === 0 ? <p>{t`No rounds yet.`}</p> : null}
      {list.length > 0 ? (
        <table className="dv-table">
          <thead>
            <tr>
              <th scope="col">{t`Nonce`}</th>
              <th scope="col">{t`Result`}</th>
              <th scope="col">{t`Stake`}</th>
              <th scope="col">{t`Payout`}</th>
              <th scope="col">{t`Verify`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.roundId}>
                <td>{r.nonce}</td>
                <td>{outcomeText(r.outcome)}</td>
                <td>{formatMoney(r.stake, currency)}</td>
                <td>{formatMoney(r.payout, currency)}</td>
                <td>{r.serverSeed ? onVerify(r) : <small>{t`After the next seed rotation`}</small>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
