/** Business constants of one area (src/config/constants.ts says why they are a module of their own). */

/** Promotions, activities, apply form, raffle and bonuses (issue #7; docs/engagement.md "Promotions"). */
export const PROMOTIONS = {
  /** The six categories of SPEC §2, in the order of the page's tabs. */
  categories: ['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip'],
  /** A newbie promotion is for members registered at most this many days ago. Not in the spec. */
  newbieDays: 30,
  /** Apply forms a member may send per hour (throttled before the images are read). Not in the spec. */
  appliesPerHour: 10,
  /** Claims, joins and draws a member may make per minute. Not in the spec. */
  actionsPerMinute: 20,
  /** Applications the reward center lists (newest first). Not in the spec. */
  rewardCenterApplications: 20,
  /** Rewards the reward center lists (newest first). Not in the spec. */
  rewardCenterBonuses: 50,
  /** Allowed image types of the apply form (judged by the bytes on the server; SPEC §5). */
  imageTypes: ['image/png', 'image/jpeg'],
} as const;
