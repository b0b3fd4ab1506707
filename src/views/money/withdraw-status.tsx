import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WithdrawalStatus } from '../../api/schemas/money';
import { formatSiteDateTimeZoned } from '../common/site-time';

/** A wire instant in the site's zone (GMT+8, as the header clock); a deadline says so, members may be elsewhere. */
export const siteTime = (iso: string) => formatSiteDateTimeZoned(iso);

/** Names of the withdrawal states (docs/money.md "Withdrawal states"). */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  rejected: msg`Rejected`,
  paid: msg`Paid, awaiting your confirmation`,
  received: msg`Received`,
  partlyReceived: msg`Partly received`,
  notReceived: msg`Not received`,
  autoReceived: msg`Received automatically`,
  refunded: msg`Refunded`,
  closed: msg`Closed`,
};

export function WithdrawalStatusText({ status }: { status: WithdrawalStatus }) {
  const { i18n } = useLingui();
  return <span className={`withdraw-status withdraw-status--${status}`}>{i18n._(WITHDRAWAL_STATUS_LABELS[status])}</span>;
}
