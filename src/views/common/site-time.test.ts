import { describe, expect, it } from 'vitest';
import { DAY_INPUT_PATTERN, formatDay, formatSiteDate, formatSiteDateTime, formatSiteDateTimeZoned, formatSiteTimeOfDay, parseDayInput } from './site-time';

// These cases hold whatever process.env.TZ is: the run under TZ=Asia/Dhaka and TZ=UTC must agree.
describe('site time display (GMT+8, whatever the browser zone)', () => {
  it('shows a wire instant as DD/MM/YYYY HH:mm:ss in GMT+8', () => {
    expect(formatSiteDateTime('2026-11-27T02:08:00.000Z')).toBe('27/11/2026 10:08:00');
  });

  it('moves an instant after 16:00 UTC to the next day, month and year in GMT+8', () => {
    expect(formatSiteDateTime('2026-12-31T16:00:00.000Z')).toBe('01/01/2027 00:00:00');
    expect(formatSiteDate('2026-12-31T16:00:00.000Z')).toBe('01/01/2027');
    expect(formatSiteDate('2026-12-31T15:59:59.999Z')).toBe('31/12/2026');
    expect(formatSiteTimeOfDay('2026-12-31T15:59:59.999Z')).toBe('23:59:59');
  });

  it('takes a number or a Date as the same instant', () => {
    const ms = Date.UTC(2026, 1, 28, 20, 5, 9);
    expect(formatSiteDateTime(ms)).toBe('01/03/2026 04:05:09');
    expect(formatSiteDateTime(new Date(ms))).toBe('01/03/2026 04:05:09');
  });

  it('says the zone when a sentence needs it', () => {
    expect(formatSiteDateTimeZoned('2026-11-27T02:08:00.000Z')).toBe('27/11/2026 10:08:00 (GMT+8)');
  });

  it('never reads the old zone-less GMT+8 text as the browser local time: it is shown as it came', () => {
    expect(formatSiteDateTime('2026-11-27 10:08:00')).toBe('2026-11-27 10:08:00');
    expect(formatSiteDate('not a time')).toBe('not a time');
  });

  it('gives the same text for the same instant under any process zone', () => {
    const before = process.env.TZ;
    try {
      const seen = ['UTC', 'Asia/Dhaka', 'America/New_York', 'Asia/Kolkata'].map((zone) => {
        process.env.TZ = zone;
        return formatSiteDateTime('2026-11-27T18:30:00.000Z');
      });
      expect(new Set(seen)).toEqual(new Set(['28/11/2026 02:30:00']));
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('calendar days in the site order', () => {
  it('shows a wire day as DD/MM/YYYY, unchanged by any zone', () => {
    expect(formatDay('2026-11-21')).toBe('21/11/2026');
    expect(formatDay('')).toBe('');
  });

  it('reads dd/mm/yyyy (one-digit day and month too) as the wire day', () => {
    expect(parseDayInput('21/11/2026')).toBe('2026-11-21');
    expect(parseDayInput(' 1/2/2026 ')).toBe('2026-02-01');
  });

  it('refuses the US order, the wire order and dates that do not exist', () => {
    expect(parseDayInput('11/21/2026')).toBeNull();
    expect(parseDayInput('2026-11-21')).toBeNull();
    expect(parseDayInput('31/02/2026')).toBeNull();
    expect(parseDayInput('29/02/2025')).toBeNull();
    expect(parseDayInput('29/02/2024')).toBe('2024-02-29');
  });

  it('offers the same shape as a field pattern', () => {
    const whole = new RegExp(`^(?:${DAY_INPUT_PATTERN})$`);
    expect(whole.test('21/11/2026')).toBe(true);
    expect(whole.test('2026-11-21')).toBe(false);
  });
});
