import { describe, expect, it } from 'vitest';
import { VN_PRIZES } from '../numbers';
import type { Outcome } from './common';
import { VNN_BET_TYPES, VNS_BET_TYPES } from './vn';

/** A VNN draw: DB 12345, then prizes; three numbers end in 45, the G7 (two digits) "45" among them. */
const NORTH = ['12345', '00045', '11111', '22222', ...Array(6).fill('33333'), '4444', '5555', '6666', '7777', ...Array(6).fill('8888'), '999', '345', '000', '45', '10', '20', '30'];
/** A VNS draw: DB 654321, G8 (two digits) "21". */
const SOUTH = ['654321', '11111', '22222', '33333', '44444', ...Array(7).fill('55555'), '6666', '7777', '8888', '9999', '321', '21'];

const settle = (types: typeof VNN_BET_TYPES, code: string, numbers: string[], pick: string): Outcome =>
  types.find((b) => b.code === code)!.settle(numbers, { position: null, picks: [pick] });

describe('VN settlement', () => {
  it('the fixtures have the prize table’s shape: 27 numbers north, 18 south', () => {
    expect(NORTH).toHaveLength(27);
    expect(SOUTH).toHaveLength(18);
    expect(VN_PRIZES.VNN.flatMap((p) => Array(p.count).fill(p.digits))).toEqual(NORTH.map((n) => n.length));
    expect(VN_PRIZES.VNS.flatMap((p) => Array(p.count).fill(p.digits))).toEqual(SOUTH.map((n) => n.length));
  });

  it('đề wins on the last two digits of the special prize only', () => {
    expect(settle(VNN_BET_TYPES, 'DE', NORTH, '45')).toEqual({ result: 'won', hits: 1 });
    expect(settle(VNN_BET_TYPES, 'DE', NORTH, '11')).toEqual({ result: 'lost' });
    expect(settle(VNS_BET_TYPES, 'DE', SOUTH, '21')).toEqual({ result: 'won', hits: 1 });
  });

  it('bao lô 2 digits counts every prize number ending in the pick (paid per hit)', () => {
    expect(settle(VNN_BET_TYPES, 'LO2', NORTH, '45')).toEqual({ result: 'won', hits: 4 }); // 12345, 00045, 345, 45
    expect(settle(VNN_BET_TYPES, 'LO2', NORTH, '88')).toEqual({ result: 'won', hits: 6 });
    expect(settle(VNN_BET_TYPES, 'LO2', NORTH, '01')).toEqual({ result: 'lost' });
    expect(settle(VNS_BET_TYPES, 'LO2', SOUTH, '21')).toEqual({ result: 'won', hits: 3 });
  });

  it('bao lô 3 digits counts only prize numbers of three digits or more', () => {
    expect(settle(VNN_BET_TYPES, 'LO3', NORTH, '345')).toEqual({ result: 'won', hits: 2 }); // 12345, 345
    expect(settle(VNN_BET_TYPES, 'LO3', NORTH, '045')).toEqual({ result: 'won', hits: 1 }); // 00045; the G7 "45" does not count
    expect(settle(VNN_BET_TYPES, 'LO3', NORTH, '010')).toEqual({ result: 'lost' });
    expect(settle(VNS_BET_TYPES, 'LO3', SOUTH, '321')).toEqual({ result: 'won', hits: 2 }); // 654321, 321; the G8 "21" does not count
  });

  it('south odds are higher than north for bao lô (fewer numbers)', () => {
    const odds = (t: typeof VNN_BET_TYPES, c: string) => t.find((b) => b.code === c)!.odds;
    expect(odds(VNS_BET_TYPES, 'LO2')).toBeGreaterThan(odds(VNN_BET_TYPES, 'LO2'));
    expect(odds(VNS_BET_TYPES, 'LO3')).toBeGreaterThan(odds(VNN_BET_TYPES, 'LO3'));
  });
});
