import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PointRecordType, PointsRatio, RedemptionStatus, RewardType } from '../../api/schemas/points';
import { groupThousands } from '../../numbers/grouping';
import { formatAmount } from '../money/format';

/** Points as a grouped whole number ("1,570"), the same digits in every language like amounts. */
export const formatPoints = (n: number) => groupThousands(n);

/** "10 points = P 1.00" parts: the ratio's points and the money they buy. */
export const ratioText = (r: PointsRatio, symbol: string, scale: number) => ({ points: formatPoints(r.points), money: formatAmount(r.amount, symbol, scale) });

export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, MessageDescriptor> = {
  inProcess: msg`In Process`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export const RECORD_TYPE_LABELS: Record<PointRecordType, MessageDescriptor> = {
  earn: msg`Earned from bets`,
  vipLevelUp: msg`VIP level-up`,
  redeem: msg`Redeemed`,
  redeemRefund: msg`Redemption returned`,
  convert: msg`Converted to balance`,
  adjust: msg`Adjustment`,
};

export const REWARD_TYPE_LABELS: Record<RewardType, MessageDescriptor> = {
  voucher: msg`Voucher`,
  gadget: msg`Gadget`,
  experience: msg`Experience`,
};
