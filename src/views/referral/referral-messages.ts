import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { moneyMessageFor } from '../money/money-messages';

/** Error keys of invite friends and missions (docs/engagement.md "Referral", "Missions"). */
const REFERRAL_MESSAGES: Record<string, MessageDescriptor> = {
  'mission.claimed': msg`This reward was already claimed`,
  'mission.unfinished': msg`Finish the mission first`,
  'mission.unknown': msg`This mission is no longer offered`,
  'referral.reward.claimed': msg`This reward was already claimed`,
  'referral.reward.unqualified': msg`Your friend has not deposited enough yet`,
  'referral.reward.limit': msg`You have reached the limit of referral rewards`,
  'referral.unknown': msg`This invited member was not found`,
  'reward.blocked': msg`Rewards are paused during a time-out or self-exclusion`,
  'too.many.requests': msg`Too many requests, please try again in a minute`,
};

/** A referral or mission key's translation, else the money and site-wide ones. */
export function referralMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && REFERRAL_MESSAGES[key]) || moneyMessageFor(key);
}
