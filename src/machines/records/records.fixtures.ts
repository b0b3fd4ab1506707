import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../api/errors';
import type { AccountRecord, BetRecordPage, BonusRecord, Paged, ProfitReport } from '../../api/schemas/money';
import type { ChartModel } from '../graph/paths';
import type { RecordsChartConfig, RecordsMachine } from './records.chart';
import { addDays, rangeErrorKey, type Shortcut } from './records.dates';
import type { RecordsContext, RecordsEvent, RecordsInput } from './records.types';

/** The day the record models (and their suites, with a fixed clock) run on. */
export const RECORDS_TODAY = '2026-03-15';
export const recordsInput: RecordsInput = { today: RECORDS_TODAY };

const at = (day: string, time: string) => `${day}T${time}.000Z`;

/** Answers of the record endpoints: a first page of a 2-page answer, and an empty period. */
export const recordFixtures = {
  bets: {
    loaded: {
      list: [
        { reference: 'B-1001', category: 'LIVE', vendor: 'EVO', gameName: 'Baccarat A', stake: 10_000, validBet: 10_000, payout: 19_500, profit: 9_500, status: 'won', placedAt: at('2026-03-14', '04:00:00'), settledAt: at('2026-03-14', '04:01:00') },
        { reference: 'B-1002', category: 'RNG', vendor: 'PG', gameName: 'Mahjong Ways', stake: 2_000, validBet: 2_000, payout: null, profit: null, status: 'open', placedAt: at('2026-03-14', '15:59:59'), settledAt: null },
      ],
      page: 1,
      size: 10,
      total: 12,
      summary: { stake: 12_000, validBet: 12_000, payout: 19_500, profit: 7_500 },
    } satisfies BetRecordPage,
    empty: { list: [], page: 1, size: 10, total: 0, summary: { stake: 0, validBet: 0, payout: 0, profit: 0 } } satisfies BetRecordPage,
  },
  transactions: {
    loaded: {
      list: [
        { id: 'p-1', type: 'deposit', wallet: 'MAIN', amount: 50_000, balanceAfter: 50_000, reference: 'D-2001', createdAt: at('2026-03-13', '02:00:00') },
        { id: 'p-2', type: 'walletTransfer', wallet: 'EVO', amount: -20_000, balanceAfter: 30_000, reference: 'T-2002', createdAt: at('2026-03-13', '03:00:00') },
      ],
      page: 1,
      size: 10,
      total: 12,
    } satisfies Paged<AccountRecord>,
    empty: { list: [], page: 1, size: 10, total: 0 } satisfies Paged<AccountRecord>,
  },
  profit: {
    loaded: {
      rows: [
        { category: 'LIVE', bets: 4, stake: 40_000, validBet: 40_000, payout: 52_000, profit: 12_000 },
        { category: 'RNG', bets: 10, stake: 5_000, validBet: 5_000, payout: 1_500, profit: -3_500 },
      ],
      total: { category: 'ALL', bets: 14, stake: 45_000, validBet: 45_000, payout: 53_500, profit: 8_500 },
    } satisfies ProfitReport,
    empty: { rows: [], total: { category: 'ALL', bets: 0, stake: 0, validBet: 0, payout: 0, profit: 0 } } satisfies ProfitReport,
  },
  bonus: {
    loaded: {
      list: [
        { reference: 'R-3001', name: 'Welcome bonus', amount: 8_800, createdAt: at('2026-03-12', '01:00:00'), turnoverRequired: 44_000, turnoverProgress: 11_000 },
        { reference: 'R-3002', name: 'Daily rebate', amount: 125, createdAt: at('2026-03-12', '16:30:00') },
      ],
      page: 1,
      size: 10,
      total: 12,
    } satisfies Paged<BonusRecord>,
    empty: { list: [], page: 1, size: 10, total: 0 } satisfies Paged<BonusRecord>,
  },
};

const sameQuery = (c: RecordsContext<unknown>) =>
  c.form.start === c.query.start && c.form.end === c.query.end && JSON.stringify(c.form.filters) === JSON.stringify(c.query.filters);

/** A filter value to try per filter name (the screens' selects offer them). */
const FILTER_TRIES: Record<string, string> = { category: 'LIVE', status: 'won', type: 'deposit' };
/** From the opening range (the last 7 days), the shortcut that changes it. */
export const MODEL_SHORTCUT: Shortcut = { direction: 'previous', days: 30 };

/**
 * The model of a record chart. Loads answer with rows, with nothing, or fail (a later page only
 * with rows). On a first page with the form as applied it tries each filter, an end date before
 * the start, the 30-day shortcut and searching again; a changed form is searched, a refused
 * range fixed. Pages move to 2 and back. An empty period searches again; a failure retries.
 */
export function createRecordsModel<D>(opts: {
  id: string;
  machine: RecordsMachine<D>;
  config: Pick<RecordsChartConfig<D>, 'filters' | 'paged'>;
  loaded: D;
  empty: D;
}): ChartModel<RecordsMachine<D>> {
  return {
    id: opts.id,
    machine: opts.machine,
    input: recordsInput,
    events: (s: AnyMachineSnapshot) => {
      const c = s.context as RecordsContext<D>;
      if (s.matches('loading')) {
        const rows = { type: 'xstate.done.actor.load', output: opts.loaded, label: 'rows' };
        if (c.query.page !== 1) return [rows] as never[];
        return [
          rows,
          { type: 'xstate.done.actor.load', output: opts.empty, label: 'none in the period' },
          { type: 'xstate.error.actor.load', error: new ApiError('network', 'network.abnormal'), label: 'network' },
        ] as never[];
      }
      if (s.matches('failed')) return [{ type: 'records.retry' }];
      if (s.matches('empty')) return [{ type: 'records.search', label: 'again' } as never];
      const events: RecordsEvent[] = [];
      if (opts.config.paged) events.push({ type: 'records.page', page: c.query.page === 1 ? 2 : 1 });
      if (c.query.page !== 1) return events;
      if (c.rangeErrorKey) events.push({ type: 'records.date.change', field: 'end', value: c.query.end, label: 'fixed end' } as never);
      else if (rangeErrorKey(c.form) !== null) events.push({ type: 'records.search', label: 'refused range' } as never);
      else if (!sameQuery(c)) events.push({ type: 'records.search', label: 'changed filters' } as never);
      else {
        for (const name of opts.config.filters) events.push({ type: 'records.filter.change', name, value: FILTER_TRIES[name] ?? '', label: name } as never);
        events.push(
          { type: 'records.date.change', field: 'end', value: addDays(c.form.start, -1), label: 'end before start' } as never,
          { type: 'records.shortcut', shortcut: MODEL_SHORTCUT, today: RECORDS_TODAY, label: 'previous 30 days' } as never,
          { type: 'records.search', label: 'again' } as never,
        );
      }
      return events;
    },
    serialize: (s) => {
      const c = s.context as RecordsContext<D>;
      return JSON.stringify({ v: s.value, p: c.query.page, same: sameQuery(c), inv: rangeErrorKey(c.form) !== null, re: c.rangeErrorKey !== null });
    },
  };
}
