import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { activityApplyMachine } from './activity-apply.machine';
import { createActivityApplyLogic } from './activity-apply.runtime';
import type { ActivityApplyInput } from './activity-apply.types';

export type ActivityApplyActor = ActorRefFrom<typeof activityApplyMachine>;

export function useActivityApplyActor(input: ActivityApplyInput): ActivityApplyActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createActivityApplyLogic({ api }));
  return useActorRef(logic, { input });
}

export type ActivityApplyStep = 'editing' | 'submitting' | 'failed' | 'refused' | 'done';

/** State and intents of the apply form, as the view consumes them. */
export function useActivityApply(actor: ActivityApplyActor) {
  const context = useSelector(actor, (s) => s.context);
  const step = useSelector(actor, (s) => s.value as ActivityApplyStep);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const intents = useMemo(
    () => ({
      comment: (value: string) => actor.send({ type: 'apply.comment', value }),
      addImages: (files: File[]) => actor.send({ type: 'apply.images', files }),
      remove: (index: number) => actor.send({ type: 'apply.remove', index }),
      submit: () => actor.send({ type: 'apply.submit' }),
      retry: () => actor.send({ type: 'apply.retry' }),
      edit: () => actor.send({ type: 'apply.edit' }),
    }),
    [actor],
  );
  return { context, step, busy, ...intents };
}
