import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError } from '../../api/validation/validate';
import { moneyMessageFor } from '../money/money-messages';
import { formatRate } from './format';

/**
 * Error keys of the agent area (docs/agents.md "Errors"), else the money and site-wide ones.
 * Kept out of src/views/messages.ts: only the agent center (lazy) needs them.
 */
const AGENT_MESSAGES: Record<string, MessageDescriptor> = {
  'agent.only': msg`Non-agents cannot log in`,
  'agent.member.unknown': msg`This account is not in your team`,
  'register.username.exists': msg`This username is already taken`,
  'agent.rebate.invalid': msg`Please enter a percentage with at most two decimals`,
  'agent.rebate.max': msg({ message: 'The rebate cannot be higher than your own ({max})' }),
  'agent.rebate.range': msg({ message: 'The rebate must be between {min} and {max}' }),
  'agent.member.not_direct': msg`Only direct downlines can be changed`,
  'agent.member.type': msg`This account’s type cannot be changed by an upline`,
  'agent.member.has_downline': msg`An agent with a downline stays an agent`,
  // The report's range (checked here first; the server says the same).
  'agent.range.order': msg({ message: 'Please choose a valid date range (at most {days} days)' }),
  'agent.range.tooLong': msg({ message: 'Please choose a valid date range (at most {days} days)' }),
};

/** Field keys whose bounds are rebate groups (basis points, shown as percentages). */
const RATE_KEYS = new Set(['agent.rebate.max', 'agent.rebate.range']);

export function agentMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && AGENT_MESSAGES[key]) || moneyMessageFor(key);
}

export function agentErrorText(i18n: I18n, key: string | null | undefined): string | null {
  return key ? i18n._(agentMessageFor(key)) : null;
}

/** A field error, translated with its bounds (validation keys) or its rebate bounds (shown as percentages). */
export function agentFieldMessage(i18n: I18n, error: FieldError | null | undefined): string | null {
  if (!error) return null;
  const d = agentMessageFor(error.key);
  const p = error.params;
  const rate = RATE_KEYS.has(error.key);
  const bound = (n: number | undefined) => (rate ? formatRate(n ?? 0) : n);
  return i18n._(d.id, { bounds: p?.bounds ?? '', min: bound(p?.min), max: bound(p?.max) }, { message: d.message });
}
