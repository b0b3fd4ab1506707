/** Every overlay the product opens (SPEC §2 "Modals"). */
export const MODAL_NAMES = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'afterLogin',
  'notice',
  'helpCenter',
  'gamePopup',
  'chatRoom',
  'memberCenter',
  'agentCenter',
  'contractOffer',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Opaque data a modal is opened with (e.g. the notices a popup shows); the view that renders it knows its shape. */
export type ModalProps = Readonly<Record<string, unknown>>;

export interface ModalEntry {
  name: ModalName;
  props: ModalProps;
}

export interface ModalContext {
  /** Open modals, bottom first; the last one is shown. */
  stack: readonly ModalEntry[];
}

export type ModalEvent =
  | { type: 'modal.open'; name: ModalName; props?: ModalProps }
  | { type: 'modal.close' }
  | { type: 'modal.closeAll' };

/**
 * Emitted when an entry leaves the stack (closed, cleared, or replaced on top): the popup policy
 * (src/machines/popups) learns that its popup closed; `popupId` is the entry's `props.popupId`.
 */
export type ModalEmitted = { type: 'modal.closed'; name: ModalName; popupId: number | null };
