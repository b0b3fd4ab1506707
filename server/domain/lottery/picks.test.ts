import { describe, expect, it } from 'vitest';
import { BET_TYPES, betTypeDef } from './bet-types';
import { pickProblem } from './picks';

const def = (type: keyof typeof BET_TYPES, code: string) => betTypeDef(type, code)!;

describe('a bet’s picks are checked against its type', () => {
  it('a positioned type needs one of its positions; an unpositioned one none', () => {
    expect(pickProblem(def('SSC', 'POS_DIGIT'), null, ['3'])).toEqual({ field: 'position', reason: 'position' });
    expect(pickProblem(def('SSC', 'POS_DIGIT'), '6', ['3'])).toEqual({ field: 'position', reason: 'position' });
    expect(pickProblem(def('SSC', 'POS_DIGIT'), '5', ['3'])).toBeNull();
    expect(pickProblem(def('SSC', 'SUM_BS'), '1', ['BIG'])).toEqual({ field: 'position', reason: 'position' });
  });

  it('an option type takes exactly one of its options', () => {
    expect(pickProblem(def('SSC', 'SUM_BS'), null, ['BIG'])).toBeNull();
    expect(pickProblem(def('SSC', 'SUM_BS'), null, ['HUGE'])).toEqual({ field: 'picks', reason: 'option' });
    expect(pickProblem(def('SSC', 'SUM_BS'), null, ['BIG', 'SMALL'])).toEqual({ field: 'picks', reason: 'count' });
    expect(pickProblem(def('SSC', 'SUM_BS'), null, [])).toEqual({ field: 'picks', reason: 'count' });
  });

  it('a numbers type takes exactly `count` distinct padded numbers in range', () => {
    const any3 = def('11X5', 'ANY_3');
    expect(pickProblem(any3, null, ['01', '05', '11'])).toBeNull();
    expect(pickProblem(any3, null, ['01', '05'])).toEqual({ field: 'picks', reason: 'count' });
    expect(pickProblem(any3, null, ['01', '5', '11'])).toEqual({ field: 'picks', reason: 'format' });
    expect(pickProblem(any3, null, ['01', '05', '12'])).toEqual({ field: 'picks', reason: 'range' });
    expect(pickProblem(any3, null, ['00', '05', '11'])).toEqual({ field: 'picks', reason: 'range' });
    expect(pickProblem(any3, null, ['01', '05', '05'])).toEqual({ field: 'picks', reason: 'duplicate' });
    expect(pickProblem(def('VNN', 'LO3'), null, ['007'])).toBeNull();
    expect(pickProblem(def('VNN', 'LO3'), null, ['7'])).toEqual({ field: 'picks', reason: 'format' });
    expect(pickProblem(def('LHC', 'SPECIAL_NUM'), null, ['50'])).toEqual({ field: 'picks', reason: 'range' });
  });

  it('every type of every lottery accepts a well-formed pick of its own', () => {
    for (const [type, defs] of Object.entries(BET_TYPES)) {
      for (const d of defs) {
        const position = d.positions?.[0]?.value ?? null;
        const picks = d.pick.kind === 'option' ? [d.pick.options[0]!.value] : Array.from({ length: d.pick.count }, (_, i) => String(d.pick.kind === 'numbers' ? d.pick.from + i : 0).padStart(d.pick.kind === 'numbers' ? d.pick.pad : 0, '0'));
        expect(pickProblem(d, position, picks), `${type} ${d.code}`).toBeNull();
      }
    }
  });
});
