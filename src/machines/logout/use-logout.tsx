import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from './logout.machine';

export type LogoutActor = ActorRefFrom<typeof logoutMachine>;

export function useLogout(actor: LogoutActor) {
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const canRequest = useSelector(actor, (s) => s.can({ type: 'logout.request' }));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'logout.confirm' }));
  const intents = useMemo(
    () => ({
      request: () => actor.send({ type: 'logout.request' }),
      confirm: () => actor.send({ type: 'logout.confirm' }),
      cancel: () => actor.send({ type: 'logout.cancel' }),
    }),
    [actor],
  );
  return { confirming, busy, canRequest, canConfirm, ...intents };
}
