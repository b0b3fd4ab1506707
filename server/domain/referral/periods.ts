/** Site time is GMT+8 (SPEC §2 clock): daily missions reset and leaderboard weeks start at its midnight. */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of `at` in site time. */
export function siteDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The site day holding `at`, as UTC instants [start, end). */
export function dayBounds(at: Date): { start: Date; end: Date } {
  const local = at.getTime() + OFFSET_MS;
  const start = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** The site week (Monday 00:00 to next Monday 00:00, GMT+8) holding `at`. */
export function weekBounds(at: Date): { start: Date; end: Date } {
  const day = dayBounds(at);
  const weekday = (new Date(day.start.getTime() + OFFSET_MS).getUTCDay() + 6) % 7; // Monday = 0
  const start = day.start.getTime() - weekday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}

/** An account name as other members see it: the first two and last two characters. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  if (account.length <= 4) return `${account.slice(0, 1)}***${account.slice(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
