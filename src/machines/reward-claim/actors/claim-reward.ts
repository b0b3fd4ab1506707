import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ClaimRequest, RewardClaimed } from '../reward-claim.types';

type Api = Pick<ApiClient, 'call'>;

/** POST /wps/mission/claim or /wps/referral/reward, by what is claimed. */
export function createClaimReward(api: Api) {
  return fromPromise<RewardClaimed, ClaimRequest>(({ input, signal }) =>
    input.target.kind === 'mission'
      ? api.call('missionClaim', { body: { requestId: input.requestId, missionId: input.target.missionId }, signal })
      : api.call('referralClaim', { body: { requestId: input.requestId, referralId: input.target.referralId }, signal }),
  );
}
