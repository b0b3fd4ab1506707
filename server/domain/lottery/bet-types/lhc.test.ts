import { describe, expect, it } from 'vitest';
import { LHC_BET_TYPES, WAVES, waveOf } from './lhc';

const type = (code: string) => LHC_BET_TYPES.find((b) => b.code === code)!;
const draw = (special: number) => ['10', '20', '30', '40', '41', '42', String(special).padStart(2, '0')];
const settle = (code: string, special: number, pick: string) => type(code).settle(draw(special), { position: null, picks: [pick] }).result;

describe('LHC settlement (the 7th number is the special)', () => {
  it('special number wins on the special only, not on the six', () => {
    expect(settle('SPECIAL_NUM', 17, '17')).toBe('won');
    expect(settle('SPECIAL_NUM', 17, '10')).toBe('lost');
  });

  it('the colour table covers 01–49 once: 17 red, 16 blue, 16 green', () => {
    const all = [...WAVES.RED, ...WAVES.BLUE, ...WAVES.GREEN].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect([WAVES.RED.length, WAVES.BLUE.length, WAVES.GREEN.length]).toEqual([17, 16, 16]);
    expect([waveOf(1), waveOf(3), waveOf(5), waveOf(46), waveOf(48), waveOf(49)]).toEqual(['RED', 'BLUE', 'GREEN', 'RED', 'BLUE', 'GREEN']);
  });

  it('special colour', () => {
    expect(settle('SPECIAL_COLOR', 7, 'RED')).toBe('won');
    expect(settle('SPECIAL_COLOR', 7, 'BLUE')).toBe('lost');
    expect(settle('SPECIAL_COLOR', 49, 'GREEN')).toBe('won');
  });

  it('special big/small: 25–48 big, 1–24 small, 49 refunds both sides', () => {
    expect(settle('SPECIAL_BS', 25, 'BIG')).toBe('won');
    expect(settle('SPECIAL_BS', 24, 'SMALL')).toBe('won');
    expect(settle('SPECIAL_BS', 24, 'BIG')).toBe('lost');
    expect(settle('SPECIAL_BS', 49, 'BIG')).toBe('void');
    expect(settle('SPECIAL_BS', 49, 'SMALL')).toBe('void');
  });

  it('special odd/even: 49 refunds both sides', () => {
    expect(settle('SPECIAL_OE', 47, 'ODD')).toBe('won');
    expect(settle('SPECIAL_OE', 48, 'EVEN')).toBe('won');
    expect(settle('SPECIAL_OE', 48, 'ODD')).toBe('lost');
    expect(settle('SPECIAL_OE', 49, 'ODD')).toBe('void');
    expect(settle('SPECIAL_OE', 49, 'EVEN')).toBe('void');
  });
});
