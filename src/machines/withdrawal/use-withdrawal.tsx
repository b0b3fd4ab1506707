import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { amountOf } from './withdrawal.rules';
import { createWithdrawalLogic } from './withdrawal.runtime';
import type { withdrawalMachine } from './withdrawal.machine';
import type { WithdrawalField } from './withdrawal.types';

export type WithdrawalActor = ActorRefFrom<typeof withdrawalMachine>;

/** A withdrawal chart bound to the app's API client for the lifetime of the calling view. */
export function useWithdrawalActor(): WithdrawalActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createWithdrawalLogic({ api }));
  return useActorRef(logic);
}

export function useWithdrawal(actor: WithdrawalActor) {
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('withdraw:loadFailed'));
  const failed = useSelector(actor, (s) => s.hasTag('state:error') && !s.hasTag('withdraw:loadFailed'));
  const noPaymentPassword = useSelector(actor, (s) => s.hasTag('withdraw:noPaymentPassword'));
  const noPayoutAccount = useSelector(actor, (s) => s.hasTag('withdraw:noPayoutAccount'));
  const editing = useSelector(actor, (s) => s.hasTag('withdraw:form'));
  const reviewing = useSelector(actor, (s) => s.hasTag('withdraw:review'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'withdraw.retry' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'withdraw.back' }));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'withdraw.confirm' }));
  const intents = useMemo(
    () => ({
      change: (field: WithdrawalField, value: string) => actor.send({ type: 'withdraw.change', field, value }),
      review: () => actor.send({ type: 'withdraw.review' }),
      back: () => actor.send({ type: 'withdraw.back' }),
      confirm: () => actor.send({ type: 'withdraw.confirm' }),
      retry: () => actor.send({ type: 'withdraw.retry' }),
      reload: () => actor.send({ type: 'withdraw.reload' }),
      again: () => actor.send({ type: 'withdraw.again' }),
    }),
    [actor],
  );
  return {
    context,
    amount: amountOf(context),
    loading,
    loadFailed,
    failed,
    noPaymentPassword,
    noPayoutAccount,
    editing,
    reviewing,
    done,
    canRetry,
    canBack,
    canConfirm,
    ...intents,
  };
}
