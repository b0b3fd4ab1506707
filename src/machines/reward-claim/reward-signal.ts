import type { RewardClaimed } from './reward-claim.types';

/**
 * "A reward is settled" (paid now, or found paid already; the reward-claim chart announces it as it
 * ends): the missions, the referral summary and invitees, and the mission badge read again
 * (their read hooks' `staleOn`), and the section says what was paid. Module-level like
 * redeem/points-signal.ts, so the claim chart stays independent of where those views live.
 */
type Listener = (paid: RewardClaimed | null) => void;
const listeners = new Set<Listener>();

export function onRewardSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `paid`: what was paid now; null when it had been paid already. */
export function announceRewardSettled(paid: RewardClaimed | null): void {
  for (const l of [...listeners]) l(paid);
}
