import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { claimedFixture, missionClaimInputFixture } from './reward-claim.fixtures';
import { rewardClaimMachine } from './reward-claim.machine';
import type { RewardClaimContext } from './reward-claim.types';

export const rewardClaimModel: ChartModel<typeof rewardClaimMachine> = {
  id: 'reward-claim',
  machine: rewardClaimMachine,
  input: missionClaimInputFixture,
  events: () => [
    { type: 'claim.submit' },
    { type: 'claim.retry' },
    { type: 'xstate.done.actor.claimReward', output: claimedFixture } as never,
    { type: 'xstate.error.actor.claimReward', error: new ApiError('server', 'mission.claimed', { status: 409 }), label: 'claimed meanwhile' } as never,
    { type: 'xstate.error.actor.claimReward', error: new ApiError('server', 'mission.unfinished', { status: 409 }), label: 'not finished' } as never,
    { type: 'xstate.error.actor.claimReward', error: new ApiError('network', 'network.abnormal'), label: 'offline' } as never,
  ],
  serialize: (s) => {
    const c = s.context as RewardClaimContext;
    return JSON.stringify({ v: s.value, k: c.requestId !== null, r: c.result !== null, e: c.errorKey });
  },
};
