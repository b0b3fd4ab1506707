import type { FieldError } from '../../api/validation/validate';
import { amountError, amountOf, MAIN_WALLET } from '../money/money-form';
import type { TransferInfo, UplineSetup, UplineTransferContext, UplineTransferField, UplineTransferRequest, WalletBalance } from './upline-transfer.types';

export function uplineSetup(info: TransferInfo, balance: WalletBalance): UplineSetup {
  return {
    upline: info.upline,
    allowed: info.toUpline && info.upline !== null,
    currency: balance.currency,
    available: balance.wallets.find((w) => w.code === MAIN_WALLET)?.balance ?? 0,
  };
}

export function uplineTransferErrors(c: UplineTransferContext): Partial<Record<UplineTransferField, FieldError>> {
  const errors: Partial<Record<UplineTransferField, FieldError>> = {};
  const amount = amountError(c.values.amount, { available: c.setup?.available ?? 0, scale: c.setup?.currency.scale });
  if (amount) errors.amount = amount;
  if (!c.values.paymentPassword) errors.paymentPassword = { key: 'validation.required' };
  return errors;
}

export function uplineTransferRequest(c: UplineTransferContext): UplineTransferRequest {
  return {
    requestId: c.requestId ?? '',
    amount: amountOf(c.values.amount, c.setup?.currency.scale),
    paymentPassword: c.values.paymentPassword,
  };
}
