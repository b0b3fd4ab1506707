import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { passkeysMachine } from './passkeys.machine';
import { createPasskeysLogic } from './passkeys.runtime';

export type PasskeysActor = ActorRefFrom<typeof passkeysMachine>;

/** The passkeys chart for as long as the security center shows it. */
export function usePasskeysActor(): PasskeysActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createPasskeysLogic({ api }));
  return useActorRef(logic);
}

export function usePasskeys(actor: PasskeysActor) {
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'passkeys.retry' }),
      add: () => actor.send({ type: 'passkeys.add' }),
      changeName: (value: string) => actor.send({ type: 'passkeys.name', value }),
      create: () => actor.send({ type: 'passkeys.create' }),
      rename: (id: string) => actor.send({ type: 'passkeys.rename', id }),
      saveName: () => actor.send({ type: 'passkeys.saveName' }),
      remove: (id: string) => actor.send({ type: 'passkeys.remove', id }),
      changePassword: (value: string) => actor.send({ type: 'passkeys.password', value }),
      confirmRemove: () => actor.send({ type: 'passkeys.confirmRemove' }),
      cancel: () => actor.send({ type: 'passkeys.cancel' }),
    }),
    [actor],
  );
  return { step: snapshot.value as string, context: snapshot.context, busy: snapshot.hasTag('state:loading'), ...intents } as const;
}
