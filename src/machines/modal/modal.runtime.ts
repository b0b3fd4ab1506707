import { modalMachine } from './modal.machine';

/**
 * The modal chart with its DOM side effect: the body's overflow is hidden while a modal is
 * open and restored to what it was before (another component may have set it).
 */
export function createModalLogic(body: HTMLElement = document.body) {
  let previousOverflow = '';
  return modalMachine.provide({
    actions: {
      lockScroll: () => {
        previousOverflow = body.style.overflow;
        body.style.overflow = 'hidden';
      },
      unlockScroll: () => {
        body.style.overflow = previousOverflow;
      },
    },
  });
}
