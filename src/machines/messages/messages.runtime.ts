import type { ApiClient } from '../../api/client';
import { createLoadMessages, createMarkAllRead, createMarkRead, createRemoveMessage } from './actors/messages-actors';
import { messagesMachine } from './messages.machine';
import { unreadStore } from './unread-store';

export interface MessagesDeps {
  api: Pick<ApiClient, 'call'>;
  /** Where the unread count goes (default: the badges' store). */
  publish?: (unread: number) => void;
}

export function createMessagesImplementations({ api, publish = unreadStore.set }: MessagesDeps) {
  return {
    actors: {
      load: createLoadMessages(api),
      markRead: createMarkRead(api),
      markAllRead: createMarkAllRead(api),
      remove: createRemoveMessage(api),
    },
    actions: { publishUnread: (_: unknown, params: { unread: number }) => publish(params.unread) },
  };
}

export function createMessagesLogic(deps: MessagesDeps) {
  return messagesMachine.provide(createMessagesImplementations(deps));
}
