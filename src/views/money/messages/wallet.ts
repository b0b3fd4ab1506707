import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Money message keys (docs/money.md error table) owned by the wallet views. */
export const WALLET_MESSAGES: Record<string, MessageDescriptor> = {
  'money.amount.invalid': msg`Please enter a valid amount`,
  'money.amount.limit': msg`The amount must be between {min} and {max}`,
  'money.balance.insufficient': msg`Insufficient balance`,
  'money.request_id.invalid': msg`Something went wrong, please try again later`,
  'money.idempotency.conflict': msg`This request was already submitted with other details`,
  'money.wallet.unknown': msg`Please choose a wallet`,
  'money.wallet.single': msg`This site has a single wallet`,
  'money.deposit.channel': msg`Please choose a payment channel`,
  'money.deposit.unknown': msg`Deposit request not found`,
  'money.deposit.state': msg`This deposit has already been decided`,
  'money.transfer.upline': msg`Transfers to your upline are not allowed for this account`,
  'money.transfer.downline': msg`This account is not one of your direct downlines`,
  'money.transfer.agent_only': msg`Only agents can transfer to a downline`,
};
