import type { BetType, LotteryBet, PlacedLotteryBets } from '../../api/schemas/lottery';

/**
 * Bet types of each pick kind (src/api/schemas/lottery.ts PickSpec), stakes in minor units
 * (P 1.00 – P 10,000.00). lottery-slip.test.ts checks them against the wire schemas.
 */
export const bigSmallType: BetType = {
  code: 'SSC_BS',
  name: 'Big/Small',
  group: 'Big/Small',
  odds: 1.98,
  minStake: 1_00,
  maxStake: 10_000_00,
  pick: {
    kind: 'option',
    options: [
      { value: 'big', label: 'Big' },
      { value: 'small', label: 'Small', odds: 1.95 },
    ],
  },
};

/** SSC one digit at a chosen position: 0–9, one number. */
export const digitType: BetType = {
  code: 'SSC_DIGIT',
  name: 'Digit at a position',
  group: 'Positions',
  odds: 9.8,
  minStake: 1_00,
  maxStake: 5_000_00,
  pick: {
    kind: 'numbers',
    from: 0,
    to: 9,
    pad: 1,
    count: 1,
    positions: [
      { value: '1', label: '1st digit' },
      { value: '2', label: '2nd digit' },
      { value: '3', label: '3rd digit' },
      { value: '4', label: '4th digit' },
      { value: '5', label: '5th digit' },
    ],
  },
};

/** 11X5 any three in any order: three distinct of 01–11. */
export const pickThreeType: BetType = {
  code: '11X5_ANY3',
  name: 'Any three',
  group: 'Any order',
  odds: 19.5,
  minStake: 2_00,
  maxStake: 2_000_00,
  pick: { kind: 'numbers', from: 1, to: 11, pad: 2, count: 3 },
};

/** VN đề: the last two digits of the special prize, 00–99. */
export const deType: BetType = {
  code: 'VN_DE',
  name: 'Đề (special, last two)',
  group: 'Đề',
  odds: 70,
  minStake: 1_00,
  maxStake: 1_000_00,
  pick: { kind: 'numbers', from: 0, to: 99, pad: 2, count: 1 },
};

/** VN bao lô, three digits: 000–999 (the grid shows a hundred at a time). */
export const lo3Type: BetType = {
  code: 'VN_LO3',
  name: 'Bao lô 3 digits',
  group: 'Bao lô',
  odds: 900,
  minStake: 1_00,
  maxStake: 500_00,
  pick: { kind: 'numbers', from: 0, to: 999, pad: 3, count: 1 },
};

export const sscBetTypes: BetType[] = [bigSmallType, digitType];

export const slipInputFixture = { gameCode: 'SSC1', betTypes: sscBetTypes, numero: '20261120-0721' };

export const openBetFixture: LotteryBet = {
  reference: 'LB-1',
  gameCode: 'SSC1',
  gameName: 'SSC 1 minute',
  numero: '20261120-0721',
  betType: 'SSC_BS',
  betTypeName: 'Big/Small',
  position: null,
  picks: ['big'],
  stake: 10_00,
  odds: 1.98,
  status: 'open',
  payout: null,
  placedAt: '2026-11-20T11:59:30.000Z',
  settledAt: null,
};

/** The answer to a slip of one P 10.00 "big" bet. */
export const placedFixture: PlacedLotteryBets = { bets: [openBetFixture], balance: 490_00 };
