import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { authenticatorMachine } from './authenticator.machine';
import { createAuthenticatorLogic } from './authenticator.runtime';

export type AuthenticatorActor = ActorRefFrom<typeof authenticatorMachine>;

/** The authenticator chart for as long as the security center shows it. */
export function useAuthenticatorActor(): AuthenticatorActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createAuthenticatorLogic({ api }));
  return useActorRef(logic);
}

export function useAuthenticator(actor: AuthenticatorActor) {
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'authenticator.retry' }),
      start: () => actor.send({ type: 'authenticator.start' }),
      changeCode: (value: string) => actor.send({ type: 'authenticator.code', value }),
      changePassword: (value: string) => actor.send({ type: 'authenticator.password', value }),
      confirm: () => actor.send({ type: 'authenticator.confirm' }),
      cancel: () => actor.send({ type: 'authenticator.cancel' }),
      saved: () => actor.send({ type: 'authenticator.saved' }),
      disable: () => actor.send({ type: 'authenticator.disable' }),
      remove: () => actor.send({ type: 'authenticator.remove' }),
    }),
    [actor],
  );
  const value = snapshot.value as string;
  return { step: value, context: snapshot.context, busy: snapshot.hasTag('state:loading'), ...intents } as const;
}
