import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import {
  createBetRecordsLogic,
  createBonusRecordsLogic,
  createProfitRecordsLogic,
  createTransactionRecordsLogic,
  type RecordsDeps,
} from './records.runtime';
import type { RecordsMachine } from './records.chart';
import { type Shortcut, siteToday } from './records.dates';

export type RecordsActor<D = unknown> = ActorRefFrom<RecordsMachine<D>>;
export type RecordsStatus = 'loading' | 'loaded' | 'empty' | 'failed';

const TAGS: [string, RecordsStatus][] = [
  ['state:loading', 'loading'],
  ['state:ready', 'loaded'],
  ['state:empty', 'empty'],
  ['state:error', 'failed'],
];

/** A list chart's status, read from its tags (the record charts', the agent reports'). */
export function recordsStatusOf(snapshot: { hasTag: (tag: string) => boolean }): RecordsStatus {
  return TAGS.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? 'loading';
}

/** State and intents of a record chart as its screen consumes them. */
export function useRecords<D>(actor: RecordsActor<D>) {
  const status = useSelector(actor, recordsStatusOf);
  const form = useSelector(actor, (s) => s.context.form);
  const query = useSelector(actor, (s) => s.context.query);
  const data = useSelector(actor, (s) => s.context.data);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const rangeErrorKey = useSelector(actor, (s) => s.context.rangeErrorKey);
  // Re-read on every snapshot: a shortcut is off when it would not change the picked dates.
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      changeDate: (field: 'start' | 'end', value: string) => actor.send({ type: 'records.date.change', field, value }),
      changeFilter: (name: string, value: string) => actor.send({ type: 'records.filter.change', name, value }),
      search: () => actor.send({ type: 'records.search' }),
      // Today is read at the click: a screen left open past midnight (GMT+8) still gets the right days.
      shortcut: (shortcut: Shortcut) => actor.send({ type: 'records.shortcut', shortcut, today: siteToday() }),
      goToPage: (page: number) => actor.send({ type: 'records.page', page }),
      retry: () => actor.send({ type: 'records.retry' }),
    }),
    [actor],
  );
  const can = useMemo(
    () => ({
      shortcut: (shortcut: Shortcut) => snapshot.can({ type: 'records.shortcut', shortcut, today: siteToday() }),
      goToPage: (page: number) => snapshot.can({ type: 'records.page', page }),
    }),
    [snapshot],
  );
  return { status, form, query, data, errorKey, rangeErrorKey, can, ...intents };
}

/** A record section's chart on the app's API, opened on the last 7 days (today in GMT+8). */
function useRecordsActor<D>(create: (deps: RecordsDeps) => RecordsMachine<D>): RecordsActor<D> {
  const { api } = useAppDeps();
  const [logic] = useState(() => create({ api }));
  return useActorRef(logic, { input: { today: siteToday() } });
}

/** The betting record's chart (member center "betting record"). */
export const useBetRecordsActor = () => useRecordsActor(createBetRecordsLogic);
/** The account record's chart (every posting on the member's wallets). */
export const useTransactionRecordsActor = () => useRecordsActor(createTransactionRecordsLogic);
/** The personal profit and loss chart. */
export const useProfitRecordsActor = () => useRecordsActor(createProfitRecordsLogic);
/** The bonus details chart. */
export const useBonusRecordsActor = () => useRecordsActor(createBonusRecordsLogic);
