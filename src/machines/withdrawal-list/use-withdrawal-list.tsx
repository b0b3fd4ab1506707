import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Currency } from '../../api/schemas/money';
import { useAppDeps } from '../app-deps';
import { createWithdrawalListLogic } from './withdrawal-list.runtime';
import type { withdrawalListMachine } from './withdrawal-list.machine';

export type WithdrawalListActor = ActorRefFrom<typeof withdrawalListMachine>;

/** A withdrawal list chart bound to the app's API client for the lifetime of the calling view. */
export function useWithdrawalListActor(): WithdrawalListActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createWithdrawalListLogic({ api }));
  return useActorRef(logic);
}

export function useWithdrawalList(actor: WithdrawalListActor) {
  const withdrawals = useSelector(actor, (s) => s.context.withdrawals);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const confirming = useSelector(actor, (s) => s.context.confirming);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const failed = useSelector(actor, (s) => s.hasTag('state:error'));
  const intents = useMemo(
    () => ({
      reload: () => actor.send({ type: 'list.reload' }),
      retry: () => actor.send({ type: 'list.retry' }),
      confirm: (id: string, currency: Currency) => actor.send({ type: 'list.confirm', id, currency }),
      closeConfirm: () => actor.send({ type: 'list.closeConfirm' }),
    }),
    [actor],
  );
  return { withdrawals, errorKey, confirming, loading, failed, ...intents };
}
