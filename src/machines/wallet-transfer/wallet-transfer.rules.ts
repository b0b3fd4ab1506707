import type { FieldError } from '../../api/validation/validate';
import { amountError, amountOf, MAIN_WALLET } from '../money/money-form';
import type { WalletBalance, WalletTransferContext, WalletTransferRequest } from './wallet-transfer.types';

export function vendorWallets(balance: WalletBalance | null) {
  return balance?.wallets.filter((w) => w.code !== MAIN_WALLET) ?? [];
}

/** No vendor wallets to move money to: the member center says so instead of offering a form. */
export function isSingleWallet(balance: WalletBalance): boolean {
  return balance.isSingle || vendorWallets(balance).length === 0;
}

export function walletBalanceOf(balance: WalletBalance | null, code: string): number {
  return balance?.wallets.find((w) => w.code === code)?.balance ?? 0;
}

/**
 * GCS_walletTransfer moves money between MAIN and one vendor wallet. Picking MAIN on one side
 * when the other side is MAIN too swaps the pair (the vendor wallet moves across); picking a
 * vendor wallet on one side puts MAIN on the other. The pair is always valid, never one
 * wallet twice. Unknown codes change nothing.
 */
export function withWallet(c: Pick<WalletTransferContext, 'balance' | 'from' | 'to'>, side: 'from' | 'to', code: string) {
  const vendors = vendorWallets(c.balance).map((w) => w.code);
  if (code !== MAIN_WALLET && !vendors.includes(code)) return { from: c.from, to: c.to };
  const otherSide = side === 'from' ? 'to' : 'from';
  let other = c[otherSide];
  if (code === MAIN_WALLET && other === MAIN_WALLET) other = c[side] !== MAIN_WALLET ? c[side] : (vendors[0] ?? MAIN_WALLET);
  if (code !== MAIN_WALLET && other !== MAIN_WALLET) other = MAIN_WALLET;
  return side === 'from' ? { from: code, to: other } : { from: other, to: code };
}

/** Where a fresh form starts: main wallet → first vendor wallet. */
export function initialPair(balance: WalletBalance) {
  return { from: MAIN_WALLET, to: vendorWallets(balance)[0]?.code ?? MAIN_WALLET };
}

export function walletTransferErrors(c: WalletTransferContext): Partial<Record<'amount', FieldError>> {
  const amount = amountError(c.amount, {
    available: walletBalanceOf(c.balance, c.from),
    scale: c.balance?.currency.scale,
  });
  return amount ? { amount } : {};
}

export function walletTransferRequest(c: WalletTransferContext): WalletTransferRequest {
  return { requestId: c.requestId ?? '', from: c.from, to: c.to, amount: amountOf(c.amount, c.balance?.currency.scale) };
}
