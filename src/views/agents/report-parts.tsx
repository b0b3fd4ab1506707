import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { AGENTS } from '../../config/agents';
import type { ReportParams } from '../../machines/agent-center/agent-report.types';
import type { AgentReportView } from '../../machines/agent-center/use-agent-report';
import { Loading } from '../common/data-states';
import { Pagination } from '../common/pagination';
import { RecordsScreen } from '../records/records-screen';
import { agentMessageFor } from './agent-messages';
import { AgentLoadFailed } from './load-failed';
import '../records/records.css';
import { formatSiteDateTime } from '../common/site-time';

/**
 * The answer of a report without dates (the dated ones use the record screens' frame): loading,
 * the content, what an empty answer means, or the failure with a retry; then the page buttons.
 */
export function ReportResult<D>({
  report,
  empty,
  pageCount,
  children,
}: {
  report: AgentReportView<D>;
  /** What an empty answer means ("No members found"). */
  empty: string;
  /** Pages of a loaded answer; omitted for unpaged reports. */
  pageCount?: (data: D) => number;
  children: (data: D) => ReactNode;
}) {
  const { status, data } = report;
  return (
    <div className="records__result" aria-busy={status === 'loading'}>
      {status === 'loading' && <Loading />}
      {status === 'empty' && <p className="records__empty">{empty}</p>}
      {status === 'failed' && <AgentLoadFailed errorKey={report.errorKey} onRetry={report.retry} />}
      {status === 'loaded' && data !== null && (
        <>
          {children(data)}
          {pageCount && <Pagination page={report.query.page} count={pageCount(data)} canGoTo={report.can.goToPage} onGoTo={report.goToPage} />}
        </>
      )}
    </div>
  );
}

/** A labelled text filter of a report form ('' = all); applied on search. */
export function FilterText({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="records__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/**
 * A sortable column header: the button sorts by this column (again: the other way); the header
 * says how the table is sorted (aria-sort).
 */
export function SortHeader({
  label,
  column,
  params,
  firstOrder,
  onSort,
  className,
}: {
  label: string;
  column: string;
  params: ReportParams;
  /** The order a first click sorts in ('asc' for names, 'desc' for figures and dates). */
  firstOrder: 'asc' | 'desc';
  onSort: (params: ReportParams) => void;
  className?: string;
}) {
  const active = params.sort === column;
  const order = params.order === 'asc' ? 'asc' : 'desc';
  const next = active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <th scope="col" className={className} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="agent-sort" onClick={() => onSort({ sort: column, order: next })}>
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** Reports are folded from the outbox asynchronously: they say up to when they count (GMT+8 clock format). */
export function AsOf({ iso }: { iso: string }) {
  const { t } = useLingui();
  const clock = formatSiteDateTime(iso);
  return (
    <p className="agent-as-of">
      <time dateTime={iso}>{t`Figures as of ${clock}`}</time>
    </p>
  );
}

/**
 * The record screens' frame (dates with the SPEC §9 shortcuts, filters, search, the answer and
 * pages) for a dated agent report: its range limit and its error messages.
 */
export function AgentRecordsScreen<D>(props: Omit<ComponentProps<typeof RecordsScreen<D>>, 'records' | 'maxRangeDays' | 'messageFor'> & { report: AgentReportView<D> }) {
  const { report, ...rest } = props;
  return <RecordsScreen records={report} maxRangeDays={AGENTS.maxRangeDays} messageFor={agentMessageFor} {...rest} />;
}

/** Opens a downline agent's team in place (`parent`); named for the agent, it reads "Team". */
export function TeamButton({ account, onOpen }: { account: string; onOpen: (params: ReportParams) => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn btn--ghost btn--small" aria-label={t`Team of ${account}`} onClick={() => onOpen({ parent: account })}>
      {t`Team`}
    </button>
  );
}
