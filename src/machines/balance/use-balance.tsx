import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { balanceMachine } from './balance.machine';

export type BalanceActor = ActorRefFrom<typeof balanceMachine>;
type Snapshot = ReturnType<BalanceActor['getSnapshot']>;

export const selectBalance = (s: Snapshot) => s.context.balance;
export const selectHidden = (s: Snapshot) => s.context.hidden;
export const selectUpdating = (s: Snapshot) => s.hasTag('balance:updating');
export const selectFailed = (s: Snapshot) => s.hasTag('state:error');

export function useBalance(actor: BalanceActor) {
  const balance = useSelector(actor, selectBalance);
  const hidden = useSelector(actor, selectHidden);
  const updating = useSelector(actor, selectUpdating);
  const failed = useSelector(actor, selectFailed);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'balance.refresh' }));
  const intents = useMemo(
    () => ({
      toggle: () => actor.send({ type: 'balance.toggle' }),
      refresh: () => actor.send({ type: 'balance.refresh' }),
    }),
    [actor],
  );
  return { balance, hidden, updating, failed, errorKey, canRefresh, ...intents };
}
