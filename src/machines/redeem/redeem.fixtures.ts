import type { PointReward, RedeemResult } from '../../api/schemas/points';
import type { RedeemSetup } from './redeem.types';

/** Three of the seeded rewards (server/db/seed-data/points.ts). */
export const rewardFixtures: PointReward[] = [
  { id: 'r_recharge', type: 'voucher', name: 'Mobile recharge ৳100', description: 'Airtime for any operator.', imageUrl: null, points: 500, amountRequirement: 0, stock: null },
  { id: 'r_grocery', type: 'voucher', name: 'Grocery voucher ৳500', description: 'A voucher code.', imageUrl: null, points: 2_000, amountRequirement: 0, stock: 0 },
  { id: 'r_watch', type: 'gadget', name: 'Smart watch', description: 'A fitness watch.', imageUrl: null, points: 20_000, amountRequirement: 2_000_000, stock: 5 },
];

export const redeemSetupFixture: RedeemSetup = {
  rewards: rewardFixtures,
  validBetTotal: 147_000,
  points: 1_570,
  hasPaymentPassword: true,
  maxQuantity: 10,
  redeemEnabled: true,
};

export const redeemResultFixture: RedeemResult = {
  redemption: {
    reference: 'PR261115K7Q2M9XA',
    rewardId: 'r_recharge',
    type: 'voucher',
    name: 'Mobile recharge ৳100',
    quantity: 2,
    pointsEach: 500,
    pointsTotal: 1_000,
    amountRequirement: 0,
    status: 'inProcess',
    remark: null,
    applyTime: '2026-11-15T04:00:00.000Z',
    decidedAt: null,
  },
  points: 570,
};
