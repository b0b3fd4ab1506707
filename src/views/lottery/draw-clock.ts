import { useEffect, useState } from 'react';

/**
 * The display side of a draw's clock. When sales open and close, and when the page reads again, is
 * the charts' (src/machines/lottery-game/, src/machines/lottery-lobby/); this only draws seconds.
 *
 * A card's draw as its chart judged it: `open` takes bets, `closed` is sales closed (drawing),
 * `none` is no draw taking bets.
 */
export type DrawPhase = 'open' | 'closed' | 'none';

/** `MM:SS`, or `H:MM:SS` from an hour up, of the time left (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The time left to `to`, re-read every second while it runs (a lobby card's display). */
export function useCountdown(to: number): number {
  const [tick, setTick] = useState(0);
  const left = Math.max(0, to - Date.now());
  useEffect(() => {
    if (left <= 0) return;
    // Wake on the next second boundary of the time left, so the display never skips a second.
    const id = setTimeout(() => setTick((n) => n + 1), left % 1000 || 1000);
    return () => clearTimeout(id);
  }, [to, tick, left]);
  return left;
}
