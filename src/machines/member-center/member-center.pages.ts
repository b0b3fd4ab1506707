/**
 * Pages of the member center (SPEC §2), by the names the product uses, in menu order. The
 * chart needs them, so they live here; views import them through
 * src/views/member-center/section-types.ts.
 */
export const MEMBER_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Responsible gambling (issue #7; docs/engagement.md): deposit limits, reality check, time-out, self-exclusion.
  'responsibleGambling',
] as const;
export type MemberCenterPage = (typeof MEMBER_CENTER_PAGES)[number];

/** SPEC §2: the member center opens to "my account" unless asked for another page. */
export const DEFAULT_PAGE: MemberCenterPage = 'securityCenter';
