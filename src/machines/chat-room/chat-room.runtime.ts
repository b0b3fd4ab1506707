import { fromPromise } from 'xstate';
import type { CustomerService } from '../../api/schemas/system';
import { customerServiceUrl } from '../customer-service/open-customer-service';
import { chatRoomMachine } from './chat-room.machine';

export interface ChatRoomDeps {
  customerService: () => CustomerService | null | undefined;
  close: () => void;
  win?: Window;
}

export function createChatRoomLogic({ customerService, close, win = window }: ChatRoomDeps) {
  return chatRoomMachine.provide({
    actors: { resolveAddress: fromPromise(() => customerServiceUrl(customerService(), win)) },
    actions: { closeRoom: () => close() },
  });
}
