import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { redeemMachine } from './redeem.machine';
import { quantityOf } from './redeem.rules';
import { createRedeemLogic } from './redeem.runtime';
import type { RedeemField } from './redeem.types';

export type RedeemActor = ActorRefFrom<typeof redeemMachine>;

/** A redeem chart bound to the app's API client for the lifetime of the calling view. */
export function useRedeemActor(): RedeemActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createRedeemLogic({ api }));
  return useActorRef(logic);
}

export function useRedeem(actor: RedeemActor) {
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('redeem:loadFailed'));
  const failed = useSelector(actor, (s) => s.hasTag('state:error') && !s.hasTag('redeem:loadFailed'));
  const browsing = useSelector(actor, (s) => s.hasTag('redeem:browse'));
  const noPaymentPassword = useSelector(actor, (s) => s.hasTag('redeem:noPaymentPassword'));
  const editing = useSelector(actor, (s) => s.hasTag('redeem:form'));
  const reviewing = useSelector(actor, (s) => s.hasTag('redeem:review'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'redeem.confirm' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'redeem.back' }));
  const intents = useMemo(
    () => ({
      choose: (rewardId: string) => actor.send({ type: 'redeem.choose', rewardId }),
      change: (field: RedeemField, value: string) => actor.send({ type: 'redeem.change', field, value }),
      review: () => actor.send({ type: 'redeem.review' }),
      back: () => actor.send({ type: 'redeem.back' }),
      confirm: () => actor.send({ type: 'redeem.confirm' }),
      retry: () => actor.send({ type: 'redeem.retry' }),
      cancel: () => actor.send({ type: 'redeem.cancel' }),
      reload: () => actor.send({ type: 'redeem.reload' }),
      again: () => actor.send({ type: 'redeem.again' }),
    }),
    [actor],
  );
  const quantity = quantityOf(context.values.quantity) ?? 0;
  return {
    context,
    total: context.reward ? quantity * context.reward.points : 0,
    loading,
    loadFailed,
    failed,
    browsing,
    noPaymentPassword,
    editing,
    reviewing,
    done,
    canConfirm,
    canBack,
    ...intents,
  };
}
