import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { Paged } from '../../api/schemas/money';
import { AGENTS } from '../../config/agents';
import { type DayRange, daysInRange, defaultRange, shortcutRange } from '../records/records.dates';
import type { AgentReportContext, AgentReportEvent, AgentReportInput, ReportParams, ReportQuery } from './agent-report.types';
import { lazyChart } from '../lazy-chart';

/** What differs between the agent center's reports; the chart is the same (docs/agents.md "Reports"). */
export interface AgentReportConfig<D> {
  /** Machine id (camelCase, e.g. `agentBets`). */
  id: string;
  description: string;
  /** A day range with the SPEC §9 shortcuts (the last 7 days at first); else no dates at all. */
  dated: boolean;
  /** Parameters picked in the form and applied by search, with their first values. */
  filters: ReportParams;
  /** Parameters applied at once (`report.set`), with their first values. */
  instant: ReportParams;
  /** Whether the answer comes in pages of AGENTS.pageSize. */
  paged: boolean;
  /** Rows in an answer: none means the report is empty and says so. */
  rowCount: (data: D) => number;
  /** Pages the answer has in all (1 for unpaged reports). */
  pageCount: (data: D) => number;
  /** A shown list may be asked for again (a member changed in the details panel: the list reloads). */
  reloadable?: boolean;
}

/** Rows and pages of a paged answer (`page` 1-based, `size` rows a page). */
export const PAGED = {
  paged: true,
  rowCount: (d: Paged<unknown>) => d.list.length,
  pageCount: (d: Paged<unknown>) => Math.max(1, Math.ceil(d.total / Math.max(1, d.size))),
} as const;

/** End before start, a missing date or more than AGENTS.maxRangeDays days: refused before any request. */
export function reportRangeErrorKey(range: DayRange): 'money.records.range' | null {
  const days = daysInRange(range.start, range.end);
  return days === 0 || days > AGENTS.maxRangeDays ? 'money.records.range' : null;
}

const sameRange = (a: DayRange, b: DayRange) => a.start === b.start && a.end === b.end;
const has = (o: object) => Object.keys(o).length > 0;

/** `?start=&end=&page=` (dated, paged) plus every parameter that is set ('' is not sent). */
export function reportSearchParams(query: ReportQuery, config: Pick<AgentReportConfig<unknown>, 'dated' | 'paged'>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (config.dated) Object.assign(out, { start: query.start, end: query.end });
  for (const [name, value] of Object.entries(query.params)) if (value) out[name] = value;
  if (config.paged) out.page = query.page;
  return out;
}

/**
 * One agent report: it loads at once (dated ones on the last 7 days); search applies the picked
 * dates and filters (a range the server would refuse is refused here first); shortcuts pick and
 * apply a range in one click; sorting and drilling apply at once; pages move through the answer;
 * a failed load offers a retry. Built per report, so each is its own chart with its own model
 * and suite, and a report without dates, filters or pages carries no such transitions.
 */
export function createAgentReportMachine<D>(config: AgentReportConfig<D>) {
  const output = (event: unknown) => (event as { output: D }).output;
  const searchable = config.dated || has(config.filters);
  return lazyChart(() =>
    setup({
      types: {
        input: {} as AgentReportInput,
        context: {} as AgentReportContext<D>,
        events: {} as AgentReportEvent,
      },
      actors: {
        load: fromPromise<D, ReportQuery>(async () => {
          throw new Error('load not provided');
        }),
      },
      guards: {
        rangeValid: ({ context }) => !config.dated || reportRangeErrorKey(context.form) === null,
        filterKnown: ({ event }) => event.type === 'report.filter.change' && event.name in config.filters,
        shortcutMovesRange: ({ context, event }) =>
          event.type === 'report.shortcut' && !sameRange(shortcutRange(event.shortcut, context.form, event.today), context.form),
        /** Only parameters the report applies at once, and at least one of them changes. */
        setChanges: ({ context, event }) =>
          event.type === 'report.set' &&
          has(event.params) &&
          Object.keys(event.params).every((name) => name in config.instant) &&
          Object.entries(event.params).some(([name, value]) => context.query.params[name] !== value),
        hasRows: ({ event }) => config.rowCount(output(event)) > 0,
        pageAvailable: ({ context, event }) =>
          event.type === 'report.page' &&
          context.data !== null &&
          Number.isInteger(event.page) &&
          event.page >= 1 &&
          event.page <= config.pageCount(context.data) &&
          event.page !== context.query.page,
      },
      actions: {
        editDate: assign(({ context, event }) =>
          event.type === 'report.date.change' ? { form: { ...context.form, [event.field]: event.value }, rangeErrorKey: null } : {},
        ),
        editFilter: assign(({ context, event }) =>
          event.type === 'report.filter.change' ? { form: { ...context.form, filters: { ...context.form.filters, [event.name]: event.value } } } : {},
        ),
        applyForm: assign(({ context }) => ({
          query: { start: context.form.start, end: context.form.end, params: { ...context.query.params, ...context.form.filters }, page: 1 },
          rangeErrorKey: null,
        })),
        refuseRange: assign(({ context }) => ({ rangeErrorKey: reportRangeErrorKey(context.form) })),
        applyShortcut: assign(({ context, event }) => {
          if (event.type !== 'report.shortcut') return {};
          const range = shortcutRange(event.shortcut, context.form, event.today);
          return { form: { ...context.form, ...range }, query: { ...range, params: { ...context.query.params, ...context.form.filters }, page: 1 }, rangeErrorKey: null };
        }),
        applySet: assign(({ context, event }) =>
          event.type === 'report.set' ? { query: { ...context.query, params: { ...context.query.params, ...event.params }, page: 1 } } : {},
        ),
        setPage: assign(({ context, event }) => (event.type === 'report.page' ? { query: { ...context.query, page: event.page } } : {})),
        storeData: assign(({ event }) => ({ data: output(event), errorKey: null })),
        storeError: assign({
          errorKey: ({ event }) => {
            const error = (event as { error?: unknown }).error;
            return errorKeyOf(error);
          },
        }),
      },
    }).createMachine({
      id: config.id,
      description: config.description,
      context: ({ input }) => {
        const range = config.dated ? defaultRange(input.today) : { start: '', end: '' };
        return {
          form: { ...range, filters: config.filters },
          query: { ...range, params: { ...config.instant, ...config.filters }, page: 1 },
          data: null,
          errorKey: null,
          rangeErrorKey: null,
        };
      },
      initial: 'loading',
      on: {
        ...(config.dated ? { 'report.date.change': { actions: 'editDate' } } : {}),
        ...(has(config.filters)
          ? { 'report.filter.change': { guard: 'filterKnown', actions: 'editFilter', description: 'Picked, not applied: search applies it.' } }
          : {}),
        ...(searchable
          ? {
              'report.search': [
                {
                  guard: 'rangeValid',
                  target: '.loading',
                  reenter: true,
                  actions: 'applyForm',
                  description: 'The picked dates and filters, from page 1 (a request in flight is dropped).',
                },
                ...(config.dated
                  ? [{ actions: 'refuseRange' as const, description: 'End before start, a missing date or more than AGENTS.maxRangeDays days: no request.' }]
                  : []),
              ],
            }
          : {}),
        ...(config.dated
          ? {
              'report.shortcut': {
                guard: 'shortcutMovesRange',
                target: '.loading',
                reenter: true,
                actions: 'applyShortcut',
                description: 'Previous/next 7 or 30 days (SPEC §9): picks the range and searches; one that would not change the dates is off.',
              },
            }
          : {}),
        ...(has(config.instant)
          ? {
              'report.set': {
                guard: 'setChanges',
                target: '.loading',
                reenter: true,
                actions: 'applySet',
                description: 'Sorting, drilling into a downline or another period: applied at once, from page 1.',
              },
            }
          : {}),
      },
      states: {
        loading: {
          tags: ['state:loading'],
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => context.query,
            onDone: [
              { guard: 'hasRows', target: 'loaded', actions: 'storeData' },
              { target: 'empty', actions: 'storeData', description: 'Nothing to show: the report says so.' },
            ],
            onError: { target: 'failed', actions: 'storeError' },
          },
        },
        loaded: {
          tags: ['state:ready'],
          on: {
            ...(config.paged ? { 'report.page': { guard: 'pageAvailable', target: 'loading', actions: 'setPage', description: 'Same query, another page.' } } : {}),
            ...(config.reloadable ? { 'report.reload': { target: 'loading', description: 'A member changed: the same query again.' } } : {}),
          },
        },
        empty: { tags: ['state:empty'] },
        failed: {
          tags: ['state:error'],
          on: { 'report.retry': 'loading' },
        },
      },
    }),
  );
}

export type AgentReportMachine<D = unknown> = ReturnType<typeof createAgentReportMachine<D>>;
