import type { ChartModel } from '../graph/paths';
import { chatRoomMachine } from './chat-room.machine';

export const CHAT_ROOM_MODEL_URL = 'https://chat.example.com/room?merchant=bd01&lang=bn';

export const chatRoomModel: ChartModel<typeof chatRoomMachine> = {
  id: 'chat-room',
  machine: chatRoomMachine,
  events: () => [
    { type: 'xstate.done.actor.resolveAddress', output: CHAT_ROOM_MODEL_URL, label: 'an address' } as never,
    { type: 'xstate.done.actor.resolveAddress', output: null, label: 'none' } as never,
    { type: 'xstate.error.actor.resolveAddress', error: new Error('cipher did not load'), label: 'error' } as never,
  ],
  serialize: (s) => JSON.stringify(s.value),
};
