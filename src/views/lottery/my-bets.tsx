import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';
import type { BetType, LotteryBet } from '../../api/schemas/lottery';
import { useMyLotteryBets } from '../../machines/lottery-game/use-lottery-records';
import { DataView } from '../common/data-states';
import { formatAmount } from '../money/format';
import { DrawTime } from './draw-result';
import { LotteryPagination, pageCount } from './lottery-pagination';
import { formatOdds } from './pick-editor';
import { pickText } from './pick-text';

type Tab = 'open' | 'settled';
const TABS: Tab[] = ['open', 'settled'];

const STATUS_LABELS: Record<LotteryBet['status'], MessageDescriptor> = {
  open: msg`Waiting for the draw`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Refunded`,
};

function BetsTable({ gameCode, status, version, symbol, betTypes }: { gameCode: string; status: Tab; version: string; symbol: string; betTypes: readonly BetType[] }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const bets = useMyLotteryBets(gameCode, status, page, version);
  const money = (minor: number | null) => (minor === null ? '—' : formatAmount(minor, symbol));
  return (
    <DataView resource={bets} compact>
      {(data) =>
        data.list.length === 0 ? (
          <p className="lottery-note">{status === 'open' ? t`You have no open bets on this game.` : t`You have no settled bets on this game yet.`}</p>
        ) : (
          <>
            <div className="table-scroll">
            <table className="lottery-table">
              <caption className="visually-hidden">{status === 'open' ? t`Open bets` : t`Settled bets`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Draw`}</th>
                  <th scope="col">{t`Bet`}</th>
                  <th scope="col">{t`Pick`}</th>
                  <th scope="col" className="lottery-table__amount">
                    {t`Stake`}
                  </th>
                  <th scope="col">{t`Odds`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col" className="lottery-table__amount">
                    {t`Payout`}
                  </th>
                  <th scope="col">{t`Placed at`}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((b) => (
                  <tr key={b.reference}>
                    <th scope="row">{b.numero}</th>
                    <td>{b.betTypeName}</td>
                    <td>{pickText(betTypes.find((type) => type.code === b.betType), b)}</td>
                    <td className="lottery-table__amount">{money(b.stake)}</td>
                    <td>{formatOdds(b.odds)}</td>
                    <td>{i18n._(STATUS_LABELS[b.status])}</td>
                    <td className="lottery-table__amount">{money(b.payout)}</td>
                    <td>
                      <DrawTime iso={b.placedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
            <LotteryPagination page={data.page} count={pageCount(data)} onGoTo={setPage} label={t`My bets pages`} />
          </>
        )
      }
    </DataView>
  );
}

/**
 * The member's bets on this game (`/lgw/lotto/bets`): open and settled tabs, paged. `version`
 * changes when a slip is placed or a result comes in, and the shown page is read again.
 */
export function MyBets({ gameCode, version, symbol, betTypes }: { gameCode: string; version: string; symbol: string; betTypes: readonly BetType[] }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('open');
  const id = useId();
  const titles: Record<Tab, string> = { open: t`Open`, settled: t`Settled` };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="lottery-bets" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="section-title">
        {t`My bets`}
      </h3>
      <div role="tablist" className="tabs" aria-labelledby={`${id}-title`} onKeyDown={onKey}>
        {TABS.map((k) => (
          <button
            key={k}
            id={`${id}-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
          >
            {titles[k]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
        <BetsTable key={tab} gameCode={gameCode} status={tab} version={version} symbol={symbol} betTypes={betTypes} />
      </div>
    </section>
  );
}
