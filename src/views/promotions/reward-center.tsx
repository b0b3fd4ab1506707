import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus, RewardCenter as RewardCenterData } from '../../api/schemas/promotions';
import { useRewardCenter } from '../../machines/promotions/use-reward-center';
import { DataView } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount } from '../money/format';
import { TurnoverProgress } from './promotion-parts';
import { loadPromotionsCatalog } from './promotions-catalog';
import './promotions.css';
import { SiteTime } from '../common/site-time-view';

/** The section's code and its messages (sections.tsx loads both before showing it). */
export async function loadRewardCenter() {
  await loadPromotionsCatalog();
  return RewardCenterSection;
}

function ApplicationStatusText({ status }: { status: ApplicationStatus }) {
  const { t } = useLingui();
  return <>{status === 'applying' ? t`Under review` : status === 'rejected' ? t`Rejected` : t`Approved, bonus paid`}</>;
}

/** The reward center's content: rewards with turnover, the amount kept from withdrawal, applications. */
export function RewardCenterView({ data }: { data: RewardCenterData }) {
  const { t } = useLingui();
  const money = (minor: number) => formatAmount(minor, data.currency.symbol, data.currency.scale);
  const locked = money(data.lockedAmount);
  return (
    <div className="reward-center">
      <p className="reward-center__locked" role="note">
        {data.lockedAmount > 0
          ? t`${locked} of bonus money can be withdrawn once its turnover is met. Your deposits and winnings above it can be withdrawn at any time.`
          : t`No bonus money is waiting for turnover: your whole balance can be withdrawn.`}
      </p>
      <h3>{t`My rewards`}</h3>
      {data.bonuses.length === 0 ? (
        <p className="page-note">{t`No rewards yet. Claim one on the promotions page.`}</p>
      ) : (
        <div className="table-scroll">
        <table className="records-table">
          <caption className="visually-hidden">{t`My rewards`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Promotion`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Turnover`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {data.bonuses.map((b) => (
              <tr key={b.id}>
                <td>
                  <SiteTime iso={b.grantedAt} />
                </td>
                <td>{b.title}</td>
                <td>{money(b.amount)}</td>
                <td>
                  <TurnoverProgress bonus={b} currency={data.currency} />
                </td>
                <td>{b.status === 'completed' ? t`Turnover met` : t`In progress`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      <h3>{t`My applications`}</h3>
      {data.applications.length === 0 ? (
        <p className="page-note">{t`No applications.`}</p>
      ) : (
        <div className="table-scroll">
        <table className="records-table">
          <caption className="visually-hidden">{t`My applications`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Promotion`}</th>
              <th scope="col">{t`Comment`}</th>
              <th scope="col">{t`Images`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {data.applications.map((a) => (
              <tr key={a.id}>
                <td>
                  <SiteTime iso={a.createdAt} />
                </td>
                <td>{a.title}</td>
                <td>{a.comment}</td>
                <td>{a.images}</td>
                <td>
                  <ApplicationStatusText status={a.status} />
                  {a.rejectReason ? ` (${a.rejectReason})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </div>
  );
}

/** Member center "Reward center" (SPEC §2 rewardCenter). */
export function RewardCenterSection(_props: SectionProps) {
  const { t } = useLingui();
  const rewards = useRewardCenter();
  return (
    <section className="member-section" aria-label={t`Reward center`}>
      <h2 className="member-section__title">{t`Reward center`}</h2>
      <DataView resource={rewards}>{(data) => <RewardCenterView data={data} />}</DataView>
    </section>
  );
}
