/** Pages of the member center (SPEC §2), by the names the product uses. */
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
] as const;
export type MemberCenterPage = (typeof MEMBER_CENTER_PAGES)[number];

/** Every section component gets these: it may send the member to another section. */
export interface SectionProps {
  go: (page: MemberCenterPage) => void;
}
