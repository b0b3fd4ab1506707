import { assign, enqueueActions, setup } from 'xstate';
import type { ModalContext, ModalEmitted, ModalEntry, ModalEvent } from './modal.types';
import { lazyChart } from '../lazy-chart';

const closedOf = (entry: ModalEntry): ModalEmitted => ({
  type: 'modal.closed',
  name: entry.name,
  popupId: typeof entry.props.popupId === 'number' ? entry.props.popupId : null,
});

/**
 * Modal manager (SPEC §2 "Modals", §4 "Modals lock page body while open"): a stack of open
 * overlays. Only the top one is shown; closing it reveals the one below (e.g. forgot password
 * opened from login returns to login). The page body is locked from the first open to the last close.
 */
export const modalMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as ModalContext,
      events: {} as ModalEvent,
      emitted: {} as ModalEmitted,
    },
    guards: {
      sameOnTop: ({ context, event }) => event.type === 'modal.open' && context.stack.at(-1)?.name === event.name,
      severalOpen: ({ context }) => context.stack.length > 1,
    },
    actions: {
      /** Tells listeners which entries leave: the top (close, replace) or all of them (closeAll). */
      emitClosedTop: enqueueActions(({ context, enqueue }) => {
        const top = context.stack.at(-1);
        if (top) enqueue.emit(closedOf(top));
      }),
      emitClosedAll: enqueueActions(({ context, enqueue }) => {
        for (const entry of [...context.stack].reverse()) enqueue.emit(closedOf(entry));
      }),
      push: assign({
        stack: ({ context, event }) =>
          event.type === 'modal.open' ? [...context.stack, { name: event.name, props: event.props ?? {} }] : context.stack,
      }),
      replaceTop: assign({
        stack: ({ context, event }) =>
          event.type === 'modal.open' ? [...context.stack.slice(0, -1), { name: event.name, props: event.props ?? {} }] : context.stack,
      }),
      pop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
      clear: assign({ stack: [] }),
      /** Stops the page behind from scrolling; the runtime provides the DOM side. */
      lockScroll: () => {
        throw new Error('lockScroll not provided');
      },
      unlockScroll: () => {
        throw new Error('unlockScroll not provided');
      },
    },
  }).createMachine({
    id: 'modal',
    description: 'Which overlays are open, as a stack; the page scroll is locked while any is open.',
    context: { stack: [] },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'modal.open': { target: 'open', actions: 'push' },
        },
      },
      open: {
        entry: 'lockScroll',
        exit: 'unlockScroll',
        on: {
          'modal.open': [
            {
              guard: 'sameOnTop',
              actions: ['emitClosedTop', 'replaceTop'],
              description: 'Opening the modal already on top only refreshes its props: no duplicate layer.',
            },
            { actions: 'push', description: 'A modal opened from another stacks on top of it.' },
          ],
          'modal.close': [
            { guard: 'severalOpen', actions: ['emitClosedTop', 'pop'], description: 'Closing the top modal reveals the one below.' },
            { target: 'closed', actions: ['emitClosedTop', 'pop'] },
          ],
          'modal.closeAll': { target: 'closed', actions: ['emitClosedAll', 'clear'] },
        },
      },
    },
  }),
);
