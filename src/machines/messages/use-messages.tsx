import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CONTENT } from '../../config/content';
import { useAppDeps } from '../app-deps';
import type { messagesMachine } from './messages.machine';
import { createMessagesLogic } from './messages.runtime';
import { unreadStore } from './unread-store';

export type MessagesActor = ActorRefFrom<typeof messagesMachine>;

export function useMessagesActor(): MessagesActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createMessagesLogic({ api }));
  return useActorRef(logic, { input: { size: CONTENT.messagePageSize } });
}

/** Which screen the view shows: the chart's state, read once here so views do not match names. */
export type MessagesStep = 'loading' | 'failed' | 'empty' | 'list' | 'marking' | 'markingAll' | 'confirmingDelete' | 'deleting';

export function useMessages(actor: MessagesActor) {
  const context = useSelector(actor, (s) => s.context);
  const step = useSelector(actor, (s) => s.value as MessagesStep);
  const busy = useSelector(actor, (s) => s.hasTag('state:busy'));
  const canReadAll = useSelector(actor, (s) => s.can({ type: 'messages.readAll' }));
  const intents = useMemo(
    () => ({
      toggle: (id: string) => actor.send({ type: 'messages.toggle', id }),
      goTo: (page: number) => actor.send({ type: 'messages.page', page }),
      canGoTo: (page: number) => actor.getSnapshot().can({ type: 'messages.page', page }),
      readAll: () => actor.send({ type: 'messages.readAll' }),
      remove: (id: string) => actor.send({ type: 'messages.delete', id }),
      confirmDelete: () => actor.send({ type: 'messages.delete.confirm' }),
      cancelDelete: () => actor.send({ type: 'messages.delete.cancel' }),
      retry: () => actor.send({ type: 'messages.retry' }),
    }),
    [actor],
  );
  return { context, step, busy, canReadAll, ...intents };
}

/** The unread count for a badge (null: unknown). */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get, unreadStore.get);
}
