import { describe, expect, it } from 'vitest';
import { balancesAfter, checkLegs, LedgerError } from './double-entry';

const leg = (id: string, amount: number) => ({ account: { id }, amount });
const refused = () => new Error('insufficient');

describe('checkLegs', () => {
  it('answers the legs in account id order, so every movement locks accounts in one order', () => {
    expect(checkLegs([leg('w:b', 5), leg('sys:a', -3), leg('w:a', -2)], 'ledger').map((l) => l.account.id)).toEqual(['sys:a', 'w:a', 'w:b']);
  });

  it('refuses fewer than two legs, naming the book', () => {
    expect(() => checkLegs([leg('a', 0)], 'point')).toThrow(new LedgerError('a point transaction needs at least two legs'));
  });

  it('refuses legs that do not sum to zero', () => {
    expect(() => checkLegs([leg('a', 5), leg('b', -4)], 'ledger')).toThrow(/sum to zero, got 1/);
  });

  it('refuses a zero, fractional or unsafe amount', () => {
    for (const bad of [0, 1.5, Number.MAX_SAFE_INTEGER + 1]) expect(() => checkLegs([leg('a', bad), leg('b', -bad)], 'ledger')).toThrow(LedgerError);
  });

  it('refuses one account twice', () => {
    expect(() => checkLegs([leg('a', 5), leg('a', -5)], 'ledger')).toThrow(/appears twice/);
  });
});

describe('balancesAfter', () => {
  const current = new Map([
    ['sys', { balance: 0, allowNegative: true }],
    ['w', { balance: 100, allowNegative: false }],
  ]);

  it("gives each leg's balance after the movement and leaves the locked balances as they were", () => {
    expect(balancesAfter([leg('sys', -40), leg('w', 40)], current, refused, 'ledger')).toEqual([
      { id: 'sys', amount: -40, balance: -40 },
      { id: 'w', amount: 40, balance: 140 },
    ]);
    expect(current.get('w')!.balance).toBe(100);
  });

  it('refuses with the book\'s own error a leg that takes a non-negative account below zero; a system account may go below', () => {
    expect(() => balancesAfter([leg('sys', 101), leg('w', -101)], current, refused, 'ledger')).toThrow('insufficient');
    expect(balancesAfter([leg('sys', 100), leg('w', -100)], current, refused, 'ledger')[1]!.balance).toBe(0);
  });

  it('refuses a leg on an account that was not locked', () => {
    expect(() => balancesAfter([leg('gone', 1), leg('w', -1)], current, refused, 'point')).toThrow(new LedgerError('point account gone is missing'));
  });
});
