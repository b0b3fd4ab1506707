import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONEY, UI } from '../../config/constants';
import {
  addDays,
  daysInRange,
  defaultRange,
  isDay,
  rangeErrorKey,
  SHORTCUTS,
  shortcutRange,
  siteToday,
} from './records.dates';

afterEach(() => {
  vi.useRealTimers();
});

describe('site day (GMT+8) around midnight', () => {
  it('the site time zone is GMT+8', () => {
    expect(UI.clockUtcOffsetHours).toBe(8);
  });

  it('turns at 16:00 UTC, not at the browser’s midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-14T15:59:59.999Z'));
    expect(siteToday()).toBe('2026-03-14');
    vi.setSystemTime(new Date('2026-03-14T16:00:00.000Z'));
    expect(siteToday()).toBe('2026-03-15');
  });

  it('a member in Dhaka (GMT+6) at 23:30 on the 14th is already on the 15th in GMT+8', () => {
    // 23:30 GMT+6 = 17:30 UTC = 01:30 GMT+8 next day.
    expect(siteToday(new Date('2026-03-14T17:30:00Z'))).toBe('2026-03-15');
  });

  it('UTC midnight is 08:00 the same day in GMT+8', () => {
    expect(siteToday(new Date('2026-03-15T00:00:00Z'))).toBe('2026-03-15');
    expect(siteToday(new Date('2026-03-14T23:59:59Z'))).toBe('2026-03-15');
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(siteToday(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(siteToday(new Date('2028-02-28T16:30:00Z'))).toBe('2028-02-29');
    expect(siteToday(new Date('2027-02-28T16:30:00Z'))).toBe('2027-03-01');
  });

  it('other offsets (negative, half hours) work too', () => {
    expect(siteToday(new Date('2026-03-15T02:00:00Z'), -3)).toBe('2026-03-14');
    expect(siteToday(new Date('2026-03-14T18:29:00Z'), 5.5)).toBe('2026-03-14');
    expect(siteToday(new Date('2026-03-14T18:30:00Z'), 5.5)).toBe('2026-03-15');
  });
});

describe('calendar days', () => {
  it('recognises real yyyy-MM-dd days only', () => {
    expect(isDay('2026-03-15')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-3-15')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it('counts both ends of a range', () => {
    expect(daysInRange('2026-03-15', '2026-03-15')).toBe(1);
    expect(daysInRange('2026-03-09', '2026-03-15')).toBe(7);
    expect(daysInRange('2026-03-16', '2026-03-15')).toBe(0);
    expect(daysInRange('', '2026-03-15')).toBe(0);
  });
});

describe('record range rule (docs/money.md: inclusive, at most 92 days)', () => {
  it('accepts up to MONEY.recordsMaxRangeDays days', () => {
    expect(MONEY.recordsMaxRangeDays).toBe(92);
    const start = '2026-01-01';
    expect(rangeErrorKey({ start, end: addDays(start, 91) })).toBeNull();
    expect(rangeErrorKey({ start, end: addDays(start, 92) })).toBe('money.records.range');
  });

  it('refuses an end before the start, and missing or unreal dates', () => {
    expect(rangeErrorKey({ start: '2026-03-15', end: '2026-03-14' })).toBe('money.records.range');
    expect(rangeErrorKey({ start: '', end: '2026-03-14' })).toBe('money.records.range');
    expect(rangeErrorKey({ start: '2026-02-30', end: '2026-03-14' })).toBe('money.records.range');
    expect(rangeErrorKey({ start: '2026-03-14', end: '2026-03-14' })).toBeNull();
  });
});

describe('date shortcuts (SPEC §9: next and previous 7 and 30 days)', () => {
  const today = '2026-03-15';
  const previous = (days: number) => ({ direction: 'previous' as const, days });
  const next = (days: number) => ({ direction: 'next' as const, days });

  it('offers previous and next 7 and 30 days', () => {
    expect(SHORTCUTS).toEqual([previous(7), previous(30), next(7), next(30)]);
  });

  it('opens on the last 7 days, today included', () => {
    expect(defaultRange(today)).toEqual({ start: '2026-03-09', end: today });
  });

  it('previous N is the N days ending on the picked end: from the opening range, the last N days', () => {
    expect(shortcutRange(previous(30), defaultRange(today), today)).toEqual({ start: '2026-02-14', end: today });
    expect(shortcutRange(previous(7), { start: '2026-01-01', end: '2026-02-10' }, today)).toEqual({ start: '2026-02-04', end: '2026-02-10' });
  });

  it('next N is the N days starting on the picked start, never past today', () => {
    expect(shortcutRange(next(7), { start: '2026-02-01', end: '2026-02-03' }, today)).toEqual({ start: '2026-02-01', end: '2026-02-07' });
    expect(shortcutRange(next(30), { start: '2026-03-01', end: '2026-03-02' }, today)).toEqual({ start: '2026-03-01', end: today });
  });

  it('a picked date in the future or missing counts as today', () => {
    expect(shortcutRange(previous(7), { start: '', end: '2026-04-01' }, today)).toEqual({ start: '2026-03-09', end: today });
    expect(shortcutRange(next(7), { start: '', end: '' }, today)).toEqual({ start: today, end: today });
  });

  it('a shortcut range is always one the server accepts', () => {
    for (const s of SHORTCUTS) expect(rangeErrorKey(shortcutRange(s, { start: '2025-01-01', end: '2025-12-31' }, today))).toBeNull();
  });

  it('uses the GMT+8 day at the click: 23:59 UTC+8 and 00:00 UTC+8 give different ranges', () => {
    const before = siteToday(new Date('2026-03-15T15:59:00Z'));
    const after = siteToday(new Date('2026-03-15T16:00:00Z'));
    expect(shortcutRange(previous(7), { start: '', end: '' }, before)).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(shortcutRange(previous(7), { start: '', end: '' }, after)).toEqual({ start: '2026-03-10', end: '2026-03-16' });
  });
});
