import type { Day, DayRange, Shortcut } from './records.dates';

/** The four record screens of the member center (SPEC §2). */
export type RecordKind = 'bets' | 'transactions' | 'profit' | 'bonus';

/** Filter values by name (`category`, `status`, `type`); '' means all. */
export type RecordFilters = Readonly<Record<string, string>>;

/** One request for records: docs/money.md "Records". `page` is 1-based (1 for unpaged kinds). */
export interface RecordQuery extends DayRange {
  filters: RecordFilters;
  page: number;
}

export interface RecordsInput {
  /** Today in the site's time zone (`siteToday()`), when the screen opened. */
  today: Day;
}

export interface RecordsContext<D> {
  /** What the form shows: dates and filters being picked (applied by search or a shortcut). */
  form: DayRange & { filters: RecordFilters };
  /** What the shown data answers (or the request in flight). */
  query: RecordQuery;
  data: D | null;
  /** Why the last load failed (a message key), while `failed`. */
  errorKey: string | null;
  /** 'money.records.range' after a search with a range the server would refuse. */
  rangeErrorKey: string | null;
}

export type RecordsEvent =
  | { type: 'records.date.change'; field: 'start' | 'end'; value: string }
  | { type: 'records.filter.change'; name: string; value: string }
  | { type: 'records.search' }
  | { type: 'records.shortcut'; shortcut: Shortcut; today: Day }
  | { type: 'records.page'; page: number }
  | { type: 'records.retry' };
