import { type AnyActorRef, fromCallback } from 'xstate';
import type { ModalName, ModalProps } from '../modal/modal.types';
import type { ModalActor } from '../modal/use-modal';
import type { PageAddress } from '../page-address';
import { popupsMachine } from './popups.machine';
import { type AddressForm, formOfAddress, type KeyValueStore, noticeDue, rememberNoticeHiddenToday, rememberNoticeSeen } from './popups.rules';
import type { PopupsEvent, PopupsInput } from './popups.types';

export interface PopupsDeps {
  modal: Pick<ModalActor, 'send'>;
  /** None: no address names a form (a test that drives the chart alone). */
  address?: PageAddress;
  /** Direct registration is on (module DIRECTREG3), so /register names its form; off when absent. */
  registerOn?: () => boolean;
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
  const address = deps.address;
  const formNow = () => formOfAddressNow(deps);
  return {
    actors: {
      watchAddress: fromCallback<PopupsEvent, { form: AddressForm | null }>(({ sendBack, input }) => {
        if (!address) return;
        let last = input.form;
        return address.subscribe(() => {
          const form = formNow();
          // Only a change of form opens one: a new query on /login, or a replace to the same page, does not.
          if (form && form !== last) sendBack({ type: 'popups.formAddress', form });
          last = form;
        });
      }),
    },
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

/** The form the page's address names now, if any. */
function formOfAddressNow({ address, registerOn }: Pick<PopupsDeps, 'address' | 'registerOn'>): AddressForm | null {
  return address ? formOfAddress(address.current().pathname, registerOn?.() ?? false) : null;
}

/**
 * Input of the popups chart at start: whether the home notice may still open (the storages), and
 * the form the address names (the page was opened at /login or /register).
 */
export function popupsInput(deps: Pick<PopupsDeps, 'session' | 'local' | 'now' | 'address' | 'registerOn'> = {}): PopupsInput {
  return {
    noticeDue: noticeDue(
      { session: deps.session ?? browserStore('sessionStorage'), local: deps.local ?? browserStore('localStorage') },
      (deps.now ?? Date.now)(),
    ),
    addressForm: formOfAddressNow(deps),
  };
}

/**
 * Connects the modal chart to the popups chart: an entry leaving the stack becomes `popups.closed`
 * (with its popupId), and each change of whether a modal the person opened is on screen becomes
 * `popups.screen` (from what the stack holds at connecting: the address's form may be on it).
 */
export function connectModalToPopups(modal: ModalActor, popups: { send: (event: PopupsEvent) => void }): () => void {
  const closed = modal.on('modal.closed', (e) => popups.send({ type: 'popups.closed', popupId: e.popupId }));
  const busyIn = (s: ReturnType<ModalActor['getSnapshot']>) => s.context.stack.some((entry) => typeof entry.props.popupId !== 'number');
  // What is on the stack already (the address's form) was opened by the popups chart, which counted it.
  let busy = busyIn(modal.getSnapshot());
  const screen = modal.subscribe((s) => {
    const now = busyIn(s);
    if (now === busy) return;
    busy = now;
    popups.send({ type: 'popups.screen', busy });
  });
  return () => {
    closed.unsubscribe();
    screen.unsubscribe();
  };
}
