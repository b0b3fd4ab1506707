import type { ApiClient } from '../../api/client';
import { createClaimReward } from './actors/claim-reward';
import { rewardClaimMachine } from './reward-claim.machine';
import type { RewardClaimed } from './reward-claim.types';
import { announceRewardSettled } from './reward-signal';

export interface RewardClaimDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createRewardClaimImplementations({ api }: RewardClaimDeps) {
  return {
    actors: { claimReward: createClaimReward(api) },
    actions: { announceSettled: (_: unknown, { paid }: { paid: RewardClaimed | null }) => announceRewardSettled(paid) },
  };
}

export function createRewardClaimLogic(deps: RewardClaimDeps) {
  return rewardClaimMachine.provide(createRewardClaimImplementations(deps));
}
