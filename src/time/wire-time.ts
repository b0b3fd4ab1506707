/**
 * The wire's two time shapes (server/README.md "Times on the wire"; docs/money.md "Times").
 *
 * An instant is ISO 8601 in UTC with milliseconds, exactly what `Date#toISOString()` gives:
 * `yyyy-MM-ddTHH:mm:ss.sssZ`. One shape only, so no reader has to guess a zone: the old GMT+8
 * text (`yyyy-MM-dd HH:mm:ss`) was read as the browser's local time and shifted by its offset.
 * Screens show instants in the site's zone (GMT+8) with src/views/common/site-time.ts; the API
 * checks answers with the superstruct types of src/api/schemas/time.ts. Both read the shapes here,
 * which depend on nothing.
 *
 * A day is a calendar day `yyyy-MM-dd` with no zone (record query days, report days, birthdays):
 * it names a date, not a moment.
 */

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when y-m-d (and h:m:s) name a real moment: 2026-02-30 or 24:00:00 are refused. */
function realDate(y: number, m: number, d: number, h = 0, min = 0, s = 0): boolean {
  const t = new Date(Date.UTC(y, m - 1, d, h, min, s));
  return (
    t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d &&
    t.getUTCHours() === h && t.getUTCMinutes() === min && t.getUTCSeconds() === s
  );
}

export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = INSTANT.exec(value);
  return m !== null && realDate(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  return m !== null && realDate(+m[1]!, +m[2]!, +m[3]!);
}

