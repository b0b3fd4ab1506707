/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl (no date library): the
 * lottery numbers its draws by the game's local day, and daily draws happen at a local time.
 * Pure functions of an instant; the zone rules come from the runtime's ICU data.
 */
export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

export interface LocalTime extends LocalDate {
  h: number;
  mi: number;
  s: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError for a zone the runtime does not know. */
export function checkTimeZone(timeZone: string): void {
  formatter(timeZone);
}

/** The local calendar date and clock time of `instant` (ms since the epoch) in `timeZone`. */
export function localTime(timeZone: string, instant: number): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour!, mi: parts.minute!, s: parts.second! };
}

/** Local time minus UTC at `instant`, in ms (Asia/Dhaka: +6 h). */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const t = localTime(timeZone, instant);
  return Date.UTC(t.y, t.m - 1, t.d, t.h, t.mi, t.s) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the local clock of `timeZone` shows this date and time. A time skipped by a
 * daylight-saving jump maps to the instant just after the jump; a repeated one to its first
 * occurrence.
 */
export function zonedInstant(timeZone: string, date: LocalDate, h = 0, mi = 0): number {
  const wall = Date.UTC(date.y, date.m - 1, date.d, h, mi);
  const first = wall - zoneOffsetMs(timeZone, wall);
  const second = wall - zoneOffsetMs(timeZone, first);
  return Math.min(first, second);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** yyyyMMdd */
export const dayKey = (date: LocalDate) => `${date.y}${String(date.m).padStart(2, '0')}${String(date.d).padStart(2, '0')}`;
