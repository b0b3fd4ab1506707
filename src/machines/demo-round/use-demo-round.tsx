import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { demoRoundMachine } from './demo-round.machine';

export type DemoRoundActor = ActorRefFrom<typeof demoRoundMachine>;

export type DemoRoundStep = 'ready' | 'busy' | 'syncing' | 'refused' | 'unknown' | 'ended';

function stepOf(s: ReturnType<DemoRoundActor['getSnapshot']>): DemoRoundStep {
  if (s.hasTag('round:ended')) return 'ended';
  if (s.matches('syncing')) return 'syncing';
  if (s.hasTag('round:busy')) return 'busy';
  if (s.matches({ failed: 'unknown' })) return 'unknown';
  if (s.matches({ failed: 'refused' })) return 'refused';
  return 'ready';
}

/** The round chart as a view needs it: what to show, and intents (views never build events). */
export function useDemoRound(actor: DemoRoundActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const canPlay = useSelector(actor, (s) => s.hasTag('round:ready'));
  const showResult = useSelector(actor, (s) => s.matches('result'));
  const intents = useMemo(
    () => ({
      play: (stake: number, choice: unknown) => actor.send({ type: 'round.play', stake, choice }),
      retry: () => actor.send({ type: 'round.retry' }),
      dismiss: () => actor.send({ type: 'round.dismiss' }),
      setBalance: (balance: number) => actor.send({ type: 'balance.set', balance }),
    }),
    [actor],
  );
  return { step, context, canPlay, showResult, ...intents };
}
