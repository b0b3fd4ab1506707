import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { MONEY } from '../../config/constants';
import { type Shortcut, SHORTCUTS, siteToday } from '../../machines/records/records.dates';
import type { RecordsActor, useRecords } from '../../machines/records/use-records';
import { Loading } from '../common/data-states';
import { DayField } from '../common/day-field';
import { formatDay } from '../common/site-time';
import { moneyMessageFor } from '../money/money-messages';
import { Pagination } from '../common/pagination';
import './records.css';

type RecordsView<D> = ReturnType<typeof useRecords<D>>;

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled filter select; '' is "all". Picked values apply on search. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="records__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type MessageLookup = (key: string | null) => MessageDescriptor;

/** A money or site message key; money.records.range names the longest range. */
function recordsMessage(key: string | null, lookup: MessageLookup = moneyMessageFor, days: number = MONEY.recordsMaxRangeDays): MessageDescriptor {
  return { ...lookup(key), values: { days } };
}


function ShortcutLabel({ shortcut: { direction, days } }: { shortcut: Shortcut }) {
  const { t } = useLingui();
  return <>{direction === 'previous' ? t`Previous ${days} days` : t`Next ${days} days`}</>;
}

/** The table caption: what the table lists and for which dates (the query answered, not the form). */
export function RecordCaption({ title, query }: { title: string; query: { start: string; end: string } }) {
  const { t } = useLingui();
  const start = formatDay(query.start);
  const end = formatDay(query.end);
  return <caption className="records__caption">{t`${title}, ${start} to ${end}`}</caption>;
}

/**
 * The frame every record screen shares (docs/money.md "Records"): dates with the SPEC §9
 * shortcuts, the screen's own filters, search, then the answer — loading, the table, "No
 * records in this period", or the failure with a retry — and the page buttons.
 */
export function RecordsScreen<D>({
  records,
  filters,
  pageCount,
  maxRangeDays,
  messageFor,
  children,
}: {
  records: RecordsView<D>;
  filters?: ReactNode;
  /** The longest range the screen's server accepts (the agent reports': AGENTS.maxRangeDays). */
  maxRangeDays?: number;
  /** Translations of its error keys (the agent reports': the agent area's, then the money ones). */
  messageFor?: MessageLookup;
  /** Pages of a loaded answer; omitted for unpaged screens. */
  pageCount?: (data: D) => number;
  children: (data: D) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { form, status, data, rangeErrorKey } = records;
  const rangeError = rangeErrorKey ? i18n._(recordsMessage(rangeErrorKey, messageFor, maxRangeDays)) : null;
  const dateInput = (field: 'start' | 'end', label: string) => (
    <div className="records__field">
      <DayField
        id={`${id}-${field}`}
        label={label}
        value={form[field]}
        max={siteToday()}
        invalid={rangeError !== null}
        describedBy={rangeError ? `${id}-range` : undefined}
        onChange={(value) => records.changeDate(field, value)}
      />
    </div>
  );
  return (
    <div className="records">
      <form
        className="records__filters"
        role="search"
        aria-label={t`Filter records`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          records.search();
        }}
      >
        <div className="records__row">
          {dateInput('start', t`From`)}
          {dateInput('end', t`To`)}
          {filters}
          <button type="submit" className="btn btn--primary btn--small records__search">
            {t`Search`}
          </button>
        </div>
        <div className="records__shortcuts" role="group" aria-label={t`Quick dates`}>
          {SHORTCUTS.map((s) => (
            <button
              key={`${s.direction}${s.days}`}
              type="button"
              className="btn btn--outline btn--small"
              disabled={!records.can.shortcut(s)}
              onClick={() => records.shortcut(s)}
            >
              <ShortcutLabel shortcut={s} />
            </button>
          ))}
        </div>
        {rangeError && (
          <p id={`${id}-range`} className="form-error" role="alert">
            {rangeError}
          </p>
        )}
      </form>
      <div className="records__result" aria-busy={status === 'loading'}>
        {status === 'loading' && <Loading />}
        {status === 'empty' && <p className="records__empty">{t`No records in this period`}</p>}
        {status === 'failed' && (
          <div className="data-failed" role="alert">
            <p>{i18n._(recordsMessage(records.errorKey, messageFor))}</p>
            <button type="button" className="btn btn--small" onClick={records.retry}>
              {t`Try again`}
            </button>
          </div>
        )}
        {status === 'loaded' && data !== null && (
          <>
            <div className="records__table-wrap">{children(data)}</div>
            {pageCount && (
              <Pagination page={records.query.page} count={pageCount(data)} canGoTo={records.can.goToPage} onGoTo={records.goToPage} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
