import type { ContractKind } from '../../../../src/api/schemas/agent';
import { AGENTS } from '../../../../src/config/agents';
import type { AgentsProfile } from '../../../db/database';
import type { StatGrain } from '../../../db/tables-agents';
import { bucketEnd, bucketStart } from '../periods';

/**
 * Settlement periods (docs/agents.md "Settlement"): each kind settles over one bucket of a
 * team_stats grain — real-time salary the 5-minute window, hourly salary the hour, daily salary
 * the report day, dividends the merchant's dividendPeriod (day, week, half month, month) — so a
 * period's figures are one team_stats row per depth. A period is named by its key: its start in
 * the report zone (GMT+8), as long as the grain needs.
 */

const DIVIDEND_GRAIN: Record<AgentsProfile['dividendPeriod'], StatGrain> = { daily: 'day', weekly: 'week', semimonthly: 'half', monthly: 'month' };

export function grainOf(kind: ContractKind, profile: Pick<AgentsProfile, 'dividendPeriod'>): StatGrain {
  switch (kind) {
    case 'realtime':
      return '5m';
    case 'hourly':
      return 'hour';
    case 'daily':
      return 'day';
    case 'dividend':
      return DIVIDEND_GRAIN[profile.dividendPeriod];
  }
}

export interface SettlementPeriod {
  kind: ContractKind;
  grain: StatGrain;
  /** [start, end) */
  start: Date;
  end: Date;
  key: string;
}

const OFFSET_MS = AGENTS.reportOffsetMinutes * 60_000;
const local = (t: Date) => new Date(t.getTime() + OFFSET_MS).toISOString();

/** The key of the bucket starting at `start`: 2026-03-01T12:05 (5m), 2026-03-01T12 (hour), 2026-03-01 (day, week, half), 2026-03 (month). */
export function periodKey(grain: StatGrain, start: Date): string {
  const l = local(start);
  switch (grain) {
    case '5m':
      return l.slice(0, 16);
    case 'hour':
      return l.slice(0, 13);
    case 'month':
      return l.slice(0, 7);
    default:
      return l.slice(0, 10);
  }
}

/** The period of `kind` holding instant `t`. */
export function periodAt(kind: ContractKind, profile: Pick<AgentsProfile, 'dividendPeriod'>, t: Date): SettlementPeriod {
  const grain = grainOf(kind, profile);
  const start = bucketStart(grain, t);
  return { kind, grain, start, end: bucketEnd(grain, start), key: periodKey(grain, start) };
}

/** The period just before `p`. */
export function previousPeriod(p: SettlementPeriod): SettlementPeriod {
  const start = bucketStart(p.grain, new Date(p.start.getTime() - 1));
  return { kind: p.kind, grain: p.grain, start, end: p.start, key: periodKey(p.grain, start) };
}

const KEY: Record<StatGrain, RegExp> = {
  '5m': /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/,
  hour: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  day: /^(\d{4})-(\d{2})-(\d{2})$/,
  week: /^(\d{4})-(\d{2})-(\d{2})$/,
  half: /^(\d{4})-(\d{2})-(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
};

/**
 * The period a key names, or null when it is not the start of a bucket of the kind's grain
 * (a week key must be a Monday, a half month the 1st or the 16th, a 5-minute key on the window).
 */
export function periodOfKey(kind: ContractKind, profile: Pick<AgentsProfile, 'dividendPeriod'>, key: string): SettlementPeriod | null {
  const grain = grainOf(kind, profile);
  const m = KEY[grain].exec(key.trim());
  if (!m) return null;
  const [y, mo, d = 1, h = 0, mi = 0] = m.slice(1).map(Number) as [number, number, number?, number?, number?];
  const startLocal = Date.UTC(y, mo - 1, d, h, mi);
  const start = new Date(startLocal - OFFSET_MS);
  if (Number.isNaN(start.getTime()) || bucketStart(grain, start).getTime() !== start.getTime() || periodKey(grain, start) !== key.trim()) return null;
  return { kind, grain, start, end: bucketEnd(grain, start), key: periodKey(grain, start) };
}
