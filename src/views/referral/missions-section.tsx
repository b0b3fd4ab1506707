import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Mission, MissionLeaderboard } from '../../api/schemas/referral';
import { useMissionLeaderboard, useMissions } from '../../machines/referral-reads/use-mission-reads';
import { DataView } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount } from '../money/format';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { Claim } from './claim-button';
import { useLastRewardPaid } from '../../machines/reward-claim/use-reward-claim';
import { ClaimNotice } from './claim-notice';
import { loadReferralCatalog } from './referral-catalog';
import './referral.css';
import { formatSiteDate } from '../common/site-time';

/** Amounts for deposit and valid-bet missions, plain counts for bets and invitations. */
const isAmount = (m: Pick<Mission, 'kind'>) => m.kind === 'deposit' || m.kind === 'validBet';

function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const titleId = useId();
  const value = (n: number) => (isAmount(mission) ? formatAmount(n, symbol) : String(n));
  return (
    <li className="mission" aria-labelledby={titleId}>
      <div className="mission__head">
        <span id={titleId} className="mission__title">
          {mission.title}
        </span>
        <span className="mission__period">{mission.period === 'daily' ? t`Daily` : t`One-time`}</span>
      </div>
      <div className="mission__progress">
        <progress max={mission.target} value={mission.progress} aria-labelledby={titleId} aria-valuetext={t`${value(mission.progress)} of ${value(mission.target)}`} />
        <span>{t`${value(mission.progress)} of ${value(mission.target)}`}</span>
      </div>
      <div className="mission__foot">
        <span>{t`Reward: ${formatAmount(mission.reward, symbol)}`}</span>
        {mission.status === 'claimable' ? (
          <Claim input={{ target: { kind: 'mission', missionId: mission.id }, reward: mission.reward }} label={mission.title} />
        ) : (
          <span className={`mission__status mission__status--${mission.status}`}>{mission.status === 'claimed' ? t`Claimed` : t`In progress`}</span>
        )}
      </div>
    </li>
  );
}

function Leaderboard({ board }: { board: MissionLeaderboard }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const { rank, missions } = board.me;
  const rewards = formatAmount(board.me.rewards, symbol);
  return (
    <>
      {board.list.length === 0 ? (
        <p className="referral__empty">{t`No mission rewards claimed this week yet. Be the first!`}</p>
      ) : (
        <div className="table-scroll">
        <table className="money-table mission-board">
          <caption>{t`This week, ${formatSiteDate(board.start)} to ${formatSiteDate(board.end)} (GMT+8)`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Member`}</th>
              <th scope="col">{t`Missions`}</th>
              <th scope="col" className="money-table__amount">
                {t`Rewards`}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((row) => (
              <tr key={`${row.rank}-${row.account}`}>
                <td>{row.rank}</td>
                <th scope="row">{row.account}</th>
                <td>{row.missions}</td>
                <td className="money-table__amount">{formatAmount(row.rewards, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      <p className="mission-board__me">
        {rank === null
          ? t`You have not claimed a mission reward this week yet.`
          : t`Your rank: ${rank}, missions claimed: ${missions}, rewards: ${rewards}`}
      </p>
    </>
  );
}

/** Mission activity (SPEC §2 missionLeaderboard): missions with progress and claims, and this week's leaderboard. */
export function MissionsSection(_props: SectionProps) {
  const { t } = useLingui();
  const missionsTitle = useId();
  const boardTitle = useId();
  const notice = useLastRewardPaid();
  const missions = useMissions();
  const board = useMissionLeaderboard();
  return (
    <div className="referral">
      <section aria-labelledby={missionsTitle}>
        <h4 id={missionsTitle}>{t`Missions`}</h4>
        <p className="referral__hint">{t`Daily missions start again every day at 00:00 (GMT+8).`}</p>
        <ClaimNotice result={notice} />
        <DataView resource={missions}>
          {(list) =>
            list.missions.length === 0 ? (
              <p className="referral__empty">{t`No missions right now. Please check back later.`}</p>
            ) : (
              <ul className="missions" aria-labelledby={missionsTitle}>
                {list.missions.map((m) => (
                  <MissionItem key={`${m.id}-${m.status}`} mission={m} />
                ))}
              </ul>
            )
          }
        </DataView>
      </section>
      <section aria-labelledby={boardTitle}>
        <h4 id={boardTitle}>{t`Leaderboard`}</h4>
        <DataView resource={board}>{(b) => <Leaderboard board={b} />}</DataView>
      </section>
    </div>
  );
}

/** The section's chunk entry: its messages arrive with it (member-center/sections.tsx). */
export async function loadMissionsSection() {
  await loadReferralCatalog();
  return MissionsSection;
}
