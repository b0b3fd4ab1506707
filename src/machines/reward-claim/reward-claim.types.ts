import type { RewardClaimed } from '../../api/schemas/referral';

/** What is claimed: a mission's reward (this period) or the reward of one invitee. */
export type ClaimTarget = { kind: 'mission'; missionId: string } | { kind: 'referral'; referralId: string };

export interface RewardClaimInput {
  target: ClaimTarget;
  /** The reward on offer (minor units), shown on the button. */
  reward: number;
}

export interface RewardClaimContext extends RewardClaimInput {
  /** The idempotency key: made on the first submit and kept for retries, so a lost answer never pays twice. */
  requestId: string | null;
  result: RewardClaimed | null;
  errorKey: string | null;
}

export type RewardClaimEvent = { type: 'claim.submit' } | { type: 'claim.retry' };

export interface ClaimRequest {
  target: ClaimTarget;
  requestId: string;
}

export type { RewardClaimed };
