import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Draw, LotteryType } from '../../api/schemas/lottery';
import { useDrawHistory } from '../../machines/lottery-game/use-lottery-records';
import { DataView } from '../common/data-states';
import { DrawBalls, DrawTime, prizeName } from './draw-result';
import { LotteryPagination, pageCount } from './lottery-pagination';

/** A drawn result in one table cell: balls, or for VN the special prize (the table has the rest). */
function ResultCell({ draw, type }: { draw: Draw; type: LotteryType }) {
  const { t } = useLingui();
  if (draw.status === 'cancelled') return <>{t`Cancelled`}</>;
  if (!draw.numbers) return <>{t`Waiting for the result…`}</>;
  const special = draw.prizes?.find((p) => p.name === 'DB');
  if (special) return <>{`${prizeName(special.name)} ${special.numbers.join(' ')}`}</>;
  return <DrawBalls numbers={draw.numbers} type={type} small />;
}

/**
 * Draw history (`/lgw/lotto/draws`, LOTTERY.pageSize a page, newest first). `version` changes
 * when a new result comes in: the page shown is read again.
 */
export function DrawHistory({ gameCode, type, version }: { gameCode: string; type: LotteryType; version: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const draws = useDrawHistory(gameCode, page, version);
  return (
    <section className="lottery-history" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        {t`Draw history`}
      </h3>
      <DataView resource={draws} compact>
        {(data) =>
          data.list.length === 0 ? (
            <p className="lottery-note">{t`No draws yet.`}</p>
          ) : (
            <>
              <div className="table-scroll">
              <table className="lottery-table">
                <caption className="visually-hidden">{t`Draw history`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Draw`}</th>
                    <th scope="col">{t`Drawn at`}</th>
                    <th scope="col">{t`Result`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((d) => (
                    <tr key={d.numero}>
                      <th scope="row">{d.numero}</th>
                      <td>
                        <DrawTime iso={d.drawAt} />
                      </td>
                      <td>
                        <ResultCell draw={d} type={type} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </div>
              <LotteryPagination page={data.page} count={pageCount(data)} onGoTo={setPage} label={t`Draw history pages`} />
            </>
          )
        }
      </DataView>
    </section>
  );
}
