import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityStatus, PromotionCategory } from '../../api/schemas/promotions';
import { LIMITS } from '../../config/limits';
import { messageFor } from '../messages';

const MAX_MB = LIMITS.activityImageBytes / (1024 * 1024);
const MAX_IMAGES = LIMITS.activityImages;
const MAX_COMMENT = LIMITS.activityComment;

/** Translations of the promotions error codes (docs/engagement.md "Promotions"); others fall back to the shared ones. */
const PROMOTION_MESSAGES: Record<string, MessageDescriptor> = {
  'promotion.unknown': msg`This promotion does not exist or is no longer offered`,
  'promotion.not_started': msg`This promotion has not started yet`,
  'promotion.closed': msg`This promotion has ended`,
  'promotion.kind': msg`This promotion does not work that way`,
  'promotion.already': msg`You have already taken part in this promotion`,
  'promotion.application.open': msg`Your application for this promotion is under review`,
  'promotion.not_eligible': msg`This promotion is for new members only`,
  'promotion.vip_level': msg`This promotion is for a higher VIP level than yours`,
  'promotion.not_allowed': msg`Promotions are paused for your account while you take a break`,
  'promotion.comment.length': msg`The comment can have at most ${MAX_COMMENT} characters`,
  'promotion.image.count': msg`You can add at most ${MAX_IMAGES} images`,
  'promotion.image.type': msg`Only png or jpg images can be uploaded`,
  'promotion.image.size': msg`Each image can be at most ${MAX_MB} MB`,
};

export function promotionMessage(i18n: I18n, key: string | null | undefined): string | null {
  if (!key) return null;
  return i18n._(PROMOTION_MESSAGES[key] ?? messageFor(key));
}

export const CATEGORY_LABELS: Record<PromotionCategory | 'all', MessageDescriptor> = {
  all: msg`All`,
  newbie: msg`Newbie`,
  limited: msg`Limited`,
  specialOffer: msg`Special offer`,
  daily: msg`Daily`,
  highRebate: msg`High rebate`,
  vip: msg`VIP`,
};

/** SPEC §4 activity statuses. */
export const STATUS_LABELS: Record<ActivityStatus, MessageDescriptor> = {
  join: msg`Join`,
  claim: msg`Claim`,
  applying: msg`Applying`,
  closed: msg`Closed`,
  rejected: msg`Rejected`,
  issued: msg`Issued`,
  claimed: msg`Claimed`,
  process: msg`In progress`,
  joined: msg`Joined`,
  comingSoon: msg`Coming soon`,
};
