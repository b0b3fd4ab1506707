import { useLingui } from '@lingui/react/macro';
import type { ProfitLossReport, TeamFigures } from '../../api/schemas/agent';
import { AGENT_PROFIT } from '../../machines/agent-center/agent-profit.machine';
import { isAgentType } from '../../machines/agent-center/team-member.rules';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { RecordCaption } from '../records/records-screen';
import { CountCell, MoneyCell } from './format';
import { AgentRecordsScreen, AsOf, SortHeader, TeamButton } from './report-parts';
import { typeLabel } from './team-labels';

function FigureCells({ f }: { f: TeamFigures }) {
  return (
    <>
      <CountCell n={f.betCount} />
      <MoneyCell minor={f.validBet} />
      <MoneyCell minor={f.profitLoss} signed />
    </>
  );
}

/**
 * User profit and loss (SPEC §2 palStatementsAgentCopy): the parent's downline per level, then
 * each direct downline with its own and its team's figures; a downline agent's team opens in
 * place and the path leads back up.
 */
export function Profit({ actor }: { actor: AgentReportActor<ProfitLossReport> }) {
  const { t, i18n } = useLingui();
  const report = useAgentReport(actor);
  const { params } = report;
  return (
    <AgentRecordsScreen report={report} pageCount={AGENT_PROFIT.pageCount}>
      {(data) => {
        const parent = data.parent;
        return (
          <>
            <nav className="agent-crumbs" aria-label={t`Team path`}>
              <ol>
                {data.path.map((account, i) => (
                  <li key={account}>
                    {i === data.path.length - 1 ? (
                      <span aria-current="page">{account}</span>
                    ) : (
                      <button type="button" className="btn btn--link" onClick={() => report.set({ parent: i === 0 ? '' : account })}>
                        {account}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <table className="records__table">
              <RecordCaption title={t`Team of ${parent} by level`} query={report.query} />
              <thead>
                <tr>
                  <th scope="col">{t`Level`}</th>
                  <th scope="col">{t`Members`}</th>
                  <th scope="col">{t`Bets`}</th>
                  <th scope="col">{t`Valid bet`}</th>
                  <th scope="col">{t`Profit and loss`}</th>
                </tr>
              </thead>
              <tbody>
                {data.levels.map((l) => {
                  const level = l.level;
                  return (
                    <tr key={level}>
                      <th scope="row">{t`Level ${level}`}</th>
                      <CountCell n={l.members} />
                      <FigureCells f={l.figures} />
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t`Whole team`}
                  </th>
                  <FigureCells f={data.total} />
                </tr>
              </tfoot>
            </table>
            <table className="records__table">
              <RecordCaption title={t`Direct downlines of ${parent}`} query={report.query} />
              <thead>
                <tr>
                  <SortHeader label={t`Account`} column="account" params={params} firstOrder="asc" onSort={report.set} />
                  <th scope="col">{t`Type`}</th>
                  <SortHeader label={t`Own bets`} column="betCount" params={params} firstOrder="desc" onSort={report.set} />
                  <SortHeader label={t`Own valid bet`} column="validBet" params={params} firstOrder="desc" onSort={report.set} />
                  <SortHeader label={t`Own profit and loss`} column="profitLoss" params={params} firstOrder="desc" onSort={report.set} />
                  <th scope="col">{t`Team bets`}</th>
                  <th scope="col">{t`Team valid bet`}</th>
                  <th scope="col">{t`Team profit and loss`}</th>
                  <th scope="col">{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.list.map((row) => {
                  const account = row.account;
                  return (
                    <tr key={account}>
                      <th scope="row">{account}</th>
                      <td>{i18n._(typeLabel(row.type))}</td>
                      <FigureCells f={row.own} />
                      <FigureCells f={row.team} />
                      <td>
                        {isAgentType(row.type) && <TeamButton account={account} onOpen={report.set} />}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <AsOf iso={data.asOf} />
          </>
        );
      }}
    </AgentRecordsScreen>
  );
}

export function ProfitSection() {
  return <Profit actor={useAgentReportActor('profit')} />;
}
