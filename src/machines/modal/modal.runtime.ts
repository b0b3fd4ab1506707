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

/** `body` is read when a modal opens, not when the chart is made: the server draws the site without a document. */
export function createModalLogic(body?: HTMLElement) {
  let actions: ReturnType<typeof scrollLockActions> | null = null;
  const lock = () => (actions ??= scrollLockActions(body ?? document.body));
  return modalMachine.provide({ actions: { lockScroll: () => lock().lockScroll(), unlockScroll: () => lock().unlockScroll() } });
}
