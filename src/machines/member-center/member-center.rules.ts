import { DEFAULT_PAGE, MEMBER_CENTER_PAGES, type MemberCenterPage } from './member-center.pages';
import type { MemberCenterFocus, MemberCenterMenu } from './member-center.types';

export function isMemberCenterPage(value: unknown): value is MemberCenterPage {
  return typeof value === 'string' && (MEMBER_CENTER_PAGES as readonly string[]).includes(value);
}

/** The menu entries offered, in menu order (SPEC §2: referral and upline transfer are conditional). */
export function offeredPages(menu: MemberCenterMenu): MemberCenterPage[] {
  return MEMBER_CENTER_PAGES.filter((page) => {
    if (page === 'referral') return menu.referral;
    if (page === 'transferUpline') return menu.transferUpline;
    return true;
  });
}

export function isOffered(menu: MemberCenterMenu, page: unknown): page is MemberCenterPage {
  return isMemberCenterPage(page) && offeredPages(menu).includes(page);
}

/** A page the menu offers, else my account (an unknown name or a switched-off entry). */
export function resolvePage(menu: MemberCenterMenu, requested: unknown): MemberCenterPage {
  return isOffered(menu, requested) ? requested : DEFAULT_PAGE;
}

/** The menu of a session: referral from the white-label modules, upline transfer from member info. */
export function memberCenterMenu(opts: { referralModule: boolean; toUpline: boolean; agent: boolean }): MemberCenterMenu {
  return { referral: opts.referralModule, transferUpline: opts.toUpline || opts.agent };
}

/** SPEC §9: the mission badge shows the count of available missions only when above 0. */
export function missionBadge(count: number | null | undefined): number | null {
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : null;
}

/** White-label module of the referral promotion (server seed: PROMOTION › referral). */
export const REFERRAL_MODULE = 'referral';

/** A form a page may be opened with, when asked for with the page it belongs to (the security center's payment password). */
export function focusOf(page: MemberCenterPage, requested: unknown): MemberCenterFocus | null {
  return page === 'securityCenter' && requested === 'paymentPassword' ? 'paymentPassword' : null;
}
