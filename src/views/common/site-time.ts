import { isInstant } from '../../time/wire-time';
import { UI } from '../../config/constants';

/**
 * The SPA's one display of times (issue #16). The wire sends instants in UTC
 * (src/api/schemas/time.ts); every screen shows them in the site's zone, GMT+8 as the header
 * clock (SPEC §2), whatever zone the browser is in: the arithmetic is on UTC fields of a
 * shifted instant, never getHours/toLocale* (those use the browser's zone).
 *
 * Calendar days (`yyyy-MM-dd`: report days, birthdays) have no zone and are shown as they are,
 * in the site's dd/mm/yyyy order.
 */

const pad = (n: number) => String(n).padStart(2, '0');

type Instant = string | number | Date;

/** Text is read only in the wire's shape: `Date.parse` would read zone-less text as the browser's local time. */
function toMs(instant: Instant): number {
  if (typeof instant === 'number') return instant;
  if (instant instanceof Date) return instant.getTime();
  return isInstant(instant) ? Date.parse(instant) : Number.NaN;
}

function siteFields(ms: number, utcOffsetHours: number) {
  const d = new Date(ms + utcOffsetHours * 3_600_000);
  return {
    date: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** `DD/MM/YYYY HH:mm:ss` in GMT+8. A text that is no wire instant is shown as it came. */
export function formatSiteDateTime(instant: Instant, utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  const ms = toMs(instant);
  if (Number.isNaN(ms)) return String(instant);
  const f = siteFields(ms, utcOffsetHours);
  return `${f.date} ${f.time}`;
}

/** `DD/MM/YYYY` of an instant, the day it is in GMT+8. */
export function formatSiteDate(instant: Instant, utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  const ms = toMs(instant);
  return Number.isNaN(ms) ? String(instant) : siteFields(ms, utcOffsetHours).date;
}

/** `HH:mm:ss` of an instant in GMT+8. */
export function formatSiteTimeOfDay(instant: Instant, utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  const ms = toMs(instant);
  return Number.isNaN(ms) ? String(instant) : siteFields(ms, utcOffsetHours).time;
}

/** `GMT+8`, `GMT-3`, `GMT+5:30`. */
export function gmtLabel(utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  const sign = utcOffsetHours < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetHours);
  const minutes = Math.round((abs % 1) * 60);
  return `GMT${sign}${Math.floor(abs)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** An instant with its zone, for a deadline or a date in a sentence: `27/11/2026 10:08:00 (GMT+8)`. */
export function formatSiteDateTimeZoned(instant: Instant, utcOffsetHours: number = UI.clockUtcOffsetHours): string {
  return `${formatSiteDateTime(instant, utcOffsetHours)} (${gmtLabel(utcOffsetHours)})`;
}

const WIRE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INPUT_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** A wire day `yyyy-MM-dd` as the site writes dates: `DD/MM/YYYY` (other text unchanged). */
export function formatDay(day: string): string {
  const m = WIRE_DAY.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** The pattern a date field accepts (dd/mm/yyyy), for `<input pattern>`. */
export const DAY_INPUT_PATTERN = '\\s*\\d{1,2}/\\d{1,2}/\\d{4}\\s*';

/**
 * What a person typed in a date field (`dd/mm/yyyy`, `d/m/yyyy`) as a wire day `yyyy-MM-dd`;
 * null when it is not a real date (31/02/2026) or not in that order.
 */
export function parseDayInput(text: string): string | null {
  const m = INPUT_DAY.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}
