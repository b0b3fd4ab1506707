import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Invitee, ReferralInfo } from '../../api/schemas/referral';
import { useInvitees, useReferralInfo } from '../../machines/referral-reads/use-referral-reads';
import { QrCode } from '../common/qr-code';
import { DataView } from '../common/data-states';
import type { SectionProps } from '../member-center/section-types';
import { formatAmount } from '../money/format';
import { Pagination } from '../common/pagination';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { Claim } from './claim-button';
import { useLastRewardPaid } from '../../machines/reward-claim/use-reward-claim';
import { ClaimNotice } from './claim-notice';
import { loadReferralCatalog } from './referral-catalog';
import './referral.css';
import { SiteTime } from '../common/site-time-view';
import { formatSiteDate } from '../common/site-time';

/** The personal link: this site's register page with the member's code (docs/engagement.md "Referral"). */
export function referralLink(origin: string, info: Pick<ReferralInfo, 'code' | 'linkParam'>): string {
  return `${origin}/register?${encodeURIComponent(info.linkParam)}=${encodeURIComponent(info.code)}`;
}

/** A read-only value with a copy button; "Copied" is announced. */
function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard?.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    ) ?? setCopied('no');
  };
  return (
    <div className="referral__field">
      <label htmlFor={id}>{label}</label>
      <div className="referral__copy">
        <input id={id} type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn--small" onClick={copy}>
          {copyLabel}
        </button>
      </div>
      <span className="referral__copied" role="status">
        {copied === 'yes' ? t`Copied` : copied === 'no' ? t`Copying is not available here: select the text and copy it` : ''}
      </span>
    </div>
  );
}

function InviteeStatusCell({ invitee }: { invitee: Invitee }) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  switch (invitee.status) {
    case 'claimable':
      return <Claim input={{ target: { kind: 'referral', referralId: invitee.id }, reward: invitee.reward ?? 0 }} label={invitee.account} />;
    case 'rewarded':
      return <>{t`Rewarded ${formatAmount(invitee.reward ?? 0, symbol)} on ${invitee.rewardedAt ? formatSiteDate(invitee.rewardedAt) : ''}`}</>;
    case 'limitReached':
      return <>{t`Reward limit reached`}</>;
    default:
      return <>{t`Waiting for a qualifying deposit`}</>;
  }
}

/** Invite friends (SPEC §2 referral; shown only with the referral module on). */
export function ReferralSection(_props: SectionProps) {
  const { t } = useLingui();
  const symbol = useCurrencySymbol();
  const inviteTitle = useId();
  const [page, setPage] = useState(1);
  const notice = useLastRewardPaid();
  const info = useReferralInfo();
  const invitees = useInvitees(page);
  const money = (minor: number) => formatAmount(minor, symbol);

  return (
    <div className="referral">
      <DataView resource={info}>
        {(i) => {
          const link = referralLink(location.origin, i);
          return (
            <>
              <section className="referral__invite" aria-labelledby={inviteTitle}>
                <h4 id={inviteTitle}>{t`Your invitation`}</h4>
                <p>
                  {t`When a friend registers with your code or link and deposits ${money(i.rules.qualifyingDeposit)} in total, you can claim ${money(i.rules.rewardAmount)}. Up to ${i.rules.maxRewards} rewards.`}
                </p>
                <div className="referral__share">
                  <div className="referral__fields">
                    <CopyField label={t`Invitation code`} value={i.code} copyLabel={t`Copy code`} />
                    <CopyField label={t`Invitation link`} value={link} copyLabel={t`Copy link`} />
                  </div>
                  <QrCode src={`/wps/system/qr?text=${encodeURIComponent(link)}&size=120`} alt={t`QR code of your invitation link`} size={120} />
                </div>
              </section>
              <section aria-label={t`Invitation summary`}>
              <dl className="referral__summary">
                <div>
                  <dt>{t`Invited`}</dt>
                  <dd>{i.invited}</dd>
                </div>
                <div>
                  <dt>{t`Ready to claim`}</dt>
                  <dd>{i.claimable}</dd>
                </div>
                <div>
                  <dt>{t`Rewarded`}</dt>
                  <dd>{i.rewarded}</dd>
                </div>
                <div>
                  <dt>{t`Total rewards`}</dt>
                  <dd>{money(i.totalRewards)}</dd>
                </div>
              </dl>
              </section>
            </>
          );
        }}
      </DataView>
      <ClaimNotice result={notice} />
      <DataView resource={invitees}>
        {(p) =>
          p.total === 0 ? (
            <p className="referral__empty">{t`No invited members yet. Share your link to invite friends.`}</p>
          ) : (
            <>
              <div className="table-scroll">
              <table className="money-table referral__table">
                <caption>{t`Invited members`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Member`}</th>
                    <th scope="col">{t`Registered`}</th>
                    <th scope="col">{t`Reward`}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.list.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.account}</th>
                      <td>
                        <SiteTime iso={row.registeredAt} />
                      </td>
                      <td>
                        <InviteeStatusCell invitee={row} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </div>
              <Pagination page={p.page} count={Math.ceil(p.total / p.size)} canGoTo={(n) => n >= 1 && n <= Math.ceil(p.total / p.size)} onGoTo={setPage} />
            </>
          )
        }
      </DataView>
    </div>
  );
}

/** The section's chunk entry: its messages arrive with it (member-center/sections.tsx). */
export async function loadReferralSection() {
  await loadReferralCatalog();
  return ReferralSection;
}
