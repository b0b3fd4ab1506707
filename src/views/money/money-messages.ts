import type { MessageDescriptor } from '@lingui/core';
import { hasMessage, messageFor } from '../messages';
import { PROTECTION_MESSAGES } from './messages/protection';
import { RECHECK_MESSAGES } from './messages/recheck';
import { RECORDS_MESSAGES } from './messages/records';
import { WALLET_MESSAGES } from './messages/wallet';
import { WITHDRAWAL_MESSAGES } from './messages/withdrawal';

/**
 * Money error keys (docs/money.md). Kept out of src/views/messages.ts: only the member center
 * (lazily loaded) needs them, and the home route's JavaScript has a budget.
 */
const MONEY_MESSAGES: Record<string, MessageDescriptor> = { ...WALLET_MESSAGES, ...WITHDRAWAL_MESSAGES, ...RECORDS_MESSAGES, ...PROTECTION_MESSAGES, ...RECHECK_MESSAGES };

/** A money key's translation, else the site-wide one (network, session, in_need_true_account…). */
export function moneyMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && MONEY_MESSAGES[key]) || messageFor(key);
}

export function hasMoneyMessage(key: string): boolean {
  return key in MONEY_MESSAGES || hasMessage(key);
}
