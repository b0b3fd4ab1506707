import type { ModalName, ModalProps } from '../modal/modal.types';
import type { AddressForm } from './popups.rules';

/** Popups the site opens by itself (not at a person's click), highest priority first. */
export const POPUP_KINDS = ['changePassword', 'welcome', 'contractOffer', 'notice'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

/**
 * The stated priority: forced password change > welcome after a first login > contract offer >
 * home popup notice. (The reality check is not one of these: it is a timed regulatory interruption
 * with its own dialog over everything — src/views/care/reality-check-host.tsx.)
 */
export const POPUP_PRIORITY: Readonly<Record<PopupKind, number>> = { changePassword: 4, welcome: 3, contractOffer: 2, notice: 1 };

/** The modal of the modal chart each popup opens. */
export const POPUP_MODAL: Readonly<Record<PopupKind, ModalName>> = {
  changePassword: 'changePassword',
  welcome: 'afterLogin',
  contractOffer: 'contractOffer',
  notice: 'notice',
};

export interface PopupRequest {
  kind: PopupKind;
  props: ModalProps;
}

/** The popup on screen; `id` goes into its modal's props (`popupId`) so its own closing is told from others'. */
export interface ShownPopup extends PopupRequest {
  id: number;
}

export interface PopupsInput {
  /** The home notice may still open this session (not shown yet, not hidden for today): popups.rules.ts noticeDue. */
  noticeDue: boolean;
  /** The form the page's address names at start (popups.rules.ts formOfAddress), or none. */
  addressForm?: AddressForm | null;
}

export interface PopupsContext {
  shown: ShownPopup | null;
  /** Requests waiting for their turn, highest priority first; at most one per kind. */
  waiting: readonly PopupRequest[];
  /** A modal the person opened (login, member center…) is on screen: only the login hand-over covers it. */
  screenBusy: boolean;
  noticeDue: boolean;
  /** "Don't show again today" is ticked in the notice popup. */
  noticeHiddenToday: boolean;
  /** Ids given to shown popups, in order. */
  lastId: number;
  /**
   * "Your previous sign-in was …" is due: set by every login but an account's first (which has no
   * previous one), until the person dismisses it. Not a popup: a line that waits on the page, under
   * whatever popup the login brings, so it never changes SPEC's modal order.
   */
  signInNoticeDue: boolean;
  /** The form the address named when it last named one (/login, /register), or none since the start. */
  addressForm: AddressForm | null;
}

export type PopupsEvent =
  | { type: 'popups.request'; kind: PopupKind; props?: ModalProps }
  | { type: 'popups.withdraw'; kind: PopupKind }
  /** The login chart's hand-over (the login answer). */
  | { type: 'popups.loggedIn'; mustChangePassword: boolean; firstTimeLogin: boolean; knownPassword: string | null }
  /** The home page's notices arrived; `notices` are its popup notices. */
  | { type: 'popups.noticesLoaded'; notices: readonly unknown[] }
  /** The person dismissed the previous sign-in line. */
  | { type: 'popups.signInNotice.dismiss' }
  /** "Don't show again today" in the notice popup, ticked or not. */
  | { type: 'popups.notice.hideToday'; hidden: boolean }
  /** From the modal chart: a modal left the stack (its close button, Escape, or closeAll). */
  | { type: 'popups.closed'; popupId: number | null }
  /** The address now names a form (/login, /register): the person came for it. */
  | { type: 'popups.formAddress'; form: AddressForm }
  /** From the modal chart: whether a modal the person opened is on screen. */
  | { type: 'popups.screen'; busy: boolean };
