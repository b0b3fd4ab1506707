import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createWalletTransferLogic } from './wallet-transfer.runtime';
import type { walletTransferMachine } from './wallet-transfer.machine';

export type WalletTransferActor = ActorRefFrom<typeof walletTransferMachine>;

export type WalletTransferStep = 'loading' | 'loadFailed' | 'single' | 'form' | 'failed' | 'done';

function stepOf(s: ReturnType<WalletTransferActor['getSnapshot']>): WalletTransferStep {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.hasTag('wallet:single')) return 'single';
  if (s.matches('failed')) return 'failed';
  if (s.hasTag('state:done')) return 'done';
  return 'form';
}

export function useWalletTransfer(actor: WalletTransferActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'transfer.amount', value: '' }));
  const intents = useMemo(
    () => ({
      retryLoad: () => actor.send({ type: 'wallets.retry' }),
      from: (code: string) => actor.send({ type: 'transfer.from', code }),
      to: (code: string) => actor.send({ type: 'transfer.to', code }),
      amount: (value: string) => actor.send({ type: 'transfer.amount', value }),
      submit: () => actor.send({ type: 'transfer.submit' }),
      retry: () => actor.send({ type: 'transfer.retry' }),
      edit: () => actor.send({ type: 'transfer.edit' }),
      again: () => actor.send({ type: 'transfer.again' }),
    }),
    [actor],
  );
  return { step, context, busy, canEdit, ...intents };
}

/** A wallet-transfer chart bound to the app's API client for the lifetime of the calling view. */
export function useWalletTransferActor(): WalletTransferActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createWalletTransferLogic({ api }));
  return useActorRef(logic);
}
