import { MONEY, UI } from '../../config/constants';
import { LIMITS } from '../../config/limits';

/**
 * Calendar days of the record queries: `yyyy-MM-dd` in the site's time zone (GMT+8,
 * UI.clockUtcOffsetHours), inclusive at both ends (docs/money.md "Records"). A day is handled
 * as a UTC date internally so no local time zone or daylight saving ever shifts it.
 */
export type Day = string;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toUtc(day: Day): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  // 2025-02-30 would roll over to March: not a real day.
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : null;
}

function fromUtc(t: number): Day {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function isDay(value: string): boolean {
  return toUtc(value) !== null;
}

/** Today in the site's time zone: at 23:59 in Dhaka (GMT+6) it is already tomorrow 01:59 in GMT+8. */
export function siteToday(now: Date | number = Date.now(), utcOffsetHours: number = UI.clockUtcOffsetHours): Day {
  const t = typeof now === 'number' ? now : now.getTime();
  return fromUtc(t + utcOffsetHours * 3_600_000);
}

export function addDays(day: Day, days: number): Day {
  const t = toUtc(day);
  if (t === null) throw new RangeError(`not a day: ${day}`);
  return fromUtc(t + days * DAY_MS);
}

/** Days in [start, end], both included (0 when end is before start or either is not a day). */
export function daysInRange(start: Day, end: Day): number {
  const a = toUtc(start);
  const b = toUtc(end);
  if (a === null || b === null || b < a) return 0;
  return Math.round((b - a) / DAY_MS) + 1;
}

const minDay = (a: Day, b: Day) => (a <= b ? a : b);

export interface DayRange {
  start: Day;
  end: Day;
}

/**
 * The message key of a range the server would refuse (docs/money.md: end before start, a bad
 * date or more than MONEY.recordsMaxRangeDays days), else null. Checked before any request.
 */
export function rangeErrorKey(range: DayRange): 'money.records.range' | null {
  const days = daysInRange(range.start, range.end);
  return days === 0 || days > MONEY.recordsMaxRangeDays ? 'money.records.range' : null;
}

/** The range a record screen opens with: the last 7 days, today included. */
export function defaultRange(today: Day): DayRange {
  return { start: addDays(today, -(LIMITS.datePickerShortcutDays[0] - 1)), end: today };
}

export type ShortcutDirection = 'previous' | 'next';
export interface Shortcut {
  direction: ShortcutDirection;
  /** One of LIMITS.datePickerShortcutDays (7, 30). */
  days: number;
}

/** SPEC §9: "Date picker shortcuts next and previous 7 and 30 days". */
export const SHORTCUTS: readonly Shortcut[] = (['previous', 'next'] as const).flatMap((direction) =>
  LIMITS.datePickerShortcutDays.map((days) => ({ direction, days })),
);

/**
 * What a shortcut does (the spec names them only; this is our reading). Shortcuts are anchored
 * on the dates already picked, never reach past today (records only exist in the past), and
 * always give a range of at most `days` days:
 * - previous N: the N days ending on the picked end date (today when none or later than today).
 *   From the opening range (ending today) that is "the last N days".
 * - next N: the N days starting on the picked start date (today when none or later), cut at
 *   today. From an older start it walks the window forward; from a recent one it ends today.
 */
export function shortcutRange(shortcut: Shortcut, picked: DayRange, today: Day): DayRange {
  const n = shortcut.days;
  if (shortcut.direction === 'previous') {
    const end = isDay(picked.end) ? minDay(picked.end, today) : today;
    return { start: addDays(end, -(n - 1)), end };
  }
  const start = isDay(picked.start) ? minDay(picked.start, today) : today;
  return { start, end: minDay(addDays(start, n - 1), today) };
}
