import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { type Shortcut, siteToday } from '../records/records.dates';
import { recordsStatusOf } from '../records/use-records';
import type { AgentReportMachine } from './agent-report.chart';
import { AGENT_REPORT_LOGIC, type AgentReportDataOf, type AgentReportKind } from './agent-reports.runtime';
import type { ReportParams } from './agent-report.types';

export type AgentReportActor<D = unknown> = ActorRefFrom<AgentReportMachine<D>>;

export type { AgentReportKind };

/**
 * The chart of one report on the app's API client, for the lifetime of the calling section;
 * dated reports open on the last 7 days (GMT+8).
 */
export function useAgentReportActor<K extends AgentReportKind>(kind: K): AgentReportActor<AgentReportDataOf<K>> {
  const { api } = useAppDeps();
  const [logic] = useState(() => (AGENT_REPORT_LOGIC[kind] as (deps: { api: typeof api }) => AgentReportMachine<AgentReportDataOf<K>>)({ api }));
  return useActorRef(logic, { input: { today: siteToday() } });
}

/**
 * State and intents of a report chart as its section consumes them. The shape is the member
 * center's record screens' (use-records.tsx) plus `set` and `reload`, so the dated reports
 * render in the same RecordsScreen frame.
 */
export function useAgentReport<D>(actor: AgentReportActor<D>) {
  const status = useSelector(actor, recordsStatusOf);
  const form = useSelector(actor, (s) => s.context.form);
  const query = useSelector(actor, (s) => s.context.query);
  const data = useSelector(actor, (s) => s.context.data);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const rangeErrorKey = useSelector(actor, (s) => s.context.rangeErrorKey);
  // Re-read on every snapshot: a shortcut or page the chart would not take is off.
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      changeDate: (field: 'start' | 'end', value: string) => actor.send({ type: 'report.date.change', field, value }),
      changeFilter: (name: string, value: string) => actor.send({ type: 'report.filter.change', name, value }),
      search: () => actor.send({ type: 'report.search' }),
      // Today is read at the click: a section left open past midnight (GMT+8) still gets the right days.
      shortcut: (shortcut: Shortcut) => actor.send({ type: 'report.shortcut', shortcut, today: siteToday() }),
      set: (params: ReportParams) => actor.send({ type: 'report.set', params }),
      goToPage: (page: number) => actor.send({ type: 'report.page', page }),
      retry: () => actor.send({ type: 'report.retry' }),
      reload: () => actor.send({ type: 'report.reload' }),
    }),
    [actor],
  );
  const can = useMemo(
    () => ({
      shortcut: (shortcut: Shortcut) => snapshot.can({ type: 'report.shortcut', shortcut, today: siteToday() }),
      goToPage: (page: number) => snapshot.can({ type: 'report.page', page }),
    }),
    [snapshot],
  );
  // RecordsScreen reads the applied filters as `query.filters`.
  const shownQuery = useMemo(() => ({ ...query, filters: query.params }), [query]);
  return { status, form, query: shownQuery, params: query.params, data, errorKey, rangeErrorKey, can, ...intents };
}

export type AgentReportView<D> = ReturnType<typeof useAgentReport<D>>;
