import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { countdownMachine } from './countdown.machine';

export type CountdownActor = ActorRefFrom<typeof countdownMachine>;

/** A countdown to `to` for as long as its view shows; key the view by `to` for a new instant. */
export function useCountdownActor(to: string): CountdownActor {
  return useActorRef(countdownMachine, { input: { to } });
}

/** The time left (ms) and whether it has run out. */
export function useCountdown(actor: CountdownActor): { leftMs: number; ended: boolean } {
  const leftMs = useSelector(actor, (s) => s.context.leftMs);
  const ended = useSelector(actor, (s) => s.hasTag('countdown:ended'));
  return { leftMs, ended };
}
