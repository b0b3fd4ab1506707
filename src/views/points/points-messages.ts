import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldError } from '../../api/validation/validate';
import { moneyMessageFor } from '../money/money-messages';

/**
 * Points error keys (docs/engagement.md "Points"). Kept out of src/views/messages.ts: only the
 * points mall (lazily loaded) shows them. Anything else falls back to the money and site-wide keys
 * (wrong payment password, idempotency, network, in_need_true_account…).
 */
const POINTS_MESSAGES: Record<string, MessageDescriptor> = {
  'points.balance.insufficient': msg`You do not have enough points`,
  'points.amount.invalid': msg`Enter a whole number of points`,
  'points.quantity.invalid': msg({ message: 'Choose a quantity from 1 to {max}' }),
  'points.convert.step': msg({ message: 'Convert at least {min} points, in steps of {step}' }),
  'points.reward.unknown': msg`This reward is no longer available`,
  'points.reward.stock': msg`Not enough of this reward is left`,
  'points.reward.requirement': msg`Your valid bets do not meet this reward's requirement yet`,
  'points.redeem.disabled': msg`Redeeming rewards is paused right now`,
  'points.convert.disabled': msg`Converting points is paused right now`,
};

export function pointsMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && POINTS_MESSAGES[key]) || moneyMessageFor(key);
}

/** A field error of the points forms, translated with its values (the most units, the conversion step). */
export function pointsFieldMessage(i18n: I18n, error: FieldError | null | undefined, values: Record<string, unknown> = {}): string | null {
  if (!error) return null;
  const d = pointsMessageFor(error.key);
  return i18n._(d.id, { bounds: error.params?.bounds ?? '', ...values }, { message: d.message });
}

export function pointsErrorText(i18n: I18n, key: string | null | undefined, values: Record<string, unknown> = {}): string | null {
  if (!key) return null;
  const d = pointsMessageFor(key);
  return i18n._(d.id, values, { message: d.message });
}
