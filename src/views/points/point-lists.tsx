import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PointRecord, PointRecordType, RedemptionStatus } from '../../api/schemas/points';
import { usePointRecords, usePointRedemptions } from '../../machines/points-reads/use-points-reads';
import { DataView } from '../common/data-states';
import { formatAmount } from '../money/format';
import { Pagination } from '../common/pagination';
import { formatPoints, RECORD_TYPE_LABELS, REDEMPTION_STATUS_LABELS, ratioText } from './points-format';
import { SiteTime } from '../common/site-time-view';

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

const dash = '—';

/** PTS_redeemList: the member's redemptions and their status (In Process, Approved, Rejected), newest first. */
export function RedemptionList() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const list = usePointRedemptions(page, status);
  return (
    <div className="point-list">
      <label className="point-list__filter">
        <span>{t`Status`}</span>
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RedemptionStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t`All`}</option>
          {(Object.keys(REDEMPTION_STATUS_LABELS) as RedemptionStatus[]).map((s) => (
            <option key={s} value={s}>
              {i18n._(REDEMPTION_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </label>
      <DataView resource={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="page-note">{t`No redemptions yet.`}</p>
          ) : (
            <>
              <table className="records__table">
                <caption className="visually-hidden">{t`My redemptions`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Apply time`}</th>
                    <th scope="col">{t`Reward`}</th>
                    <th scope="col">{t`Quantity`}</th>
                    <th scope="col">{t`Points`}</th>
                    <th scope="col">{t`Status`}</th>
                    <th scope="col">{t`Remark`}</th>
                    <th scope="col">{t`Reference number`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.reference}>
                      <td>
                        <SiteTime iso={r.applyTime} />
                      </td>
                      <td>{r.name}</td>
                      <td>{r.quantity}</td>
                      <td>{formatPoints(r.pointsTotal)}</td>
                      <td>{i18n._(REDEMPTION_STATUS_LABELS[r.status])}</td>
                      <td>{r.remark ?? dash}</td>
                      <td className="records__reference">{r.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination page={data.page} count={pages(data.total, data.size)} canGoTo={(p) => p >= 1 && p <= pages(data.total, data.size) && p !== data.page} onGoTo={setPage} />
            </>
          )
        }
      </DataView>
    </div>
  );
}

function ChangedPoints({ n }: { n: number }) {
  return <td className={`records__amount ${n < 0 ? 'records__amount--out' : 'records__amount--in'}`}>{n > 0 ? `+${formatPoints(n)}` : formatPoints(n)}</td>;
}

/** PTS_memberTransactionDetail: every movement of the member's points with the columns of SPEC §3. */
export function PointRecords({ symbol }: { symbol: string }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<PointRecordType | ''>('');
  const records = usePointRecords(page, type);
  /** The remark column: the operator's note, else what the movement was about (valid bet, money credited, level). */
  const remarkOf = (r: PointRecord): string => {
    if (r.remark) return r.remark;
    if (r.type === 'earn' && r.validBet !== null) {
      const bet = formatAmount(r.validBet, symbol);
      return t`Valid bet ${bet}`;
    }
    if (r.type === 'convert' && r.amount !== null) {
      const credited = formatAmount(r.amount, symbol);
      return t`${credited} to main wallet`;
    }
    if (r.type === 'vipLevelUp' && r.level !== null) {
      const level = r.level;
      return t`Reached VIP level ${level}`;
    }
    return dash;
  };
  return (
    <div className="point-list">
      <label className="point-list__filter">
        <span>{t`Type`}</span>
        <select
          value={type}
          onChange={(e) => {
            setType(e.target.value as PointRecordType | '');
            setPage(1);
          }}
        >
          <option value="">{t`All`}</option>
          {(Object.keys(RECORD_TYPE_LABELS) as PointRecordType[]).map((k) => (
            <option key={k} value={k}>
              {i18n._(RECORD_TYPE_LABELS[k])}
            </option>
          ))}
        </select>
      </label>
      <DataView resource={records}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="page-note">{t`No point records yet.`}</p>
          ) : (
            <>
              <div className="records__scroll">
                <table className="records__table">
                  <caption className="visually-hidden">{t`Point records`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Reference number`}</th>
                      <th scope="col">{t`Apply time`}</th>
                      <th scope="col">{t`Type`}</th>
                      <th scope="col">{t`Name`}</th>
                      <th scope="col">{t`Quantity`}</th>
                      <th scope="col">{t`Points requirement`}</th>
                      <th scope="col">{t`Amount requirement`}</th>
                      <th scope="col">{t`Status`}</th>
                      <th scope="col">{t`Changed points`}</th>
                      <th scope="col">{t`Points balance`}</th>
                      <th scope="col">{t`Remark`}</th>
                      <th scope="col">{t`Points ratio`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r, i) => {
                      const ratio = r.pointsRatio ? ratioText(r.pointsRatio, symbol, 2) : null;
                      return (
                        <tr key={`${r.reference}-${i}`}>
                          <td className="records__reference">{r.reference}</td>
                          <td>
                        <SiteTime iso={r.applyTime} />
                      </td>
                          <td>{i18n._(RECORD_TYPE_LABELS[r.type])}</td>
                          <td>{r.name ?? dash}</td>
                          <td>{r.quantity ?? dash}</td>
                          <td>{r.pointsRequirement !== null ? formatPoints(r.pointsRequirement) : dash}</td>
                          <td>{r.amountRequirement !== null ? formatAmount(r.amountRequirement, symbol) : dash}</td>
                          <td>{r.status ? i18n._(REDEMPTION_STATUS_LABELS[r.status]) : dash}</td>
                          <ChangedPoints n={r.changedPoints} />
                          <td>{formatPoints(r.pointsBalance)}</td>
                          <td>{remarkOf(r)}</td>
                          <td>{ratio ? `${ratio.points} : ${ratio.money}` : dash}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pagination page={data.page} count={pages(data.total, data.size)} canGoTo={(p) => p >= 1 && p <= pages(data.total, data.size) && p !== data.page} onGoTo={setPage} />
            </>
          )
        }
      </DataView>
    </div>
  );
}
