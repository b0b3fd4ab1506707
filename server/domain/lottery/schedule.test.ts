import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from '../../db/seed-data/lottery';
import { checkGameClock, daySlots, type GameClock, slotsAfter } from './schedule';
import { zonedInstant } from './zone';

const iso = (d: Date) => d.toISOString();
const every5: GameClock = { timeZone: 'Asia/Dhaka', schedule: { kind: 'interval', seconds: 300 }, closeSeconds: 30 };
const every1: GameClock = { timeZone: 'Asia/Dhaka', schedule: { kind: 'interval', seconds: 60 }, closeSeconds: 10 };
const vnNorth: GameClock = { timeZone: 'Asia/Ho_Chi_Minh', schedule: { kind: 'daily', at: '18:15' }, closeSeconds: 300 };
const lhc: GameClock = { timeZone: 'Asia/Dhaka', schedule: { kind: 'daily', at: '21:30' }, closeSeconds: 300 };
const next = (g: GameClock, at: string, min = 2) => slotsAfter(g, new Date(at), { until: new Date(at), min });

describe('interval draws are numbered per local day of the game’s zone', () => {
  it('5-minute game in Dhaka (UTC+6) across local midnight: the midnight draw ends the day, 0001 starts the next', () => {
    // 17:57Z is 23:57 in Dhaka.
    const [a, b] = next(every5, '2026-03-01T17:57:00Z');
    expect([a!.numero, iso(a!.drawAt), iso(a!.closeAt), iso(a!.openAt)]).toEqual(['20260301-0288', '2026-03-01T18:00:00.000Z', '2026-03-01T17:59:30.000Z', '2026-03-01T17:54:30.000Z']);
    expect([b!.numero, iso(b!.drawAt), iso(b!.closeAt), iso(b!.openAt)]).toEqual(['20260302-0001', '2026-03-01T18:05:00.000Z', '2026-03-01T18:04:30.000Z', '2026-03-01T17:59:30.000Z']);
  });

  it('the local date, not the UTC date, names the draw: 19:00Z on 1 March is 01:00 on 2 March in Dhaka', () => {
    expect(next(every5, '2026-03-01T19:00:00Z')[0]!.numero).toBe('20260302-0013');
  });

  it('a 1-minute game has 1440 draws a day, the last at midnight', () => {
    const day = daySlots(every1, { y: 2026, m: 3, d: 1 });
    expect(day).toHaveLength(1440);
    expect(day[0]).toEqual(['20260301-0001', Date.parse('2026-02-28T18:01:00Z')]);
    expect(day.at(-1)).toEqual(['20260301-1440', Date.parse('2026-03-01T18:00:00Z')]);
  });

  it('a draw exactly at `after` is not “after” it; the next one is', () => {
    expect(next(every5, '2026-03-01T18:00:00Z')[0]!.numero).toBe('20260302-0001');
  });

  it('a zone behind UTC with daylight saving: New York’s 8 March 2026 has 23 hours, so 276 five-minute draws', () => {
    const ny: GameClock = { ...every5, timeZone: 'America/New_York' };
    const day = daySlots(ny, { y: 2026, m: 3, d: 8 });
    expect(day).toHaveLength(276);
    expect(day[0]![1]).toBe(Date.parse('2026-03-08T05:05:00Z'));
    expect(day.at(-1)![1]).toBe(Date.parse('2026-03-09T04:00:00Z'));
    // 03:00Z on 9 March is still 8 March (23:00) in New York.
    expect(next(ny, '2026-03-09T03:58:00Z').map((s) => s.numero)).toEqual(['20260308-0276', '20260309-0001']);
  });

  it('each draw opens when the one before closes, with no gap', () => {
    const slots = slotsAfter(every5, new Date('2026-03-01T17:00:00Z'), { until: new Date('2026-03-01T20:00:00Z'), min: 0 });
    expect(slots).toHaveLength(36);
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.openAt).toEqual(slots[i - 1]!.closeAt);
  });
});

describe('daily draws happen at the local time of the game’s zone', () => {
  it('Vietnam north at 18:15 Ho Chi Minh time (UTC+7) is 11:15Z; after it, the next is tomorrow’s', () => {
    const [today] = next(vnNorth, '2026-03-01T11:00:00Z');
    expect([today!.numero, iso(today!.drawAt), iso(today!.closeAt)]).toEqual(['20260301', '2026-03-01T11:15:00.000Z', '2026-03-01T11:10:00.000Z']);
    const [tomorrow] = next(vnNorth, '2026-03-01T11:20:00Z');
    expect([tomorrow!.numero, iso(tomorrow!.drawAt), iso(tomorrow!.openAt)]).toEqual(['20260302', '2026-03-02T11:15:00.000Z', '2026-03-01T11:10:00.000Z']);
  });

  it('Mark Six at 21:30 Dhaka: 19:00Z on 1 March is already 2 March locally, so the next draw is 2 March’s', () => {
    expect(next(lhc, '2026-03-01T15:00:00Z')[0]!.numero).toBe('20260301');
    expect(next(lhc, '2026-03-01T17:00:00Z')[0]!.numero).toBe('20260302');
    expect(next(lhc, '2026-03-01T19:00:00Z').map((s) => [s.numero, iso(s.drawAt)])).toEqual([
      ['20260302', '2026-03-02T15:30:00.000Z'],
      ['20260303', '2026-03-03T15:30:00.000Z'],
    ]);
  });

  it('a window of one hour still yields `min` daily draws', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(slotsAfter(vnNorth, at, { until: new Date(at.getTime() + 3_600_000), min: 2 })).toHaveLength(2);
    expect(slotsAfter(every5, at, { until: new Date(at.getTime() + 3_600_000), min: 2 })).toHaveLength(12);
  });
});

describe('game clocks', () => {
  it('every seeded game has a valid clock', () => {
    for (const g of LOTTERY_GAMES) expect(() => checkGameClock(g), g.code).not.toThrow();
  });

  it('refuses a close time not shorter than the interval, an interval not dividing the day, a bad zone', () => {
    expect(() => checkGameClock({ ...every5, closeSeconds: 300 })).toThrow();
    expect(() => checkGameClock({ ...every5, schedule: { kind: 'interval', seconds: 7 * 60 } })).toThrow();
    expect(() => checkGameClock({ ...every5, timeZone: 'Mars/Olympus' })).toThrow();
    expect(() => checkGameClock({ ...vnNorth, schedule: { kind: 'daily', at: '25:00' } })).toThrow();
  });

  it('local midnight in a zone', () => {
    expect(zonedInstant('Asia/Ho_Chi_Minh', { y: 2026, m: 1, d: 1 })).toBe(Date.parse('2025-12-31T17:00:00Z'));
  });
});
