import type { ApiClient } from '../../api/client';
import { createClaimReward } from './actors/claim-reward';
import { rewardClaimMachine } from './reward-claim.machine';

export interface RewardClaimDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createRewardClaimImplementations({ api }: RewardClaimDeps) {
  return { actors: { claimReward: createClaimReward(api) } };
}

export function createRewardClaimLogic(deps: RewardClaimDeps) {
  return rewardClaimMachine.provide(createRewardClaimImplementations(deps));
}
