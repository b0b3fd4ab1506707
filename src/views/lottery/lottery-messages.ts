import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SlipError } from '../../machines/lottery-slip/lottery-slip.types';
import { formatAmount } from '../money/format';
import { messageFor } from '../messages';

/**
 * Lottery message keys: the slip's checks (lottery-slip.rules.ts SLIP_KEYS) and the server's
 * refusals of a slip. Site-wide keys (network, session, in_need_true_account) fall through to
 * src/views/messages.ts.
 */
const LOTTERY_MESSAGES: Record<string, MessageDescriptor> = {
  'lottery.betType.required': msg`Choose a bet type`,
  'lottery.position.required': msg`Choose a position`,
  'lottery.option.required': msg`Choose an option`,
  'lottery.picks.count': msg({ message: 'Choose exactly {count} numbers' }),
  'lottery.stake.required': msg`Enter a stake`,
  'lottery.stake.limit': msg({ message: 'The stake must be between {min} and {max}' }),
  'lottery.slip.full': msg({ message: 'A slip holds at most {max} bets' }),
  'lottery.slip.empty': msg`Add at least one bet to the slip`,
  'lottery.draw.closed': msg`Sales for this draw are closed`,
  'lottery.bet.invalid': msg`A bet was refused. Check it and try again.`,
  'lottery.bet.stake': msg`A stake is outside its bet type’s limits. Check it and try again.`,
  'lottery.draw.unknown': msg`This draw is not available`,
  'lottery.game.unknown': msg`This game is not available`,
  'game.unknown': msg`This game is not available`,
  'money.amount.invalid': msg`Please enter a valid amount`,
  'money.balance.insufficient': msg`Insufficient balance`,
  'money.idempotency.conflict': msg`This slip was already sent with other bets. Please place it again.`,
};

/** Params that are amounts in minor units, shown with the currency. */
const AMOUNT_PARAMS = new Set(['min', 'max']);
const AMOUNT_KEYS = new Set(['lottery.stake.limit']);

export function lotteryMessageFor(key: string | null | undefined): MessageDescriptor {
  return (key && LOTTERY_MESSAGES[key]) || messageFor(key);
}

/** A slip error or server key, translated; stake bounds formatted with the currency. */
export function lotteryText(i18n: I18n, error: SlipError | string | null | undefined, symbol = ''): string | null {
  if (!error) return null;
  const { key, params = {} } = typeof error === 'string' ? { key: error } : error;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = AMOUNT_KEYS.has(key) && AMOUNT_PARAMS.has(name) ? formatAmount(value, symbol) : value;
  }
  const descriptor = lotteryMessageFor(key);
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
