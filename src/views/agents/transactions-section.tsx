import { useLingui } from '@lingui/react/macro';
import type { TeamTransactionPage } from '../../api/schemas/agent';
import type { PostingType } from '../../api/schemas/money';
import { PAGED } from '../../machines/agent-center/agent-report.chart';
import { type AgentReportActor, useAgentReport, useAgentReportActor } from '../../machines/agent-center/use-agent-report';
import { MAIN_WALLET, POSTING_TYPE_LABELS, RecordTime } from '../records/record-format';
import { FilterSelect } from '../records/records-screen';
import { RecordsTable, ReferenceCell } from '../records/records-table';
import { MoneyCell } from './format';
import { AgentRecordsScreen, FilterText } from './report-parts';

const isPostingType = (type: string): type is PostingType => type in POSTING_TYPE_LABELS;

/** Transaction details (SPEC §2 agentDownlineTransactionDetailsCopy): postings on the downline's wallets. */
export function TeamTransactions({ actor }: { actor: AgentReportActor<TeamTransactionPage> }) {
  const { t, i18n } = useLingui();
  const report = useAgentReport(actor);
  const typeName = (type: string) => (isPostingType(type) ? i18n._(POSTING_TYPE_LABELS[type]) : type);
  const filters = (
    <>
      <FilterText label={t`Account`} value={report.form.filters.account ?? ''} onChange={(v) => report.changeFilter('account', v)} />
      <FilterSelect
        label={t`Type`}
        value={report.form.filters.type ?? ''}
        options={[{ value: '', label: t`All types` }, ...(Object.keys(POSTING_TYPE_LABELS) as PostingType[]).map((value) => ({ value, label: typeName(value) }))]}
        onChange={(v) => report.changeFilter('type', v)}
      />
    </>
  );
  return (
    <AgentRecordsScreen report={report} filters={filters} pageCount={PAGED.pageCount}>
      {(data) => (
        <RecordsTable
          title={t`Transaction details`}
          query={report.query}
          columns={[t`Time`, t`Account`, t`Type`, t`Wallet`, t`Amount`, t`Balance after`, t`Reference`]}
        >
          {data.list.map((row) => (
            <tr key={row.id}>
              <td>
                <RecordTime iso={row.createdAt} />
              </td>
              <td>{row.account}</td>
              <td>{typeName(row.type)}</td>
              <td>{row.wallet === 'MAIN' ? i18n._(MAIN_WALLET) : row.wallet}</td>
              <MoneyCell minor={row.amount} signed />
              <MoneyCell minor={row.balanceAfter} />
              <ReferenceCell reference={row.reference} />
            </tr>
          ))}
        </RecordsTable>
      )}
    </AgentRecordsScreen>
  );
}

export function TransactionsSection() {
  return <TeamTransactions actor={useAgentReportActor('teamTransactions')} />;
}
