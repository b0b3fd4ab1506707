import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { pendingDepositFixture } from '../../machines/deposit/deposit.fixtures';
import { Deposit } from './money';
import { day, instant } from './time';

describe('wire times', () => {
  it('an instant is exactly what Date#toISOString gives (UTC, milliseconds, Z)', () => {
    expect(is('2026-11-27T02:08:00.000Z', instant())).toBe(true);
    expect(is(new Date(Date.UTC(2026, 10, 27, 2, 8)).toISOString(), instant())).toBe(true);
  });

  it('refuses the old GMT+8 text and other zones or shapes', () => {
    for (const text of ['2026-11-27 10:08:00', '2026-11-27T10:08:00+08:00', '2026-11-27T02:08:00Z', '2026-11-27T02:08:00.000', '2026-11-27', '', 1_764_209_280_000]) {
      expect(is(text, instant()), String(text)).toBe(false);
    }
  });

  it('refuses an instant that names no real moment', () => {
    expect(is('2026-02-30T00:00:00.000Z', instant())).toBe(false);
    expect(is('2026-11-27T24:00:00.000Z', instant())).toBe(false);
  });

  it('a day is yyyy-MM-dd and real', () => {
    expect(is('2026-11-21', day())).toBe(true);
    expect(is('2026-11-31', day())).toBe(false);
    expect(is('21/11/2026', day())).toBe(false);
    expect(is('2026-11-21T00:00:00.000Z', day())).toBe(false);
  });

  it('a deposit answer is read with its instants, and refused with the old createdAt text', () => {
    expect(is(pendingDepositFixture, Deposit)).toBe(true);
    expect(is({ ...pendingDepositFixture, createdAt: '2026-11-01 12:00:00' }, Deposit)).toBe(false);
  });
});
