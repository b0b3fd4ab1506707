/**
 * Pure time math of the draw cycle. The chart reads the clock only here, in its delays and in
 * the countdown's tick; its guards judge the data alone, so a model can replay it.
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
