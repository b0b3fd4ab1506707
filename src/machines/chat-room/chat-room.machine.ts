import { assign, fromPromise, setup } from 'xstate';
import { lazyChart } from '../lazy-chart';

export interface ChatRoomContext {
  /** The chat's address, once opened. */
  url: string | null;
}

/**
 * The chat room modal (SPEC §2 "Modals: … chat room"): the customer-service chat inside the site.
 * Its address is the white-label's customer-service entry (a sealed one opened first).
 */
export const chatRoomMachine = lazyChart(() =>
  setup({
    types: { context: {} as ChatRoomContext },
    actors: {
      /** The chat's address, or null when there is none or it does not open (open-customer-service.ts). */
      resolveAddress: fromPromise<string | null>(async () => {
        throw new Error('resolveAddress not provided');
      }),
    },
    actions: {
      /** Closes the chat room's modal (the modal chart). */
      closeRoom: () => {
        throw new Error('closeRoom not provided');
      },
    },
    guards: {
      hasAddress: ({ event }) => typeof (event as { output?: unknown }).output === 'string',
    },
  }).createMachine({
    id: 'chatRoom',
    description:
      'The chat room: its address is opened, then the chat shows in a frame (with a link to open it in a window); with no usable address the room closes again, as the customer-service popup does (SPEC §8).',
    context: { url: null },
    initial: 'opening',
    states: {
      opening: {
        description: '“Opening the chat”: the address is being read (a sealed one is opened).',
        invoke: {
          id: 'resolveAddress',
          src: 'resolveAddress',
          onDone: [
            {
              guard: 'hasAddress',
              target: 'shown',
              actions: assign({ url: ({ event }) => event.output }),
              description: 'An address: the chat shows.',
            },
            { target: 'unavailable', description: 'No usable address: the room closes.' },
          ],
          onError: { target: 'unavailable', description: 'The address could not be opened: the room closes.' },
        },
      },
      shown: {
        tags: ['chat:shown'],
        description: 'The chat in a sandboxed frame, and a link to open it in a new window.',
      },
      unavailable: {
        type: 'final',
        entry: 'closeRoom',
        description: 'Nothing to show: the modal is closed.',
      },
    },
  }),
);
