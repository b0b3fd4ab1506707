import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { withContentCatalog } from '../content/content-catalog';
import { loadMemberCatalog } from './member-catalog';
import type { MemberCenterPage, SectionProps } from './section-types';

/** Menu labels (SPEC §2 names each page). */
export const PAGE_LABELS: Record<MemberCenterPage, MessageDescriptor> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdrawal`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward center`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Mission activity`,
  messageV2: msg`Platform messages`,
  responsibleGambling: msg`Responsible gambling`,
};

/**
 * A page's section. Its code is fetched by the member-center chart (`load`, with the chart's
 * time-out and retry); `component()` is the section once it has arrived, else null.
 */
export interface Section {
  load: () => Promise<void>;
  component: () => ComponentType<SectionProps> | null;
}

/** A section arrives with the member center's message catalog (locales/<locale>/member.po). */
function lazySection(load: () => Promise<ComponentType<SectionProps>>): Section {
  let component: ComponentType<SectionProps> | null = null;
  return {
    load: async () => {
      const [loaded] = await Promise.all([load(), loadMemberCatalog()]);
      component ??= loaded;
    },
    component: () => component,
  };
}

/** Each page's section in its own chunk; the money ones are src/views/money's, the records ours. */
export const SECTIONS: Record<MemberCenterPage, Section> = {
  securityCenter: lazySection(() => import('../money/security-center').then((m) => m.SecurityCenterSection)),
  transferFund: lazySection(() => import('../money/wallet-section').then((m) => m.WalletSection)),
  depositv2: lazySection(() => import('../money/deposit-section').then((m) => m.DepositSection)),
  withdraw: lazySection(() => import('../money/withdraw-section').then((m) => m.WithdrawSection)),
  transferUpline: lazySection(() => import('../money/transfer-upline-section').then((m) => m.TransferUplineSection)),
  personalHistoryCopy: lazySection(() => import('../records/betting-record').then((m) => m.BettingRecordSection)),
  transactionHistory: lazySection(() => import('../records/account-record').then((m) => m.AccountRecordSection)),
  personalProfit: lazySection(() => import('../records/personal-profit').then((m) => m.PersonalProfitSection)),
  bonusDetails: lazySection(() => import('../records/bonus-details').then((m) => m.BonusDetailsSection)),
  // The reward center brings the promotions' messages (src/views/promotions).
  rewardCenter: lazySection(() => import('../promotions/reward-center').then((m) => m.loadRewardCenter())),
  // Invite friends and missions bring their own messages (src/views/referral).
  referral: lazySection(() => import('../referral/referral-section').then((m) => m.loadReferralSection())),
  missionLeaderboard: lazySection(() => import('../referral/missions-section').then((m) => m.loadMissionsSection())),
  // Platform messages come with the content screens' messages too (src/views/content).
  messageV2: lazySection(withContentCatalog(() => import('../content/messages-section').then((m) => m.MessagesSection))),
  // Responsible gambling brings its own messages (src/views/care).
  responsibleGambling: lazySection(() =>
    Promise.all([import('../care/care-section'), import('../care/care-catalog').then((m) => m.loadCareCatalog())]).then(([m]) => m.ResponsibleGamblingSection),
  ),
};
