import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { defaultRange, rangeErrorKey, shortcutRange } from './records.dates';
import type { Paged } from '../../api/schemas/money';
import type { RecordKind, RecordQuery, RecordsContext, RecordsEvent, RecordsInput } from './records.types';
import { lazyChart } from '../lazy-chart';

/** What differs between the four record screens; the chart is the same (docs/money.md "Records"). */
export interface RecordsChartConfig<D> {
  /** Machine id (camelCase, e.g. `betRecords`). */
  id: string;
  kind: RecordKind;
  description: string;
  /** Filter names the screen offers besides the dates ('' = all). */
  filters: readonly string[];
  /** Whether the answer comes in pages of MONEY.recordsPageSize (the profit report does not). */
  paged: boolean;
  /** Rows in an answer: none means the period is empty. */
  rowCount: (data: D) => number;
  /** Pages the answer has in all (1 for unpaged kinds). */
  pageCount: (data: D) => number;
}

/** Rows and pages of a paged answer (docs/money.md: `page` 1-based, `size` rows a page). */
export const PAGED = {
  paged: true,
  rowCount: (d: Paged<unknown>) => d.list.length,
  pageCount: (d: Paged<unknown>) => Math.max(1, Math.ceil(d.total / Math.max(1, d.size))),
} as const;

const sameRange = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start === b.start && a.end === b.end;

/**
 * One record screen: the last 7 days load at once; search applies the picked dates and filters
 * (a range the server would refuse is refused here first); shortcuts pick and apply a range in
 * one click; pages move through the answer; a failed load offers a retry. Built per kind, so
 * each screen is its own chart with its own model and suite, and kinds without filters or pages
 * carry no such transitions.
 */
export function createRecordsMachine<D>(config: RecordsChartConfig<D>) {
  const output = (event: unknown) => (event as { output: D }).output;
  return lazyChart(() =>
    setup({
      types: {
        input: {} as RecordsInput,
        context: {} as RecordsContext<D>,
        events: {} as RecordsEvent,
      },
      actors: {
        load: fromPromise<D, RecordQuery>(async () => {
          throw new Error('load not provided');
        }),
      },
      guards: {
        rangeValid: ({ context }) => rangeErrorKey(context.form) === null,
        filterKnown: ({ event }) => event.type === 'records.filter.change' && config.filters.includes(event.name),
        shortcutMovesRange: ({ context, event }) =>
          event.type === 'records.shortcut' && !sameRange(shortcutRange(event.shortcut, context.form, event.today), context.form),
        hasRows: ({ event }) => config.rowCount(output(event)) > 0,
        pageAvailable: ({ context, event }) =>
          event.type === 'records.page' &&
          context.data !== null &&
          Number.isInteger(event.page) &&
          event.page >= 1 &&
          event.page <= config.pageCount(context.data) &&
          event.page !== context.query.page,
      },
      actions: {
        editDate: assign(({ context, event }) =>
          event.type === 'records.date.change' ? { form: { ...context.form, [event.field]: event.value }, rangeErrorKey: null } : {},
        ),
        editFilter: assign(({ context, event }) =>
          event.type === 'records.filter.change'
            ? { form: { ...context.form, filters: { ...context.form.filters, [event.name]: event.value } } }
            : {},
        ),
        applyForm: assign(({ context }) => ({
          query: { start: context.form.start, end: context.form.end, filters: context.form.filters, page: 1 },
          rangeErrorKey: null,
        })),
        refuseRange: assign(({ context }) => ({ rangeErrorKey: rangeErrorKey(context.form) })),
        applyShortcut: assign(({ context, event }) => {
          if (event.type !== 'records.shortcut') return {};
          const range = shortcutRange(event.shortcut, context.form, event.today);
          return { form: { ...context.form, ...range }, query: { ...range, filters: context.form.filters, page: 1 }, rangeErrorKey: null };
        }),
        setPage: assign(({ context, event }) => (event.type === 'records.page' ? { query: { ...context.query, page: event.page } } : {})),
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
        const range = defaultRange(input.today);
        const filters = Object.fromEntries(config.filters.map((name) => [name, '']));
        return { form: { ...range, filters }, query: { ...range, filters, page: 1 }, data: null, errorKey: null, rangeErrorKey: null };
      },
      initial: 'loading',
      on: {
        'records.date.change': { actions: 'editDate' },
        ...(config.filters.length > 0
          ? { 'records.filter.change': { guard: 'filterKnown', actions: 'editFilter', description: 'Picked, not applied: search applies it.' } }
          : {}),
        'records.search': [
          {
            guard: 'rangeValid',
            target: '.loading',
            reenter: true,
            actions: 'applyForm',
            description: 'The picked dates and filters, from page 1 (a request in flight is dropped).',
          },
          {
            actions: 'refuseRange',
            description: `End before start, a missing date or more than MONEY.recordsMaxRangeDays days: money.records.range, no request.`,
          },
        ],
        'records.shortcut': {
          guard: 'shortcutMovesRange',
          target: '.loading',
          reenter: true,
          actions: 'applyShortcut',
          description: 'Previous/next 7 or 30 days (records.dates.ts): picks the range and searches; one that would not change the dates is off.',
        },
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
              { target: 'empty', actions: 'storeData', description: 'No records in this period.' },
            ],
            onError: { target: 'failed', actions: 'storeError' },
          },
        },
        loaded: {
          tags: ['state:ready'],
          ...(config.paged
            ? { on: { 'records.page': { guard: 'pageAvailable', target: 'loading', actions: 'setPage', description: 'Same query, another page.' } } }
            : {}),
        },
        empty: { tags: ['state:empty'] },
        failed: {
          tags: ['state:error'],
          on: { 'records.retry': 'loading' },
        },
      },
    }),
  );
}

export type RecordsMachine<D = unknown> = ReturnType<typeof createRecordsMachine<D>>;
