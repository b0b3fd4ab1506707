import { fromPromise, setup } from 'xstate';
import type { CustomerServiceOutcome } from './open-customer-service';
import { lazyChart } from '../lazy-chart';

export type CustomerServiceEvent = { type: 'cs.open' };

/**
 * Opening the customer-service window (SPEC §2 side bar, the maintenance page, /join; §8
 * "Customer-service call failure: popup window closed"): what a press leads to, and what the
 * person is told when it does not open.
 */
export const customerServiceMachine = lazyChart(() =>
  setup({
    types: { events: {} as CustomerServiceEvent },
    actors: {
      /** Opens the window inside the press (open-customer-service.ts) and says how it went. */
      openWindow: fromPromise<CustomerServiceOutcome>(async () => {
        throw new Error('openWindow not provided');
      }),
    },
    guards: {
      opened: ({ event }) => (event as { output?: CustomerServiceOutcome }).output === 'opened',
      blocked: ({ event }) => (event as { output?: CustomerServiceOutcome }).output === 'blocked',
    },
  }).createMachine({
    id: 'customerService',
    description:
      'The customer-service window: a press opens it (a plain address at once, a sealed one once it is opened); a blocked popup or an address that does not open is said beside the button, and a press tries again.',
    initial: 'idle',
    states: {
      idle: {
        description: 'Nothing asked yet.',
        on: { 'cs.open': { target: 'opening', description: 'The person presses the button.' } },
      },
      opening: {
        description: 'The window is being opened (a sealed address is opened first); another press meanwhile does nothing.',
        invoke: {
          id: 'openWindow',
          src: 'openWindow',
          onDone: [
            { guard: 'opened', target: 'opened', description: 'The window shows the chat.' },
            { guard: 'blocked', target: 'blocked', description: 'The browser blocked the popup.' },
            { target: 'failed', description: 'No usable address, or a sealed one that did not open: the window was closed again.' },
          ],
          onError: { target: 'failed', description: 'Opening failed (the cipher did not load).' },
        },
      },
      opened: {
        description: 'The window is open; a press opens (or brings back) it again.',
        on: { 'cs.open': { target: 'opening', description: 'Again.' } },
      },
      blocked: {
        tags: ['cs:blocked'],
        description: '“Popup blocked, allow popups and try again.”',
        on: { 'cs.open': { target: 'opening', description: 'After allowing popups, again.' } },
      },
      failed: {
        tags: ['cs:failed'],
        description: '“Customer service cannot be reached right now, please try again later.”',
        on: { 'cs.open': { target: 'opening', description: 'Later, again.' } },
      },
    },
  }),
);
