import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillStatus, ContractKind, ContractStatus } from '../../api/schemas/agent';
import type { TierField } from '../../machines/contract/contract.types';
import { moneyMessageFor } from '../money/money-messages';

export const KIND_LABELS: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividend`,
  daily: msg`Daily salary`,
  hourly: msg`Hourly salary`,
  realtime: msg`Real-time salary`,
};

/** What the kind pays on, for the offer popup and the empty section. */
export const KIND_BASES: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`A share of your team's net loss in each dividend period.`,
  daily: msg`A share of your team's valid bets of each day.`,
  hourly: msg`A share of your team's valid bets of each hour.`,
  realtime: msg`A share of your team's valid bets, paid every 5 minutes.`,
};

export const STATUS_LABELS: Record<ContractStatus, MessageDescriptor> = {
  offered: msg`Offered`,
  valid: msg`Valid`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  terminated: msg`Terminated`,
};

/** Column and field names of a tier (SPEC §3 contract fields). */
export const FIELD_LABELS: Record<TierField, MessageDescriptor> = {
  periodValidBet: msg`Period valid bet`,
  periodProfitLoss: msg`Period profit and loss`,
  activeMembers: msg`Active members`,
  betDaily: msg`Bet amount daily`,
  betHourly: msg`Bet amount per hour`,
  winRate: msg`Win rate`,
  lossRate: msg`Loss rate`,
  singleBet: msg`Single bet`,
  rate: msg`Rate`,
};

export const PERIOD_LABELS: Record<string, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  semimonthly: msg`Semimonthly`,
  monthly: msg`Monthly`,
};

/** Who ended a contract (Contract.endedBy). */
export const ENDED_BY: Record<string, MessageDescriptor> = {
  upline: msg`Ended by the upline`,
  downline: msg`Ended by the downline`,
  platform: msg`Ended by the platform`,
  superseded: msg`Ended: the upline's new contract pays less than this one`,
  uplineEnded: msg`Ended: the upline's own contract ended`,
};

export const BILL_STATUS_LABELS: Record<BillStatus, MessageDescriptor> = {
  issued: msg`Issued`,
  partlyIssued: msg`Partly issued`,
  insufficientBalance: msg`Insufficient balance`,
  notReached: msg`Not reached`,
  rejected: msg`Rejected`,
};

/** What each bill status means (schemas/agent.ts BillStatus; docs/agents.md "Bills"). */
export const BILL_STATUS_HELP: Record<BillStatus, MessageDescriptor> = {
  issued: msg`Paid in full.`,
  partlyIssued: msg`The payer's balance covered only part of it; the rest is not carried over.`,
  insufficientBalance: msg`Nothing could be paid: the payer's balance was empty.`,
  notReached: msg`No tier was reached in the period: nothing was due.`,
  rejected: msg`The contract ended before the period closed: nothing was due.`,
};

/** Field refusals of the offer editor and the contract errors of the server. */
const CONTRACT_MESSAGES: Record<string, MessageDescriptor> = {
  'contract.downline.required': msg`Please choose a downline agent`,
  'contract.amount.invalid': msg`Please enter an amount, e.g. 1000 or 1000.50`,
  'contract.count.invalid': msg`Please enter a whole number above 0`,
  'contract.percent.invalid': msg({ message: 'Please enter a percentage above 0 and at most {max}, with at most two decimals' }),
  'contract.rate.exceeds': msg({ message: 'At these thresholds your own contract pays {max}: the rate may not be higher' }),
  'contract.tiers.required': msg`Please add at least one tier`,
  'contract.tiers.duplicate': msg`Two tiers have the same thresholds`,
  'agent.only': msg`Non-agents cannot log in`,
  'agent.member.unknown': msg`No such member in your downline`,
  'agent.contract.disabled': msg`This kind of contract is not enabled`,
  'agent.contract.unknown': msg`This contract no longer exists`,
  'agent.contract.state': msg`This contract changed meanwhile; please look again`,
  'agent.contract.side': msg`Only the other party may do this`,
  'agent.contract.pending': msg`An offer of this kind to this agent is already waiting for an answer`,
  'agent.contract.no_own': msg`You can offer this kind of contract only while your own is valid`,
  'agent.contract.upline_invalid': msg`Your upline no longer has a valid contract of this kind`,
  'agent.contract.rate_exceeds': msg({ message: 'A tier pays more than your own contract at the same thresholds (at most {max} there)' }),
  'agent.contract.tiers': msg`Please check this value`,
  'agent.contract.direct_only': msg`Contracts can be offered to direct downlines only`,
  'agent.contract.not_agent': msg`Contracts can be offered to agents only`,
};

/** A contract key's translation, else the money or site-wide one. */
export function contractMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && CONTRACT_MESSAGES[key]) || moneyMessageFor(key);
}
