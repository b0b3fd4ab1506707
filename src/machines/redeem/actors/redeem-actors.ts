import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { RedeemResult } from '../../../api/schemas/points';
import type { RedeemRequest, RedeemSetup } from '../redeem.types';

type Api = Pick<ApiClient, 'call'>;

/** Rewards, point balance, config and security info, together. */
export function createLoadRedeem(api: Api) {
  return fromPromise<RedeemSetup>(async ({ signal }) => {
    const [rewards, balance, config, security] = await Promise.all([
      api.call('pointRewards', { signal }),
      api.call('pointBalance', { signal }),
      api.call('pointConfig', { signal }),
      api.call('security', { signal }),
    ]);
    return {
      rewards: rewards.list,
      validBetTotal: rewards.validBetTotal,
      points: balance.points,
      hasPaymentPassword: security.hasPaymentPassword,
      maxQuantity: config.maxRedeemQuantity,
      redeemEnabled: config.redeemEnabled,
    };
  });
}

/** PTS_redeemReward (token, encrypted). */
export function createSubmitRedeem(api: Api) {
  return fromPromise<RedeemResult, RedeemRequest>(({ input, signal }) => api.call('pointRedeem', { body: input, signal }));
}
