import { onRewardSettled } from '../reward-claim/reward-signal';
import { useApiResource } from '../resource/use-resource';

/*
 * Invite friends (SPEC §2 referral). After a reward is settled (reward-signal.ts) the invitation
 * summary and the invitees read again.
 */

/** The member's invitation code, its rules and what it has earned so far. */
export function useReferralInfo() {
  return useApiResource('referralInfo', undefined, '', onRewardSettled);
}

/** One page of the friends the member invited, with each one's reward. */
export function useInvitees(page: number) {
  return useApiResource('referralInvitees', { page }, '', onRewardSettled);
}
