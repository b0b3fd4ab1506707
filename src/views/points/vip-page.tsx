import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { VipLevel, VipProgress } from '../../api/schemas/points';
import { useVipLevels, useVipProgress } from '../../machines/points-reads/use-vip-reads';
import { useSession } from '../../machines/session/use-session';
import { DataView, Loading } from '../common/data-states';
import { formatAmount } from '../money/format';
import { PageFrame } from '../pages/page-frame';
import { formatPoints } from './points-format';
import './points.css';

const rate = (bps: number) => (bps / 10_000).toFixed(2);

/** One progress bar toward the next level: what the member has of what it needs. */
function Meter({ label, have, need, symbol }: { label: string; have: number; need: number; symbol: string }) {
  const { t } = useLingui();
  const id = useId();
  const haveText = formatAmount(have, symbol);
  const needText = formatAmount(need, symbol);
  return (
    <div className="vip-meter">
      <label htmlFor={id} className="vip-meter__label">
        {label}
      </label>
      <progress id={id} max={Math.max(need, 1)} value={Math.min(have, need)} aria-valuetext={t`${haveText} of ${needText}`} />
      <span className="vip-meter__text">{t`${haveText} of ${needText}`}</span>
    </div>
  );
}

/** The member's level and what the next one still needs (GET /wps/vip/progress). */
function MyProgress({ progress, symbol }: { progress: VipProgress; symbol: string }) {
  const { t } = useLingui();
  const current = progress.levels.find((l) => l.level === progress.level);
  const next = progress.next ? progress.levels.find((l) => l.level === progress.next!.level) : null;
  const name = current?.name ?? String(progress.level);
  return (
    <section className="vip-progress" aria-label={t`My VIP progress`}>
      <p className="vip-progress__level">{t`Your level: ${name}`}</p>
      {next ? (
        <>
          <p>{t`Next level: ${next.name}. Both thresholds are needed.`}</p>
          <Meter label={t`Deposits`} have={progress.depositTotal} need={next.minDeposit} symbol={symbol} />
          <Meter label={t`Valid bets`} have={progress.validBetTotal} need={next.minValidBet} symbol={symbol} />
        </>
      ) : (
        <p>{t`You have reached the highest level.`}</p>
      )}
    </section>
  );
}

/** Every level with its thresholds and benefits; the member's own level marked. */
function LevelTable({ levels, current, symbol }: { levels: VipLevel[]; current: number | null; symbol: string }) {
  const { t } = useLingui();
  return (
    <div className="table-scroll">
    <table className="records__table vip-levels">
      <caption>{t`VIP levels and benefits`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Level`}</th>
          <th scope="col">{t`Total deposits`}</th>
          <th scope="col">{t`Total valid bets`}</th>
          <th scope="col">{t`Points earning rate`}</th>
          <th scope="col">{t`Level-up points`}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l) => (
          <tr key={l.level} className={l.level === current ? 'vip-levels__current' : undefined} aria-current={l.level === current ? 'true' : undefined}>
            <th scope="row">
              {l.name}
              {l.level === current && <span className="vip-levels__you"> {t`(your level)`}</span>}
            </th>
            <td>{formatAmount(l.minDeposit, symbol)}</td>
            <td>{formatAmount(l.minValidBet, symbol)}</td>
            <td>×{rate(l.earnBps)}</td>
            <td>{l.levelUpPoints > 0 ? formatPoints(l.levelUpPoints) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

function MemberVip() {
  const progress = useVipProgress();
  return (
    <DataView resource={progress} loading={<Loading className="data-loading--page" />}>
      {(p) => (
        <>
          <MyProgress progress={p} symbol={p.currency.symbol} />
          <LevelTable levels={p.levels} current={p.level} symbol={p.currency.symbol} />
        </>
      )}
    </DataView>
  );
}

function VisitorVip() {
  const levels = useVipLevels();
  return <DataView resource={levels} loading={<Loading className="data-loading--page" />}>{(l) => <LevelTable levels={l.levels} current={null} symbol={l.currency.symbol} />}</DataView>;
}

/**
 * /vip (SPEC §2; docs/engagement.md "VIP"): levels reached by total deposits AND valid bets, the
 * benefits of each (points earning rate, level-up points) and, for a member, the progress to the next.
 */
export function VipPage() {
  const { t } = useLingui();
  const session = useSession();
  const member = session.kind === 'member' || session.kind === 'agent';
  return (
    <PageFrame title={t`VIP`} className="vip-page">
      <p className="page-note">{t`Your VIP level rises with your total deposits and valid bets, and never goes down. Higher levels earn points faster and get a points gift on arrival.`}</p>
      {/* Above the levels: a member's progress arrives after the first paint and must not push it away. */}
      <p>
        <Link to="/pointMall">{t`Spend your points in the Points Mall`}</Link>
      </p>
      {member ? <MemberVip /> : <VisitorVip />}
    </PageFrame>
  );
}
