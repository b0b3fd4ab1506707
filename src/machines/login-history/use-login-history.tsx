import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { loginHistoryMachine } from './login-history.machine';
import { createLoginHistoryLogic } from './login-history.runtime';

export type LoginHistoryActor = ActorRefFrom<typeof loginHistoryMachine>;

/** The login history read (its own chart): for as long as the security center shows it. */
export function useLoginHistoryActor(signedOut: () => void): LoginHistoryActor {
  const { api } = useAppDeps();
  const latest = useRef(signedOut);
  latest.current = signedOut;
  const [logic] = useState(() => createLoginHistoryLogic({ api, signedOut: () => latest.current() }));
  return useActorRef(logic);
}

export function useLoginHistory(actor: LoginHistoryActor) {
  const snapshot = useSelector(actor, (s) => s);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'loginHistory.retry' }),
      next: () => actor.send({ type: 'loginHistory.next' }),
      previous: () => actor.send({ type: 'loginHistory.previous' }),
      notMe: () => actor.send({ type: 'loginHistory.notMe' }),
      confirm: () => actor.send({ type: 'loginHistory.confirm' }),
      cancel: () => actor.send({ type: 'loginHistory.cancel' }),
    }),
    [actor],
  );
  return {
    step: snapshot.value as string,
    context: snapshot.context,
    busy: snapshot.hasTag('state:loading'),
    canNext: snapshot.can({ type: 'loginHistory.next' }),
    canPrevious: snapshot.can({ type: 'loginHistory.previous' }),
    ...intents,
  } as const;
}
