import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BetStatus, PostingType } from '../../api/schemas/money';
import { categoryMeta } from '../categories';
import { SiteTime } from '../common/site-time-view';
import { formatAmount } from '../money/format';

/** A record's instant as the header clock shows time (GMT+8, DD/MM/YYYY HH:mm:ss). */
export const RecordTime = SiteTime;

/** An amount, or a dash for one not known yet (an open bet's payout). */
export function Amount({ minor, symbol }: { minor: number | null; symbol: string }) {
  return <>{minor === null ? '—' : formatAmount(minor, symbol)}</>;
}

export const BET_STATUS_LABELS: Record<BetStatus, MessageDescriptor> = {
  open: msg`Unsettled`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
};

export const POSTING_TYPE_LABELS: Record<PostingType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  withdrawalReleased: msg`Withdrawal returned`,
  withdrawalRefund: msg`Withdrawal refund`,
  walletTransfer: msg`Wallet transfer`,
  uplineTransfer: msg`Upline transfer`,
  downlineTransfer: msg`Downline transfer`,
  betStake: msg`Bet`,
  betPayout: msg`Payout`,
  betVoid: msg`Voided bet refund`,
  bonus: msg`Bonus`,
  freeplayCredit: msg`Free-play credit`,
  raffle: msg`Raffle prize`,
  pointsConvert: msg`Points converted`,
  referralReward: msg`Referral reward`,
  missionReward: msg`Mission reward`,
  dividend: msg`Dividend`,
  dailySalary: msg`Daily salary`,
  hourlySalary: msg`Hourly salary`,
  realtimeSalary: msg`Real-time salary`,
};

export const MAIN_WALLET = msg`Main wallet`;

/** A game category's label (the bottom nav's), or its code when the site has no label for it. */
export function categoryLabel(code: string, translate: (d: MessageDescriptor) => string): string {
  const meta = categoryMeta(code);
  return meta ? translate(meta.label) : code;
}
