import type { AnyActorRef } from 'xstate';
import type { ModalName, ModalProps } from '../modal/modal.types';
import type { ModalActor } from '../modal/use-modal';
import { popupsMachine } from './popups.machine';
import { type KeyValueStore, noticeDue, rememberNoticeHiddenToday, rememberNoticeSeen } from './popups.rules';
import type { PopupsEvent } from './popups.types';

export interface PopupsDeps {
  modal: Pick<ModalActor, 'send'>;
  session?: KeyValueStore;
  local?: KeyValueStore;
  now?: () => number;
}

/** The browser's storages, or none where they cannot be reached (a sandboxed frame, a test without DOM). */
function browserStore(name: 'sessionStorage' | 'localStorage'): KeyValueStore {
  try {
    const store = globalThis[name];
    if (store) return store;
  } catch {
    // Access itself may throw (storage blocked): fall through.
  }
  return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
}

/**
 * The contract chart answers "Later" while an offer is open and "Close" once it is answered (or
 * could not be read): a popup closed from its frame sends whichever the contract chart takes now.
 */
export function putOffContract(actor: unknown): void {
  const ref = actor as (AnyActorRef & { getSnapshot(): { can(e: { type: string }): boolean } }) | undefined;
  if (!ref || typeof ref.send !== 'function') return;
  const snapshot = ref.getSnapshot();
  if (snapshot.can({ type: 'contract.later' })) ref.send({ type: 'contract.later' });
  else if (snapshot.can({ type: 'contract.close' })) ref.send({ type: 'contract.close' });
}

export function createPopupsImplementations(deps: PopupsDeps) {
  const session = deps.session ?? browserStore('sessionStorage');
  const local = deps.local ?? browserStore('localStorage');
  const now = deps.now ?? Date.now;
  return {
    actions: {
      openModal: (_: unknown, params: { name: ModalName; props: ModalProps }) =>
        deps.modal.send({ type: 'modal.open', name: params.name, props: params.props }),
      closeModals: () => deps.modal.send({ type: 'modal.closeAll' }),
      contractPutOff: (_: unknown, { props }: { props: ModalProps }) => putOffContract(props.actor),
      rememberNoticeSeen: () => rememberNoticeSeen(session),
      rememberNoticeHiddenToday: (_: unknown, { hidden }: { hidden: boolean }) => rememberNoticeHiddenToday(local, hidden, now()),
    },
  };
}

export function createPopupsLogic(deps: PopupsDeps) {
  return popupsMachine.provide(createPopupsImplementations(deps));
}

/** Input of the popups chart read from the storages at start: whether the home notice may still open. */
export function popupsInput(deps: Pick<PopupsDeps, 'session' | 'local' | 'now'> = {}) {
  return {
    noticeDue: noticeDue(
      { session: deps.session ?? browserStore('sessionStorage'), local: deps.local ?? browserStore('localStorage') },
      (deps.now ?? Date.now)(),
    ),
  };
}

/**
 * Connects the modal chart to the popups chart: an entry leaving the stack becomes `popups.closed`
 * (with its popupId), and whether a modal the person opened is on screen becomes `popups.screen`.
 */
export function connectModalToPopups(modal: ModalActor, popups: { send: (event: PopupsEvent) => void }): () => void {
  const closed = modal.on('modal.closed', (e) => popups.send({ type: 'popups.closed', popupId: e.popupId }));
  let busy = false;
  const screen = modal.subscribe((s) => {
    const now = s.context.stack.some((entry) => typeof entry.props.popupId !== 'number');
    if (now === busy) return;
    busy = now;
    popups.send({ type: 'popups.screen', busy });
  });
  return () => {
    closed.unsubscribe();
    screen.unsubscribe();
  };
}
