import { UI } from '../../config/constants';
import { pagePath } from '../../pages/first-reads';

/** sessionStorage key: the home popup notice was shown in this browser tab's session. */
export const NOTICE_SEEN_KEY = 'popups.noticeSeen';
/** localStorage key: epoch ms until which the person asked not to see the home notice ("Don't show again today"). */
export const NOTICE_HIDDEN_UNTIL_KEY = 'popups.noticeHiddenUntil';

/** The storage the rules read and write (window.sessionStorage / localStorage, or a fake in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The first instant of the next day on the site's clock (GMT+8, UI.clockUtcOffsetHours), as epoch
 * ms: "today" ends when the header clock passes midnight, whatever the browser's own time zone.
 */
export function endOfSiteDay(now: number, utcOffsetHours: number = UI.clockUtcOffsetHours): number {
  const shifted = now + utcOffsetHours * HOUR_MS;
  return (Math.floor(shifted / DAY_MS) + 1) * DAY_MS - utcOffsetHours * HOUR_MS;
}

/** Storage can throw (private mode, a sandboxed frame, a full quota): the rules then act as if nothing was stored. */
function read(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(store: KeyValueStore, key: string, value: string | null): void {
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Not remembered: the notice may show again, which is the safe side.
  }
}

/** The home notice was already shown in this session (tab): a reload or another home visit does not show it again. */
export function noticeSeenThisSession(session: KeyValueStore): boolean {
  return read(session, NOTICE_SEEN_KEY) === '1';
}

/** The person ticked "Don't show again today" and the site's day has not ended yet. */
export function noticeHiddenToday(local: KeyValueStore, now: number): boolean {
  const until = Number(read(local, NOTICE_HIDDEN_UNTIL_KEY));
  return Number.isFinite(until) && now < until;
}

/** Whether the home popup notice may open now: not yet shown this session, not hidden for today. */
export function noticeDue(stores: { session: KeyValueStore; local: KeyValueStore }, now: number): boolean {
  return !noticeSeenThisSession(stores.session) && !noticeHiddenToday(stores.local, now);
}

export function rememberNoticeSeen(session: KeyValueStore): void {
  write(session, NOTICE_SEEN_KEY, '1');
}

/** Ticked: hidden until the end of the site's day; unticked: forgotten. */
export function rememberNoticeHiddenToday(local: KeyValueStore, hidden: boolean, now: number): void {
  write(local, NOTICE_HIDDEN_UNTIL_KEY, hidden ? String(endOfSiteDay(now)) : null);
}

/** The forms an address can name: each opens its modal over the home page (SPEC §2 routes /login, /register). */
export type AddressForm = 'login' | 'register';

const FORM_PATHS: Readonly<Record<string, AddressForm>> = { '/login': 'login', '/register': 'register', '/register.html': 'register' };

/**
 * The form a page's address names, if the site offers it. Matched as the router matches routes
 * (a trailing slash and letter case do not count). /register names its form only while direct
 * registration is on (module DIRECTREG3); otherwise it is just the home page, whose notice may show.
 */
export function formOfAddress(pathname: string, registerOn: boolean): AddressForm | null {
  const form = FORM_PATHS[pagePath(pathname).toLowerCase()] ?? null;
  return form === 'register' && !registerOn ? null : form;
}
