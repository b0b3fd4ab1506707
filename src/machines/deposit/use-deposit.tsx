import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { useApiResource } from '../resource/use-resource';
import { createDepositLogic } from './deposit.runtime';
import { chosenChannel } from './deposit.rules';
import type { depositMachine } from './deposit.machine';

export type DepositActor = ActorRefFrom<typeof depositMachine>;

export type DepositStep = 'loading' | 'loadFailed' | 'choosing' | 'form' | 'submitFailed' | 'pending' | 'approved' | 'rejected' | 'expired';

function stepOf(s: ReturnType<DepositActor['getSnapshot']>): DepositStep {
  if (s.hasTag('deposit:pending')) return 'pending';
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
  return top === 'editing' || top === 'submitting' ? 'form' : (top as DepositStep);
}

export function useDeposit(actor: DepositActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const channel = useSelector(actor, (s) => chosenChannel(s.context));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'deposit.amount', value: '' }));
  const intents = useMemo(
    () => ({
      retryLoad: () => actor.send({ type: 'channels.retry' }),
      choose: (code: string) => actor.send({ type: 'deposit.choose', channel: code }),
      amount: (value: string) => actor.send({ type: 'deposit.amount', value }),
      back: () => actor.send({ type: 'deposit.back' }),
      submit: () => actor.send({ type: 'deposit.submit' }),
      retry: () => actor.send({ type: 'deposit.retry' }),
      edit: () => actor.send({ type: 'deposit.edit' }),
      startNew: () => actor.send({ type: 'deposit.new' }),
    }),
    [actor],
  );
  return { step, context, channel, busy, canEdit, ...intents };
}

/** A deposit chart bound to the app's API client for the lifetime of the calling view. */
export function useDepositActor(): DepositActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createDepositLogic({ api }));
  return useActorRef(logic);
}

/**
 * The member's latest deposit requests (page 1, newest first), read again when `reloadKey` changes
 * (the chart's deposit: see `recentDepositsKey`).
 */
export function useRecentDeposits(reloadKey: string) {
  return useApiResource('deposits', { page: 1 }, reloadKey);
}

/** What the recent deposits follow: the chart's deposit and its status, so a new or settled one shows. */
export function useRecentDepositsKey(actor: DepositActor): string {
  return useSelector(actor, (s) => (s.context.deposit ? `${s.context.deposit.reference}:${s.context.deposit.status}` : ''));
}
