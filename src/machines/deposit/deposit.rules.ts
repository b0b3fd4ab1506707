import type { FieldError } from '../../api/validation/validate';
import { amountError, amountOf } from '../money/money-form';
import type { DepositChannel, DepositContext, DepositRequest } from './deposit.types';

export function chosenChannel(c: Pick<DepositContext, 'channels' | 'channel'>): DepositChannel | null {
  return c.channels.find((ch) => ch.code === c.channel) ?? null;
}

/** The channel's min–max is checked here too (the server answers money.amount.limit otherwise). */
export function depositErrors(c: DepositContext): Partial<Record<'amount', FieldError>> {
  const channel = chosenChannel(c);
  const amount = amountError(c.amount, { min: channel?.min, max: channel?.max, scale: c.currency?.scale });
  return amount ? { amount } : {};
}

export function depositRequest(c: DepositContext): DepositRequest {
  return { requestId: c.requestId ?? '', channel: c.channel ?? '', amount: amountOf(c.amount, c.currency?.scale) };
}
