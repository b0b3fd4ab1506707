import { addDays, dayKey, type LocalDate, localTime, zonedInstant } from './zone';

/**
 * Draw schedules (docs/lottery.md "Schedules and numeros"). Pure: every function is a function
 * of the game's clock settings and an instant, so tests pin it with fixed instants.
 *
 * - interval games draw every `seconds` from the game's local midnight: draw k (1…n) of a local
 *   day is at midnight + k × seconds, numbered "yyyyMMdd-kkkk"; the last one of the day falls on
 *   the next midnight and still belongs to the day it ends.
 * - daily games draw once a local day at `at` (HH:mm), numbered "yyyyMMdd".
 * Sales close `closeSeconds` before the draw; a draw opens when the one before it closes.
 */
export type Schedule = { kind: 'interval'; seconds: number } | { kind: 'daily'; at: string };

export interface GameClock {
  timeZone: string;
  schedule: Schedule;
  closeSeconds: number;
}

export interface Slot {
  numero: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Seconds between draws (a daily game: a day). */
export const intervalSeconds = (s: Schedule) => (s.kind === 'interval' ? s.seconds : 86_400);

export function checkGameClock(g: GameClock): void {
  localTime(g.timeZone, 0);
  if (g.schedule.kind === 'daily' && !HHMM.test(g.schedule.at)) throw new Error(`daily draw time must be HH:mm: ${g.schedule.at}`);
  if (g.schedule.kind === 'interval') {
    const s = g.schedule.seconds;
    if (!Number.isInteger(s) || s < 30 || s > 86_400 || 86_400 % s !== 0) throw new Error(`interval must divide a day: ${s}`);
  }
  if (!Number.isInteger(g.closeSeconds) || g.closeSeconds < 0 || g.closeSeconds >= intervalSeconds(g.schedule)) {
    throw new Error(`closeSeconds must be 0 ≤ closeSeconds < the interval: ${g.closeSeconds}`);
  }
}

/** The draws of one local day, in order: [numero, drawAt ms]. */
export function daySlots(g: GameClock, date: LocalDate): [string, number][] {
  const key = dayKey(date);
  if (g.schedule.kind === 'daily') {
    const [, h, mi] = HHMM.exec(g.schedule.at)!;
    return [[key, zonedInstant(g.timeZone, date, Number(h), Number(mi))]];
  }
  const start = zonedInstant(g.timeZone, date);
  const end = zonedInstant(g.timeZone, addDays(date, 1));
  const step = g.schedule.seconds * 1000;
  // A day shortened or lengthened by daylight saving has fewer or more draws.
  const n = Math.floor((end - start) / step);
  const out: [string, number][] = [];
  for (let k = 1; k <= n; k++) out.push([`${key}-${String(k).padStart(4, '0')}`, start + k * step]);
  return out;
}

/**
 * The draws after `after` (drawAt > after), in order: every one whose drawAt ≤ `until`, and at
 * least `min` of them.
 */
export function slotsAfter(g: GameClock, after: Date, opts: { until: Date; min: number }): Slot[] {
  const closeMs = g.closeSeconds * 1000;
  const t = after.getTime();
  const today = localTime(g.timeZone, t);
  // Start a day early: the previous draw (whose close opens the first one) may be yesterday's.
  let date = addDays(today, -1);
  let prevDraw: number | null = null;
  const out: Slot[] = [];
  for (let guard = 0; guard < 3660; guard++, date = addDays(date, 1)) {
    for (const [numero, drawAt] of daySlots(g, date)) {
      if (drawAt > t && prevDraw !== null) {
        if (out.length >= opts.min && drawAt > opts.until.getTime()) return out;
        out.push({ numero, openAt: new Date(prevDraw - closeMs), closeAt: new Date(drawAt - closeMs), drawAt: new Date(drawAt) });
      }
      prevDraw = drawAt;
    }
  }
  return out;
}
