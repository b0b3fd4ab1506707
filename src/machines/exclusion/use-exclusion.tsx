import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { exclusionMachine } from './exclusion.machine';
import { durationChoices } from './exclusion.rules';
import { createExclusionLogic } from './exclusion.runtime';
import type { ExclusionKind } from './exclusion.types';

export type ExclusionActor = ActorRefFrom<typeof exclusionMachine>;

export function useExclusionActor(signedOut: () => void): ExclusionActor {
  const { api } = useAppDeps();
  const latest = useRef(signedOut);
  latest.current = signedOut;
  const [logic] = useState(() => createExclusionLogic({ api, signedOut: () => latest.current() }));
  return useActorRef(logic);
}

export function useExclusion(actor: ExclusionActor) {
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const intents = useMemo(
    () => ({
      chooseKind: (kind: ExclusionKind) => actor.send({ type: 'exclusion.kind', kind }),
      chooseDuration: (duration: number) => actor.send({ type: 'exclusion.duration', duration }),
      review: () => actor.send({ type: 'exclusion.review' }),
      understand: (value: boolean) => actor.send({ type: 'exclusion.understood', value }),
      back: () => actor.send({ type: 'exclusion.back' }),
      confirm: () => actor.send({ type: 'exclusion.confirm' }),
      close: () => actor.send({ type: 'exclusion.close' }),
    }),
    [actor],
  );
  const step = snapshot.matches('choosing') ? 'choosing' : snapshot.matches('done') || snapshot.matches('closed') ? 'done' : 'reviewing';
  return { context: c, step, busy: snapshot.hasTag('state:loading'), choices: durationChoices(c.kind), canConfirm: snapshot.can({ type: 'exclusion.confirm' }), canClose: snapshot.can({ type: 'exclusion.close' }), ...intents } as const;
}
