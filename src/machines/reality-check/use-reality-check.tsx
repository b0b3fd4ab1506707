import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from './reality-check.machine';

export type RealityCheckActor = ActorRefFrom<typeof realityCheckMachine>;

/**
 * State and intents of the signed-in member's one reality-check chart (run by the app chart;
 * the header shows its dialog, the responsible-gambling page changes its interval).
 */
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
