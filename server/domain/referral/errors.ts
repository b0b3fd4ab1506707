import { MoneyError } from '../money/errors';

/**
 * Refusals of invite friends and missions (docs/engagement.md "Referral", "Missions"). They are
 * money-domain errors (rewards are money): server/wire/money-context.ts handle() maps the kind to a status.
 */
export const referralCodeInvalid = () =>
  new MoneyError('invalid', 'referral.code.invalid', 'no member has this referral code', { field: 'referralCode' });
export const referralUnknown = () => new MoneyError('notFound', 'referral.unknown', 'no such invitee of this member');
export const referralUnqualified = () => new MoneyError('conflict', 'referral.reward.unqualified', 'the invitee has not qualified its referrer for a reward yet');
export const referralClaimed = () => new MoneyError('conflict', 'referral.reward.claimed', 'this reward was already paid');
export const referralLimit = (max: number) => new MoneyError('conflict', 'referral.reward.limit', 'the referral reward limit is reached', { max });
export const missionUnknown = () => new MoneyError('notFound', 'mission.unknown', 'no such mission');
export const missionUnfinished = () => new MoneyError('conflict', 'mission.unfinished', 'the mission is not complete yet');
export const missionClaimed = () => new MoneyError('conflict', 'mission.claimed', 'this mission reward was already claimed for the period');
/** A time-out or self-exclusion is in force: no rewards (marketing) meanwhile (docs/engagement.md "Responsible gambling"). */
export const rewardsBlocked = () => new MoneyError('forbidden', 'reward.blocked', 'rewards are paused while a time-out or self-exclusion is in force');
export const claimsThrottled = () => new MoneyError('throttled', 'too.many.requests', 'too many claims; try again later');
