import { useSelector } from '@xstate/react';
import { useMemo, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from './reality-check.machine';

export type RealityCheckActor = ActorRefFrom<typeof realityCheckMachine>;

/**
 * The signed-in member's one reality-check actor lives in the header (member layout); the
 * responsible-gambling page changes its interval through it. A module-level slot, like the
 * balance signal, keeps the two independent of where each is rendered.
 */
let hostActor: RealityCheckActor | null = null;
const listeners = new Set<() => void>();

export function registerRealityCheckHost(actor: RealityCheckActor | null): void {
  hostActor = actor;
  for (const l of [...listeners]) l();
}

export function useRealityCheckHost(): RealityCheckActor | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hostActor,
    () => null,
  );
}

export function useRealityCheck(actor: RealityCheckActor) {
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      set: (minutes: number | null) => actor.send({ type: 'realityCheck.set', minutes }),
      continue: () => actor.send({ type: 'realityCheck.continue' }),
      logout: () => actor.send({ type: 'realityCheck.logout' }),
    }),
    [actor],
  );
  return {
    context: snapshot.context,
    shown: snapshot.hasTag('state:shown'),
    busy: snapshot.hasTag('state:loading'),
    /** The interval is known (not loading or failed) and may be changed now. */
    canSet: snapshot.can({ type: 'realityCheck.set', minutes: null }),
    loggingOut: snapshot.matches('loggingOut'),
    ...intents,
  };
}
