import type { LotteryType } from '../../../../src/api/schemas/lottery';
import { CHOOSE5_BET_TYPES } from './choose5';
import type { BetTypeDef } from './common';
import { LHC_BET_TYPES } from './lhc';
import { PK10_BET_TYPES } from './pk10';
import { SSC_BET_TYPES } from './ssc';
import { VNN_BET_TYPES, VNS_BET_TYPES } from './vn';

/** Every bet type of each lottery type, in menu order. */
export const BET_TYPES: Record<LotteryType, BetTypeDef[]> = {
  SSC: SSC_BET_TYPES,
  PK10: PK10_BET_TYPES,
  '11X5': CHOOSE5_BET_TYPES,
  LHC: LHC_BET_TYPES,
  VNN: VNN_BET_TYPES,
  VNS: VNS_BET_TYPES,
};

export function betTypeDef(type: LotteryType, code: string): BetTypeDef | undefined {
  return BET_TYPES[type].find((b) => b.code === code);
}
