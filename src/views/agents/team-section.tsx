import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TeamMemberPage } from '../../api/schemas/agent';
import { PAGED } from '../../machines/agent-center/agent-report.chart';
import { isAgentType } from '../../machines/agent-center/team-member.rules';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { useTeamMemberActor } from '../../machines/agent-center/use-team-member';
import { RecordTime } from '../records/record-format';
import { FilterSelect } from '../records/records-screen';
import { formatCount, formatRate } from './format';
import { MemberDetail } from './member-detail';
import { FilterText, ReportResult, SortHeader, TeamButton } from './report-parts';
import type { AgentSectionProps } from './section-types';
import { typeLabel } from './team-labels';

/** The details panel of one member, with its own chart; a change reloads the list. */
function MemberPanel({ account, ownRebateBps, onChanged, onClose }: { account: string; ownRebateBps: number; onChanged: () => void; onClose: () => void }) {
  const actor = useTeamMemberActor({ account, ownRebateBps, onChanged });
  return <MemberDetail actor={actor} onClose={onClose} />;
}

/**
 * Team management (SPEC §2 downlineManagmentView): the downline with server-side search
 * (keyword, type, direct or whole team), sorting and pages; an agent's team opens in place
 * (`parent`); a member's details open below the list.
 */
export function Team({ actor, ownRebateBps }: { actor: AgentReportActor<TeamMemberPage>; ownRebateBps: number }) {
  const { t, i18n } = useLingui();
  const report = useAgentReport(actor);
  const [selected, setSelected] = useState<string | null>(null);
  const { params } = report;
  const parent = params.parent ?? '';
  return (
    <div className="records">
      <form
        className="records__filters"
        role="search"
        aria-label={t`Search the team`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          report.search();
        }}
      >
        <div className="records__row">
          <FilterText label={t`Account or nickname`} value={report.form.filters.keyword ?? ''} onChange={(v) => report.changeFilter('keyword', v)} />
          <FilterSelect
            label={t`Type`}
            value={report.form.filters.type ?? ''}
            options={[
              { value: '', label: t`All types` },
              { value: 'member', label: t`Members` },
              { value: 'agent', label: t`Agents` },
            ]}
            onChange={(v) => report.changeFilter('type', v)}
          />
          <FilterSelect
            label={t`Scope`}
            value={report.form.filters.scope ?? 'direct'}
            options={[
              { value: 'direct', label: t`Direct downline` },
              { value: 'all', label: t`Whole team` },
            ]}
            onChange={(v) => report.changeFilter('scope', v)}
          />
          <button type="submit" className="btn btn--primary btn--small records__search">
            {t`Search`}
          </button>
        </div>
      </form>
      {parent && (
        <div className="agent-crumbs">
          <p>{t`Team of ${parent}`}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => report.set({ parent: '' })}>
            {t`Back to my team`}
          </button>
        </div>
      )}
      <ReportResult report={report} empty={t`No members found`} pageCount={PAGED.pageCount}>
        {(data) => (
          <div className="records__table-wrap">
            <table className="records__table">
              <caption className="records__caption">{parent ? t`Members below ${parent}` : t`My team`}</caption>
              <thead>
                <tr>
                  <SortHeader label={t`Account`} column="account" params={params} firstOrder="asc" onSort={report.set} />
                  <th scope="col">{t`Nickname`}</th>
                  <th scope="col">{t`Type`}</th>
                  <th scope="col">{t`Level`}</th>
                  <th scope="col">{t`Upline`}</th>
                  <th scope="col">{t`Rebate`}</th>
                  <th scope="col">{t`Team size`}</th>
                  <SortHeader label={t`Registered`} column="registeredAt" params={params} firstOrder="desc" onSort={report.set} />
                  <SortHeader label={t`Last login`} column="lastLoginAt" params={params} firstOrder="desc" onSort={report.set} />
                  <th scope="col">{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((m) => {
                  const account = m.account;
                  return (
                    <tr key={account}>
                      <th scope="row">{account}</th>
                      <td>{m.nickname}</td>
                      <td>{i18n._(typeLabel(m.type))}</td>
                      <td className="records__amount">{formatCount(m.level)}</td>
                      <td>{m.upline}</td>
                      <td className="records__amount">{formatRate(m.rebateBps)}</td>
                      <td className="records__amount">{formatCount(m.teamSize)}</td>
                      <td>
                        <RecordTime iso={m.registeredAt} />
                      </td>
                      <td>{m.lastLoginAt ? <RecordTime iso={m.lastLoginAt} /> : t`Never`}</td>
                      <td className="agent-actions">
                        <button
                          type="button"
                          className="btn btn--outline btn--small"
                          aria-label={t`Details of ${account}`}
                          aria-expanded={selected === account}
                          onClick={() => setSelected(account)}
                        >
                          {t`Details`}
                        </button>
                        {isAgentType(m.type) && m.teamSize > 0 && <TeamButton account={account} onOpen={report.set} />}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ReportResult>
      {selected && <MemberPanel key={selected} account={selected} ownRebateBps={ownRebateBps} onChanged={report.reload} onClose={() => setSelected(null)} />}
    </div>
  );
}

export function TeamSection({ menu }: AgentSectionProps) {
  return <Team actor={useAgentReportActor('team')} ownRebateBps={menu.agent.rebateBps} />;
}
