import { describe, expect, it } from 'vitest';
import { UI } from '../../config/constants';
import { formatClock, gmtLabel } from './clock';

describe('header clock formatting', () => {
  it('shows GMT+8 as DD/MM/YYYY HH:mm:ss', () => {
    // 16:05:09 UTC on 31 Jan is 00:05:09 on 1 Feb at GMT+8.
    expect(formatClock(Date.UTC(2025, 0, 31, 16, 5, 9))).toBe('01/02/2025 00:05:09');
  });

  it('pads every field to two digits', () => {
    expect(formatClock(new Date(Date.UTC(2025, 2, 3, 0, 0, 1)), 0)).toBe('03/03/2025 00:00:01');
  });

  it('uses the configured offset', () => {
    expect(UI.clockUtcOffsetHours).toBe(8);
    expect(gmtLabel()).toBe('GMT+8');
    expect(gmtLabel(-3)).toBe('GMT-3');
    expect(gmtLabel(5.5)).toBe('GMT+5:30');
  });
});
