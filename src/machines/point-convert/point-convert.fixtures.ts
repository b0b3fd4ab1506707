import type { ConvertResult, PointConfig } from '../../api/schemas/points';
import type { ConvertSetup } from './point-convert.types';

/** The seeded merchant's rules (server/db/seed-data/points.ts): 10 points → P 1.00, at least 100. */
export const pointConfigFixture: PointConfig = {
  currency: { symbol: 'P', scale: 2 },
  earnValidBet: 100,
  convert: { enabled: true, ratio: { points: 10, amount: 100 }, minPoints: 100 },
  redeemEnabled: true,
  maxRedeemQuantity: 10,
  expires: false,
};

export const convertSetupFixture: ConvertSetup = { config: pointConfigFixture, points: 1_570, hasPaymentPassword: true };

export const convertResultFixture: ConvertResult = {
  reference: 'PC261115K7Q2M9XA',
  points: 500,
  amount: 5_000,
  ratio: { points: 10, amount: 100 },
  pointBalance: 1_070,
};
