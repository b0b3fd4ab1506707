import type { OverviewPeriod } from '../../../src/api/schemas/agent';
import { AGENTS } from '../../../src/config/agents';
import type { StatGrain } from '../../db/tables-agents';
import { badParam } from './errors';

/**
 * Report buckets (docs/agents.md "Statistics"): every grain starts on a boundary of the report
 * zone, a fixed offset east of UTC (AGENTS.reportOffsetMinutes, GMT+8 like the header clock):
 * 5-minute windows and hours on the clock, days at local midnight, weeks on Monday, half months
 * on the 1st and the 16th, months on the 1st. The fold (stats.ts) computes the same starts in
 * SQL; tests check both agree.
 */
export const GRAINS: readonly StatGrain[] = ['5m', 'hour', 'day', 'week', 'half', 'month'];
/** Grains kept only AGENTS.fineStatsRetentionDays (salary windows of today and yesterday). */
export const FINE_GRAINS: readonly StatGrain[] = ['5m', 'hour'];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = AGENTS.reportOffsetMinutes * MINUTE_MS;

/** The instant as wall-clock fields of the report zone (a Date whose UTC fields are local). */
const toLocal = (t: Date) => new Date(t.getTime() + OFFSET_MS);
const fromLocal = (localMs: number) => new Date(localMs - OFFSET_MS);

/** Start of the bucket of `grain` that holds `t`. */
export function bucketStart(grain: StatGrain, t: Date): Date {
  const l = toLocal(t);
  const y = l.getUTCFullYear();
  const mo = l.getUTCMonth();
  const d = l.getUTCDate();
  switch (grain) {
    case '5m': {
      const step = AGENTS.realtimeSalaryMinutes * MINUTE_MS;
      return fromLocal(Math.floor(l.getTime() / step) * step);
    }
    case 'hour':
      return fromLocal(Date.UTC(y, mo, d, l.getUTCHours()));
    case 'day':
      return fromLocal(Date.UTC(y, mo, d));
    case 'week': {
      // getUTCDay: 0 Sunday … 6 Saturday; Monday starts the week.
      const back = (l.getUTCDay() + 6) % 7;
      return fromLocal(Date.UTC(y, mo, d - back));
    }
    case 'half':
      return fromLocal(Date.UTC(y, mo, d >= 16 ? 16 : 1));
    case 'month':
      return fromLocal(Date.UTC(y, mo, 1));
  }
}

/** Start of the bucket after the one starting at (or holding) `t`. */
export function bucketEnd(grain: StatGrain, t: Date): Date {
  const start = bucketStart(grain, t);
  const l = toLocal(start);
  const y = l.getUTCFullYear();
  const mo = l.getUTCMonth();
  const d = l.getUTCDate();
  switch (grain) {
    case '5m':
      return new Date(start.getTime() + AGENTS.realtimeSalaryMinutes * MINUTE_MS);
    case 'hour':
      return new Date(start.getTime() + 60 * MINUTE_MS);
    case 'day':
      return fromLocal(Date.UTC(y, mo, d + 1));
    case 'week':
      return fromLocal(Date.UTC(y, mo, d + 7));
    case 'half':
      return fromLocal(d === 1 ? Date.UTC(y, mo, 16) : Date.UTC(y, mo + 1, 1));
    case 'month':
      return fromLocal(Date.UTC(y, mo + 1, 1));
  }
}

/** The bucket of `grain` before the one holding `t`. */
export function previousBucket(grain: StatGrain, t: Date): Date {
  return bucketStart(grain, new Date(bucketStart(grain, t).getTime() - 1));
}

export interface Period {
  /** [start, end) instants. */
  start: Date;
  end: Date;
  /** The one bucket of team_stats that covers it. */
  grain: StatGrain;
}

/** The overview's named periods, relative to `now`: each is exactly one bucket. */
export function overviewPeriod(name: OverviewPeriod, now: Date): Period {
  const one = (grain: StatGrain, at: Date): Period => ({ start: bucketStart(grain, at), end: bucketEnd(grain, at), grain });
  switch (name) {
    case 'today':
      return one('day', now);
    case 'yesterday':
      return one('day', previousBucket('day', now));
    case 'thisWeek':
      return one('week', now);
    case 'lastWeek':
      return one('week', previousBucket('week', now));
    case 'thisMonth':
      return one('month', now);
    case 'lastMonth':
      return one('month', previousBucket('month', now));
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a `yyyy-MM-dd` report day, as an instant; null if it is not a real day. */
export function reportDayStart(text: unknown): Date | null {
  const m = typeof text === 'string' ? DATE.exec(text) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return fromLocal(utc);
}

/** The report day (`yyyy-MM-dd`, report zone) holding `t`. */
export function reportDay(t: Date): string {
  return toLocal(t).toISOString().slice(0, 10);
}

export interface DayRange {
  /** The days as given (inclusive), and the instants [from, to). */
  startDay: string;
  endDay: string;
  from: Date;
  to: Date;
  days: number;
}

/**
 * An inclusive `start`..`end` range of report days, at most `maxDays` (AGENTS.maxRangeDays).
 * Both absent: today alone (report zone). Anything else wrong is 400 request_param_err naming
 * the field: not a real day, end before start, too long.
 */
export function parseDayRange(q: { start?: string; end?: string }, now: Date, maxDays: number = AGENTS.maxRangeDays): DayRange {
  const today = reportDay(now);
  const startText = q.start === undefined || q.start === '' ? (q.end ? q.end : today) : q.start;
  const endText = q.end === undefined || q.end === '' ? (q.start ? q.start : today) : q.end;
  const from = reportDayStart(startText);
  if (!from) throw badParam('start', 'validation.date');
  const last = reportDayStart(endText);
  if (!last) throw badParam('end', 'validation.date');
  if (last < from) throw badParam('end', 'agent.range.order');
  const days = Math.round((last.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > maxDays) throw badParam('end', 'agent.range.tooLong', { maxDays });
  return { startDay: startText, endDay: endText, from, to: new Date(last.getTime() + DAY_MS), days };
}

/**
 * The fewest day, week, half-month and month buckets that tile [from, to) (both on report-day
 * boundaries), largest first from the left: a whole month is one bucket, so its active-member
 * count is exact; a range that is not one bucket adds the counts of its pieces (docs/agents.md).
 */
export function tileRange(from: Date, to: Date): { grain: StatGrain; start: Date }[] {
  const out: { grain: StatGrain; start: Date }[] = [];
  let t = from;
  while (t < to) {
    let picked: StatGrain = 'day';
    for (const g of ['month', 'half', 'week'] as const) {
      if (bucketStart(g, t).getTime() === t.getTime() && bucketEnd(g, t) <= to) {
        picked = g;
        break;
      }
    }
    out.push({ grain: picked, start: t });
    t = bucketEnd(picked, t);
  }
  return out;
}
