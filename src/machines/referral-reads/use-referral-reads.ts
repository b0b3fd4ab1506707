import { useApiResource } from '../resource/use-resource';

/*
 * Invite friends (SPEC §2 referral). `version` counts the section's claims: after a claim the
 * invitation summary and the invitees are read again.
 */

/** The member's invitation code, its rules and what it has earned so far. */
export function useReferralInfo(version: number) {
  return useApiResource('referralInfo', undefined, String(version));
}

/** One page of the friends the member invited, with each one's reward. */
export function useInvitees(page: number, version: number) {
  return useApiResource('referralInvitees', { page }, String(version));
}
