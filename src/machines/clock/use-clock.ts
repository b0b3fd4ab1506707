import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { clockMachine } from './clock.machine';

export type ClockActor = ActorRefFrom<typeof clockMachine>;

/** A running clock for as long as its view shows. */
export function useClockActor(): ClockActor {
  return useActorRef(clockMachine);
}

/** The instant the clock shows (ms since the epoch). */
export function useClockNow(actor: ClockActor): number {
  return useSelector(actor, (s) => s.context.now);
}
