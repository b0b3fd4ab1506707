import type { MemberCenterPage } from './member-center.pages';

/** What decides the optional menu entries (SPEC §2). */
export interface MemberCenterMenu {
  /** "Invite friends": the referral promotion module is enabled for the merchant. */
  referral: boolean;
  /** "Transfer to upline": session info `toUpline`, or the member is an agent. */
  transferUpline: boolean;
}

export interface MemberCenterInput {
  /** The page the overlay was opened with (modal props `page`): anything, checked by the chart. */
  requested: unknown;
  /** The form that page opens with (modal props `focus`, e.g. from the points mall): anything, checked by the chart. */
  requestedFocus?: unknown;
  menu: MemberCenterMenu;
}

/** What a page opens at once when another page sends the member there (e.g. withdrawal → set payment password). */
export type MemberCenterFocus = 'paymentPassword';

export interface MemberCenterContext {
  menu: MemberCenterMenu;
  page: MemberCenterPage;
  /** The form the page opens with, asked for with the page; null for the page as it is. */
  focus: MemberCenterFocus | null;
  /** Pages whose section code has arrived: going back to one shows it at once. */
  loaded: MemberCenterPage[];
  /** Why a section's code did not arrive (a message key), while failed. */
  errorKey: string | null;
}

export type MemberCenterEvent =
  | { type: 'memberCenter.go'; page: MemberCenterPage; focus?: MemberCenterFocus }
  | { type: 'memberCenter.retry' }
  | { type: 'memberCenter.menu'; menu: MemberCenterMenu };
