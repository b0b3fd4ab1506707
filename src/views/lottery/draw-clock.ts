import { useEffect, useRef, useState } from 'react';
import type { Draw } from '../../api/schemas/lottery';
import { LOTTERY } from '../../config/constants';

/**
 * The lobby's draw clock (game-menu.tsx): one game's own cycle is the lottery-game chart
 * (src/machines/lottery-game/).
 *
 * Where a game's current draw stands, as the page sees it from the server's times and the
 * local clock: `open` takes bets until closeAt; `closed` is sales closed, drawing (the page
 * polls until the next draw shows); `none` is no draw taking bets (between draws, or paused).
 */
export type DrawPhase = 'open' | 'closed' | 'none';

export function drawPhase(current: Draw | null | undefined, now: number): DrawPhase {
  if (!current) return 'none';
  return current.status === 'open' && now < Date.parse(current.closeAt) ? 'open' : 'closed';
}

/** The draw taking bets now, or null. */
export function openNumeroOf(current: Draw | null | undefined, now: number): string | null {
  return current && drawPhase(current, now) === 'open' ? current.numero : null;
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

/**
 * The current time, re-read at each of `instants` still ahead (a draw's close): the caller
 * re-renders when a phase changes, not every second.
 */
export function useNowAt(instants: readonly number[]): number {
  const [tick, setTick] = useState(0);
  const key = instants.join(',');
  useEffect(() => {
    const current = Date.now();
    const ahead = instants.filter((i) => i > current);
    if (ahead.length === 0) return;
    const id = setTimeout(() => setTick((n) => n + 1), Math.min(...ahead) - current);
    return () => clearTimeout(id);
  }, [key, tick]); // `instants` is read through its key
  // Read at render: data that arrives late (a draw already closed) is judged by the time now.
  return Date.now();
}

/** The time left to `to`, re-read every second while it runs. */
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

/**
 * While no draw takes bets, read again every LOTTERY.drawPollMs until the next one shows;
 * once at once when a draw's sales close under the member's eyes.
 */
export function useDrawPolling(waiting: boolean, reload: () => void, pollMs: number = LOTTERY.drawPollMs): void {
  const wasWaiting = useRef(waiting);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!waiting) {
      wasWaiting.current = false;
      return;
    }
    if (!wasWaiting.current) latest.current();
    wasWaiting.current = true;
    const id = setInterval(() => latest.current(), pollMs);
    return () => clearInterval(id);
  }, [waiting, pollMs]);
}
