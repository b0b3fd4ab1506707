import { POINTS } from '../../../src/config/points';
import { MoneyError } from '../money/errors';

/**
 * Refusals of the points domain. They are MoneyErrors (same kinds, same mapping to HTTP in
 * server/wire/money-context.ts handle()) with their own `points.*` codes (docs/engagement.md "Points").
 */
export const pointsInsufficient = () => new MoneyError('conflict', 'points.balance.insufficient', 'not enough points');

export const badPoints = (field = 'points') =>
  new MoneyError('invalid', 'points.amount.invalid', `points must be a whole number from 1 to ${POINTS.maxPoints}`, { field });

export const badQuantity = () =>
  new MoneyError('invalid', 'points.quantity.invalid', `quantity must be a whole number from 1 to ${POINTS.maxRedeemQuantity}`, {
    field: 'quantity',
    max: POINTS.maxRedeemQuantity,
  });

export const rewardUnknown = () => new MoneyError('notFound', 'points.reward.unknown', 'no such reward');
export const rewardOutOfStock = (stock: number) => new MoneyError('conflict', 'points.reward.stock', 'not enough of this reward left', { stock });
export const rewardRequirement = (amountRequirement: number, validBetTotal: number) =>
  new MoneyError('conflict', 'points.reward.requirement', 'the reward needs more valid bets', { amountRequirement, validBetTotal });
export const redemptionUnknown = () => new MoneyError('notFound', 'points.redemption.unknown', 'no such redemption');
export const redemptionState = (status: string) =>
  new MoneyError('conflict', 'points.redemption.state', `not allowed while the redemption is ${status}`, { status });
export const featureOff = (what: 'redeem' | 'convert') => new MoneyError('forbidden', `points.${what}.disabled`, `points ${what} is switched off`);
export const convertStep = (ratio: { points: number }, minPoints: number) =>
  new MoneyError('invalid', 'points.convert.step', 'convert whole steps of the ratio, at least the minimum', {
    field: 'points',
    step: ratio.points,
    min: minPoints,
  });
