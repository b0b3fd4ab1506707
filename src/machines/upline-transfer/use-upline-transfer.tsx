import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createUplineTransferLogic } from './upline-transfer.runtime';
import type { uplineTransferMachine } from './upline-transfer.machine';
import type { UplineTransferField } from './upline-transfer.types';

export type UplineTransferActor = ActorRefFrom<typeof uplineTransferMachine>;

export type UplineTransferStep = 'loading' | 'loadFailed' | 'unavailable' | 'form' | 'failed' | 'done';

function stepOf(s: ReturnType<UplineTransferActor['getSnapshot']>): UplineTransferStep {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.hasTag('upline:unavailable')) return 'unavailable';
  if (s.matches('failed')) return 'failed';
  if (s.hasTag('state:done')) return 'done';
  return 'form';
}

export function useUplineTransfer(actor: UplineTransferActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'upline.change', field: 'amount', value: '' }));
  const intents = useMemo(
    () => ({
      reload: () => actor.send({ type: 'upline.reload' }),
      change: (field: UplineTransferField, value: string) => actor.send({ type: 'upline.change', field, value }),
      submit: () => actor.send({ type: 'upline.submit' }),
      retry: () => actor.send({ type: 'upline.retry' }),
      edit: () => actor.send({ type: 'upline.edit' }),
      again: () => actor.send({ type: 'upline.again' }),
    }),
    [actor],
  );
  return { step, context, busy, canEdit, ...intents };
}

/** An upline-transfer chart bound to the app's API client for the lifetime of the calling view. */
export function useUplineTransferActor(): UplineTransferActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createUplineTransferLogic({ api }));
  return useActorRef(logic);
}
