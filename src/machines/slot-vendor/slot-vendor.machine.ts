import { assign, fromCallback, setup } from 'xstate';
import { lazyChart } from '../lazy-chart';

export interface SlotVendorContext {
  /** The slot vendor chosen last in this tab (its `vassalage`), or none yet. */
  chosen: string | null;
}

export interface SlotVendorInput {
  /** The choice kept in this tab's sessionStorage (`gameVendor`, SPEC §3). */
  stored: string | null;
}

export type SlotVendorEvent = { type: 'slotVendor.chosen'; vassalage: string };

/**
 * The chosen slot vendor (SPEC §2 "Choosing a slot vendor stores the vendor"). Every way of choosing
 * one ends at an address naming it (/rng?vendor=…): a vendor chip, the nav's menu, a shared link. So
 * the chart reads the choice from the address alone; views only navigate and show what it keeps.
 */
export const slotVendorMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as SlotVendorContext,
      events: {} as SlotVendorEvent,
      input: {} as SlotVendorInput,
    },
    actors: {
      /** Reports `slotVendor.chosen` for the address at start and after each change that names a slot vendor. */
      watchAddress: fromCallback<SlotVendorEvent>(() => {
        throw new Error('watchAddress not provided');
      }),
    },
    actions: {
      /** Keeps the choice for this tab (sessionStorage `gameVendor`). */
      store: (_, _params: { vassalage: string }) => {
        throw new Error('store not provided');
      },
    },
    guards: {
      isNewChoice: ({ context, event }) => event.vassalage !== context.chosen,
    },
  }).createMachine({
    id: 'slotVendor',
    description:
      'The slot vendor chosen last in this tab: /rng opens on it when its address names none. It is whatever vendor the last /rng address named, ' +
      'kept in sessionStorage (gameVendor) so a reload or a later visit in the tab opens on it too.',
    context: ({ input }) => ({ chosen: input.stored }),
    invoke: { id: 'watchAddress', src: 'watchAddress' },
    initial: 'remembering',
    states: {
      remembering: {
        description: 'Keeps the last chosen vendor, or none yet (then /rng opens on its first lane).',
        on: {
          'slotVendor.chosen': {
            guard: 'isNewChoice',
            actions: [assign({ chosen: ({ event }) => event.vassalage }), { type: 'store', params: ({ event }) => ({ vassalage: event.vassalage }) }],
            description: 'The address names another slot vendor (/rng?vendor=…: a chip, the nav menu, a link): it is the choice from now on, and kept for the tab.',
          },
        },
      },
    },
  }),
);
