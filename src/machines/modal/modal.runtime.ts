import { modalMachine } from './modal.machine';

/**
 * The DOM side of the modal chart: the body's overflow is hidden while a modal is open and
 * restored to what it was before (another component may have set it).
 */
export function scrollLockActions(body: HTMLElement) {
  let previousOverflow = '';
  return {
    lockScroll: () => {
      previousOverflow = body.style.overflow;
      body.style.overflow = 'hidden';
    },
    unlockScroll: () => {
      body.style.overflow = previousOverflow;
    },
  };
}

/** `globalThis`: the server draws the site without a document, and opens no modal. */
export function createModalLogic(body: HTMLElement = globalThis.document?.body) {
  return modalMachine.provide({ actions: scrollLockActions(body) });
}
