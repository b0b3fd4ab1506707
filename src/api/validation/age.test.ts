import { describe, expect, it } from 'vitest';
import { birthdayError, yearsOld } from './age';

describe('birthday check (21+)', () => {
  const on = new Date('2026-03-01T04:00:00Z');
  it('counts whole years: the 21st birthday itself passes, the day before does not', () => {
    expect(yearsOld('2005-03-01', on)).toBe(21);
    expect(yearsOld('2005-03-02', on)).toBe(20);
    expect(birthdayError('2005-03-01', on)).toBeNull();
    expect(birthdayError('2005-03-02', on)).toEqual({ key: 'age.required' });
  });
  it('a malformed or unreal date gets the date errors first', () => {
    expect(birthdayError('2005-02-30', on)).toEqual({ key: 'validation.date' });
    expect(birthdayError('01-03-2005', on)?.key).toBe('validation.pattern.dateYmd');
  });
});
