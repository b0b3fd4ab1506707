import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
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
