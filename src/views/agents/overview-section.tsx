import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { OverviewPeriod, TeamOverview } from '../../api/schemas/agent';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { formatCount, Money } from './format';
import { AsOf, ReportResult } from './report-parts';

export const PERIOD_LABELS: Record<OverviewPeriod, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  lastWeek: msg`Last week`,
  thisMonth: msg`This month`,
  lastMonth: msg`Last month`,
};

/** Overview (SPEC §2 agentTeamOverview): the team's figures for a period, and how recent they are. */
export function Overview({ actor }: { actor: AgentReportActor<TeamOverview> }) {
  const { t, i18n } = useLingui();
  const report = useAgentReport(actor);
  const name = useId();
  const period = report.params.period ?? 'today';
  return (
    <div className="agent-overview">
      <fieldset className="agent-periods">
        <legend>{t`Period`}</legend>
        {(Object.keys(PERIOD_LABELS) as OverviewPeriod[]).map((p) => (
          <label key={p} className="agent-period">
            <input type="radio" name={name} value={p} checked={period === p} onChange={() => report.set({ period: p })} />
            {i18n._(PERIOD_LABELS[p])}
          </label>
        ))}
      </fieldset>
      <ReportResult report={report} empty={t`No members in your team yet`}>
        {(data) => {
          const f = data.figures;
          const periodName = i18n._(PERIOD_LABELS[data.period]);
          const figures: [string, ReactNode][] = [
            [t`Team size`, formatCount(data.teamSize)],
            [t`Direct members`, formatCount(data.directMembers)],
            [t`Direct agents`, formatCount(data.directAgents)],
            [t`New members`, formatCount(f.newMembers)],
            [t`Active members`, formatCount(f.activeMembers)],
            [t`Deposits`, <><Money minor={f.deposits} /> ({formatCount(f.depositCount)})</>],
            [t`Withdrawals`, <><Money minor={f.withdrawals} /> ({formatCount(f.withdrawalCount)})</>],
            [t`Bets`, formatCount(f.betCount)],
            [t`Stake`, <Money minor={f.stake} />],
            [t`Valid bet`, <Money minor={f.validBet} />],
            [t`Payout`, <Money minor={f.payout} />],
            [t`Profit and loss`, <Money minor={f.profitLoss} />],
          ];
          return (
            <>
              <dl className="agent-figures" aria-label={t`Team figures, ${periodName}`}>
                {figures.map(([label, value]) => (
                  <div key={label} className="agent-figure">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <AsOf iso={data.asOf} />
            </>
          );
        }}
      </ReportResult>
    </div>
  );
}

export function OverviewSection() {
  return <Overview actor={useAgentReportActor('overview')} />;
}
