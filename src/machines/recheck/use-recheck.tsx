import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { recheckMachine } from './recheck.machine';
import type { RecheckMethod } from './recheck.types';

export type RecheckActor = ActorRefFrom<typeof recheckMachine>;

/** The recheck chart a flow invoked (its `recheck` child) while that flow is in its `rechecking` state. */
export function useInvokedRecheck(parent: AnyActorRef): RecheckActor | null {
  return useSelector(parent, (s) => ((s as { children?: Record<string, AnyActorRef | undefined> }).children?.recheck as RecheckActor | undefined) ?? null);
}

export function useRecheck(actor: RecheckActor) {
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      change: (value: string) => actor.send({ type: 'recheck.change', value }),
      method: (method: RecheckMethod) => actor.send({ type: 'recheck.method', method }),
      submit: () => actor.send({ type: 'recheck.submit' }),
      retry: () => actor.send({ type: 'recheck.retry' }),
      cancel: () => actor.send({ type: 'recheck.cancel' }),
    }),
    [actor],
  );
  return {
    context: snapshot.context,
    state: snapshot.value as 'loading' | 'loadFailed' | 'editing' | 'checking' | 'failed' | 'throttled' | 'done' | 'cancelled',
    busy: snapshot.hasTag('state:loading'),
    ...intents,
  };
}
