import type { Day, DayRange, Shortcut } from '../records/records.dates';

/** Query parameters by name ('' = not sent: all, or the server's default). */
export type ReportParams = Readonly<Record<string, string>>;

/** One request of an agent report (docs/agents.md "Reports"). Undated reports leave start and end ''. */
export interface ReportQuery extends DayRange {
  params: ReportParams;
  /** 1-based (1 for unpaged reports). */
  page: number;
}

export interface AgentReportInput {
  /** Today in the site's time zone (`siteToday()`), when the section opened. */
  today: Day;
}

export interface AgentReportContext<D> {
  /** What the form shows: dates and filters being picked (applied by search or a shortcut). */
  form: DayRange & { filters: ReportParams };
  /** What the shown data answers (or the request in flight). */
  query: ReportQuery;
  data: D | null;
  /** Why the last load failed (a message key), while `failed`. */
  errorKey: string | null;
  /** 'money.records.range' after a search with a range the server would refuse. */
  rangeErrorKey: string | null;
}

export type AgentReportEvent =
  | { type: 'report.date.change'; field: 'start' | 'end'; value: string }
  | { type: 'report.filter.change'; name: string; value: string }
  | { type: 'report.search' }
  | { type: 'report.shortcut'; shortcut: Shortcut; today: Day }
  /** Parameters that apply at once (sort, order, drilling into a downline, the overview's period). */
  | { type: 'report.set'; params: ReportParams }
  | { type: 'report.page'; page: number }
  | { type: 'report.retry' }
  | { type: 'report.reload' };
