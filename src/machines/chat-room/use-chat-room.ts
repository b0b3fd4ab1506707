import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useModalIntents } from '../modal/use-modal';
import { useWhitelabel } from '../system-status/use-system-status';
import type { chatRoomMachine } from './chat-room.machine';
import { createChatRoomLogic } from './chat-room.runtime';

export type ChatRoomActor = ActorRefFrom<typeof chatRoomMachine>;

/** The chat room's chart for as long as its modal shows, on the white-label loaded when it opened. */
export function useChatRoomActor(): ChatRoomActor {
  const whitelabel = useWhitelabel();
  const modal = useModalIntents();
  const [logic] = useState(() => createChatRoomLogic({ customerService: () => whitelabel?.info.customerService, close: modal.close }));
  return useActorRef(logic);
}

/** The chat's address once it shows (null while it opens). */
export function useChatRoom(actor: ChatRoomActor): { url: string | null } {
  const url = useSelector(actor, (s) => (s.hasTag('chat:shown') ? s.context.url : null));
  return { url };
}
