import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { changeKind, limitOf } from './deposit-limit.rules';
import type { depositLimitMachine } from './deposit-limit.machine';
import { createDepositLimitLogic } from './deposit-limit.runtime';
import type { DepositLimitPeriod } from './deposit-limit.types';

export type DepositLimitActor = ActorRefFrom<typeof depositLimitMachine>;

export function useDepositLimitActor(): DepositLimitActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createDepositLimitLogic({ api }));
  return useActorRef(logic);
}

export function useDepositLimit(actor: DepositLimitActor) {
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const intents = useMemo(
    () => ({
      choosePeriod: (period: DepositLimitPeriod) => actor.send({ type: 'depositLimit.period', period }),
      setAmount: (value: string) => actor.send({ type: 'depositLimit.amount', value }),
      submit: () => actor.send({ type: 'depositLimit.submit' }),
      remove: () => actor.send({ type: 'depositLimit.remove' }),
      retry: () => actor.send({ type: 'depositLimit.retry' }),
      again: () => actor.send({ type: 'depositLimit.again' }),
    }),
    [actor],
  );
  const step = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : snapshot.matches('applied')
        ? 'applied'
        : snapshot.matches('coolingOff')
          ? 'coolingOff'
          : 'editing';
  return {
    context: c,
    step,
    busy: snapshot.hasTag('state:loading'),
    current: limitOf(c),
    change: changeKind(c),
    /** The window has a limit: it may be removed (after the cooling-off). */
    canRemove: (limitOf(c)?.amount ?? null) !== null,
    ...intents,
  } as const;
}
