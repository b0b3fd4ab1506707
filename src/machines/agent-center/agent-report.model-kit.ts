import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { addDays, type Shortcut } from '../records/records.dates';
import { AGENTS_TODAY } from './agent-center.fixtures';
import { type AgentReportConfig, type AgentReportMachine, reportRangeErrorKey } from './agent-report.chart';
import type { AgentReportContext, AgentReportInput, ReportParams } from './agent-report.types';

export const agentReportInput: AgentReportInput = { today: AGENTS_TODAY };

/** From the opening range (the last 7 days), the shortcut that changes it. */
export const MODEL_SHORTCUT: Shortcut = { direction: 'previous', days: 30 };

/** A parameter change that applies at once, as a person makes it (sort a column, open a downline, pick a period). */
export interface SetTry {
  params: ReportParams;
  label: string;
}

export interface AgentReportModelOptions<D> {
  id: string;
  machine: AgentReportMachine<D>;
  config: AgentReportConfig<D>;
  /** The answer with rows to the query in flight (a drilled query gets the drilled answer). */
  loaded: (context: AgentReportContext<D>) => D;
  empty: D;
  /** A value to try for each filter (what the section's inputs offer). */
  filterTries?: ReportParams;
  /** Changes to try from a loaded first page, given the instant parameters applied. */
  setTries?: (instant: ReportParams) => SetTry[];
  /** Where a person can cause a reload (a reloadable list), given the instant parameters applied. */
  reloadable?: (instant: ReportParams) => boolean;
}

const instantOf = (config: AgentReportConfig<unknown>, c: AgentReportContext<unknown>): ReportParams =>
  Object.fromEntries(Object.keys(config.instant).map((name) => [name, c.query.params[name] ?? '']));

const sameQuery = (config: AgentReportConfig<unknown>, c: AgentReportContext<unknown>) =>
  c.form.start === c.query.start && c.form.end === c.query.end && Object.keys(config.filters).every((name) => c.form.filters[name] === c.query.params[name]);

const atFirstInstant = (config: AgentReportConfig<unknown>, c: AgentReportContext<unknown>) =>
  JSON.stringify(instantOf(config, c)) === JSON.stringify(config.instant);

const ev = (e: Record<string, unknown>) => e as unknown as EventObject;

/**
 * The model of a report chart. Loads answer with rows, with nothing, or fail (a later page or a
 * changed sort/drill only with rows). On a loaded first page it tries each filter, an end date
 * before the start, the 30-day shortcut, searching again and each instant change; a changed
 * form is searched, a refused range fixed. Pages move to 2 and back. An empty report searches
 * again (or, without a form, changes what applies at once); a failure retries.
 */
export function createAgentReportModel<D>(opts: AgentReportModelOptions<D>): ChartModel<AgentReportMachine<D>> {
  const { config } = opts;
  const cfg = config as AgentReportConfig<unknown>;
  const searchable = config.dated || Object.keys(config.filters).length > 0;
  const setTries = (c: AgentReportContext<D>) =>
    (opts.setTries?.(instantOf(cfg, c)) ?? []).map((t) => ev({ type: 'report.set', params: t.params, label: t.label }));
  return {
    id: opts.id,
    machine: opts.machine,
    input: agentReportInput,
    events: (s: AnyMachineSnapshot) => {
      const c = s.context as AgentReportContext<D>;
      if (s.matches('loading')) {
        const rows = ev({ type: 'xstate.done.actor.load', output: opts.loaded(c), label: 'rows' });
        if (c.query.page !== 1 || !atFirstInstant(cfg, c)) return [rows];
        return [
          rows,
          ev({ type: 'xstate.done.actor.load', output: opts.empty, label: 'nothing' }),
          ev({ type: 'xstate.error.actor.load', error: new ApiError('network', 'network.abnormal'), label: 'network' }),
        ];
      }
      if (s.matches('failed')) return [{ type: 'report.retry' }];
      if (s.matches('empty')) return searchable ? [ev({ type: 'report.search', label: 'again' })] : setTries(c);
      const events: EventObject[] = [];
      if (config.paged) events.push(ev({ type: 'report.page', page: c.query.page === 1 ? 2 : 1 }));
      if (c.query.page !== 1) return events;
      if (config.reloadable && (opts.reloadable?.(instantOf(cfg, c)) ?? true)) events.push(ev({ type: 'report.reload', label: 'a member changed' }));
      events.push(...setTries(c));
      if (!searchable) return events;
      if (c.rangeErrorKey) events.push(ev({ type: 'report.date.change', field: 'end', value: c.query.end, label: 'fixed end' }));
      else if (config.dated && reportRangeErrorKey(c.form) !== null) events.push(ev({ type: 'report.search', label: 'refused range' }));
      else if (!sameQuery(cfg, c)) events.push(ev({ type: 'report.search', label: 'changed filters' }));
      else {
        for (const [name, value] of Object.entries(opts.filterTries ?? {})) events.push(ev({ type: 'report.filter.change', name, value, label: name }));
        if (config.dated) {
          events.push(
            ev({ type: 'report.date.change', field: 'end', value: addDays(c.form.start, -1), label: 'end before start' }),
            ev({ type: 'report.shortcut', shortcut: MODEL_SHORTCUT, today: AGENTS_TODAY, label: 'previous 30 days' }),
          );
        }
        events.push(ev({ type: 'report.search', label: 'again' }));
      }
      return events;
    },
    serialize: (s) => {
      const c = s.context as AgentReportContext<D>;
      return JSON.stringify({
        v: s.value,
        p: c.query.page,
        same: sameQuery(cfg, c),
        inv: config.dated && reportRangeErrorKey(c.form) !== null,
        re: c.rangeErrorKey !== null,
        i: instantOf(cfg, c),
      });
    },
  };
}
