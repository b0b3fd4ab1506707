/**
 * Pure time math of a countdown (a draw's sales closing): the charts that count down
 * (src/machines/lottery-game, src/machines/countdown) read the clock only in their delays and
 * ticks, through these; their guards judge the data alone, so a model can replay them. One
 * formatter for the time left, wherever it shows.
 */

/** Milliseconds from `now` to an instant on the wire (never negative). */
export function msUntil(iso: string, now: number): number {
  return Math.max(0, Date.parse(iso) - now);
}

/**
 * When the countdown shows the next second: on the next second boundary of the time left, so the
 * display never skips a second.
 */
export function nextTickMs(leftMs: number): number {
  return leftMs % 1000 || 1000;
}

/** `MM:SS`, or `H:MM:SS` from an hour up, of the time left (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
