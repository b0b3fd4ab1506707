import { describe, expect, it } from 'vitest';
import { AgentError } from './errors';
import { bucketEnd, bucketStart, overviewPeriod, parseDayRange, previousBucket, reportDay, reportDayStart, tileRange } from './periods';

/** Report buckets in GMT+8 (AGENTS.reportOffsetMinutes = 480). Instants are written in UTC. */
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('bucketStart / bucketEnd', () => {
  it('starts days at midnight GMT+8 (16:00 UTC the day before)', () => {
    expect(iso(bucketStart('day', at('2026-03-10T15:59:59.999Z')))).toBe('2026-03-09T16:00:00.000Z');
    expect(iso(bucketStart('day', at('2026-03-10T16:00:00.000Z')))).toBe('2026-03-10T16:00:00.000Z');
    expect(iso(bucketEnd('day', at('2026-03-10T16:00:00.000Z')))).toBe('2026-03-11T16:00:00.000Z');
  });

  it('cuts 5-minute windows and hours on the clock', () => {
    expect(iso(bucketStart('5m', at('2026-03-10T03:04:59.999Z')))).toBe('2026-03-10T03:00:00.000Z');
    expect(iso(bucketStart('5m', at('2026-03-10T03:05:00.000Z')))).toBe('2026-03-10T03:05:00.000Z');
    expect(iso(bucketEnd('5m', at('2026-03-10T03:07:00.000Z')))).toBe('2026-03-10T03:10:00.000Z');
    expect(iso(bucketStart('hour', at('2026-03-10T03:59:59.999Z')))).toBe('2026-03-10T03:00:00.000Z');
    expect(iso(bucketEnd('hour', at('2026-03-10T23:30:00.000Z')))).toBe('2026-03-11T00:00:00.000Z');
  });

  it('starts weeks on Monday in GMT+8', () => {
    // Monday 2026-03-09 00:00 GMT+8 = Sunday 2026-03-08 16:00 UTC.
    expect(iso(bucketStart('week', at('2026-03-08T16:00:00.000Z')))).toBe('2026-03-08T16:00:00.000Z');
    // Sunday 23:59:59 GMT+8 still belongs to the week that started on Monday the 9th.
    expect(iso(bucketStart('week', at('2026-03-15T15:59:59.000Z')))).toBe('2026-03-08T16:00:00.000Z');
    expect(iso(bucketStart('week', at('2026-03-15T16:00:00.000Z')))).toBe('2026-03-15T16:00:00.000Z');
    expect(iso(bucketEnd('week', at('2026-03-10T00:00:00.000Z')))).toBe('2026-03-15T16:00:00.000Z');
    // A week across a month and a year end.
    expect(iso(bucketStart('week', at('2026-01-01T04:00:00.000Z')))).toBe('2025-12-28T16:00:00.000Z');
  });

  it('halves months on the 1st and the 16th, whatever the month length', () => {
    expect(iso(bucketStart('half', at('2026-02-15T15:59:59.000Z')))).toBe('2026-01-31T16:00:00.000Z');
    expect(iso(bucketStart('half', at('2026-02-15T16:00:00.000Z')))).toBe('2026-02-15T16:00:00.000Z');
    expect(iso(bucketEnd('half', at('2026-02-01T00:00:00.000Z')))).toBe('2026-02-15T16:00:00.000Z');
    // The second half of February ends on March 1st (28 days), of January on February 1st.
    expect(iso(bucketEnd('half', at('2026-02-20T00:00:00.000Z')))).toBe('2026-02-28T16:00:00.000Z');
    expect(iso(bucketEnd('half', at('2026-01-31T15:00:00.000Z')))).toBe('2026-01-31T16:00:00.000Z');
    // Leap year.
    expect(iso(bucketEnd('half', at('2028-02-20T00:00:00.000Z')))).toBe('2028-02-29T16:00:00.000Z');
  });

  it('starts months on the 1st in GMT+8, across month and year ends', () => {
    expect(iso(bucketStart('month', at('2026-03-31T15:59:59.000Z')))).toBe('2026-02-28T16:00:00.000Z');
    expect(iso(bucketStart('month', at('2026-03-31T16:00:00.000Z')))).toBe('2026-03-31T16:00:00.000Z');
    expect(iso(bucketEnd('month', at('2026-12-15T00:00:00.000Z')))).toBe('2026-12-31T16:00:00.000Z');
    expect(iso(previousBucket('month', at('2026-01-05T00:00:00.000Z')))).toBe('2025-11-30T16:00:00.000Z');
  });
});

describe('overviewPeriod', () => {
  // Wednesday 2026-03-11 10:00 GMT+8.
  const now = at('2026-03-11T02:00:00.000Z');
  it.each([
    ['today', 'day', '2026-03-10T16:00:00.000Z', '2026-03-11T16:00:00.000Z'],
    ['yesterday', 'day', '2026-03-09T16:00:00.000Z', '2026-03-10T16:00:00.000Z'],
    ['thisWeek', 'week', '2026-03-08T16:00:00.000Z', '2026-03-15T16:00:00.000Z'],
    ['lastWeek', 'week', '2026-03-01T16:00:00.000Z', '2026-03-08T16:00:00.000Z'],
    ['thisMonth', 'month', '2026-02-28T16:00:00.000Z', '2026-03-31T16:00:00.000Z'],
    ['lastMonth', 'month', '2026-01-31T16:00:00.000Z', '2026-02-28T16:00:00.000Z'],
  ] as const)('%s is one %s bucket', (name, grain, start, end) => {
    const p = overviewPeriod(name, now);
    expect([p.grain, iso(p.start), iso(p.end)]).toEqual([grain, start, end]);
  });

  it('yesterday of the first day of a month is the last day of the month before', () => {
    const p = overviewPeriod('yesterday', at('2026-03-01T01:00:00.000Z')); // 09:00 GMT+8 on March 1st
    expect(reportDay(p.start)).toBe('2026-02-28');
  });
});

describe('parseDayRange', () => {
  const now = at('2026-03-11T02:00:00.000Z');
  const refused = (q: { start?: string; end?: string }, max?: number) => {
    try {
      parseDayRange(q, now, max);
    } catch (e) {
      expect(e).toBeInstanceOf(AgentError);
      return [(e as AgentError).code, ((e as AgentError).value as { field: string }).field];
    }
    throw new Error('accepted');
  };

  it('turns inclusive report days into [from, to) instants', () => {
    const r = parseDayRange({ start: '2026-03-01', end: '2026-03-10' }, now);
    expect([iso(r.from), iso(r.to), r.days]).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-10T16:00:00.000Z', 10]);
  });

  it('defaults to today, or to the one day given', () => {
    expect(parseDayRange({}, now).startDay).toBe('2026-03-11');
    const one = parseDayRange({ start: '2026-03-02' }, now);
    expect([one.startDay, one.endDay, one.days]).toEqual(['2026-03-02', '2026-03-02', 1]);
  });

  it('accepts exactly maxDays and refuses one more', () => {
    expect(parseDayRange({ start: '2026-01-01', end: '2026-01-31' }, now, 31).days).toBe(31);
    expect(refused({ start: '2026-01-01', end: '2026-02-01' }, 31)).toEqual(['request_param_err', 'end']);
  });

  it('refuses what is not a real day, and an end before the start', () => {
    expect(refused({ start: '2026-02-30', end: '2026-03-01' })).toEqual(['request_param_err', 'start']);
    expect(refused({ start: '2026-03-01', end: '20260301' })).toEqual(['request_param_err', 'end']);
    expect(refused({ start: '2026-03-02', end: '2026-03-01' })).toEqual(['request_param_err', 'end']);
    expect(reportDayStart('2026-13-01')).toBeNull();
  });
});

describe('tileRange', () => {
  const tiles = (s: string, e: string) => {
    const r = parseDayRange({ start: s, end: e }, at('2026-06-01T00:00:00Z'));
    return tileRange(r.from, r.to).map((t) => `${t.grain}:${reportDay(t.start)}`);
  };
  it('uses one bucket for a whole month, half month or week', () => {
    expect(tiles('2026-02-01', '2026-02-28')).toEqual(['month:2026-02-01']);
    expect(tiles('2026-02-16', '2026-02-28')).toEqual(['half:2026-02-16']);
    expect(tiles('2026-03-09', '2026-03-15')).toEqual(['week:2026-03-09']);
    expect(tiles('2026-03-10', '2026-03-10')).toEqual(['day:2026-03-10']);
  });
  it('tiles a ragged range with the largest buckets that fit', () => {
    expect(tiles('2026-01-30', '2026-03-17')).toEqual([
      'day:2026-01-30',
      'day:2026-01-31',
      'month:2026-02-01',
      'half:2026-03-01',
      'day:2026-03-16',
      'day:2026-03-17',
    ]);
  });
});
