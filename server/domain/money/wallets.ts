import type { Kysely } from 'kysely';
import type { MerchantWallet, TransferResult, WalletBalance, WalletEntry } from '../../../src/api/schemas/money';
import type { Database } from '../../db/database';
import { balanceCaches, ReadCache } from '../read-cache';
import { parseAmount, parseRequestId, toMinor } from './amounts';
import type { MerchantMoney, MoneyDeps } from './context';
import { MoneyError } from './errors';
import { idempotent } from './idempotency';
import { ledgerAccount, MAIN_WALLET, post } from './ledger';
import { newReference } from './references';

export const MAIN_WALLET_NAME = 'Main wallet';

/** The member's wallets on this merchant: MAIN, then the vendor wallets (none on a single-wallet merchant). */
export function walletList(m: MerchantMoney): { code: string; name: string }[] {
  return [{ code: MAIN_WALLET, name: MAIN_WALLET_NAME }, ...(m.config.isSingle ? [] : m.config.vendorWallets)];
}

export function isWallet(m: MerchantMoney, code: string): boolean {
  return walletList(m).some((w) => w.code === code);
}

/** A member's wallet balances by wallet code (minor units), as read from ledger_accounts. */
export type WalletBalances = ReadonlyMap<string | null, number>;

/** Wallet balances by user id (display only: every movement re-reads balances under row locks). */
export type BalanceCache = ReadCache<string, WalletBalances, string>;

/**
 * The app's balance cache (BALANCE_CACHE_MS; 0 disables it). ledger.post() and
 * ledgerTransaction() invalidate every user whose accounts a posting touched.
 */
export function newBalanceCache(ttlMs: number, now: () => number): BalanceCache {
  return balanceCaches.add(new ReadCache<string, WalletBalances, string>({ ttlMs, now }));
}

async function readBalances(h: Kysely<Database>, userId: string): Promise<WalletBalances> {
  const rows = await h.selectFrom('ledger_accounts').select(['wallet_code', 'balance']).where('user_id', '=', userId).where('kind', '=', 'wallet').execute();
  return new Map(rows.map((r) => [r.wallet_code, toMinor(r.balance)]));
}

/**
 * GET /wps/v2/wallets/balance. Wallets never used read 0. `h` may be the movement's
 * transaction: the cache is never used then (the answer must be what this transaction sees).
 */
export async function walletBalance(h: Kysely<Database>, m: MerchantMoney, userId: string, cache?: BalanceCache): Promise<WalletBalance> {
  const byCode = cache && !h.isTransaction ? await cache.read(userId, async () => ({ value: await readBalances(h, userId), tag: userId })) : await readBalances(h, userId);
  const wallets: WalletEntry[] = walletList(m).map((w) => ({ code: w.code, name: w.name, balance: byCode.get(w.code) ?? 0 }));
  return {
    sumBalance: wallets.reduce((s, w) => s + w.balance, 0),
    currency: m.currency,
    isSingle: m.config.isSingle,
    wallets,
  };
}

/** The relay merchant wallet (SPEC §7): which wallets exist, whether the merchant is single-wallet. */
export function merchantWallet(m: MerchantMoney): MerchantWallet {
  return { isSingle: m.config.isSingle, currency: m.currency, wallets: walletList(m) };
}

/**
 * GCS_walletTransfer: MAIN → a vendor wallet or back, exactly once per requestId.
 * money.wallet.single on a single-wallet merchant; money.wallet.unknown unless exactly one
 * side is MAIN and the other one of the merchant's vendor wallets.
 */
export async function walletTransfer(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; from: unknown; to: unknown; amount: unknown },
): Promise<TransferResult> {
  const requestId = parseRequestId(input.requestId);
  const amount = parseAmount(input.amount);
  if (m.config.isSingle) throw new MoneyError('conflict', 'money.wallet.single', 'this merchant has a single wallet');
  const from = typeof input.from === 'string' ? input.from.trim().toUpperCase() : '';
  const to = typeof input.to === 'string' ? input.to.trim().toUpperCase() : '';
  const vendor = from === MAIN_WALLET ? to : to === MAIN_WALLET ? from : null;
  if (!vendor || vendor === MAIN_WALLET || !isWallet(m, vendor)) {
    throw new MoneyError('invalid', 'money.wallet.unknown', 'transfers go between MAIN and one of the vendor wallets', { from, to });
  }
  const at = d.clock.now();
  return idempotent(d.db, { userId, key: requestId, scope: 'walletTransfer', params: { from, to, amount } }, at, async (tx) => {
    const posted = await post(tx, {
      merchantCode: m.code,
      kind: 'walletTransfer',
      reference: newReference('T', at),
      userId,
      note: `${from} → ${to}`,
      at,
      legs: [
        { account: ledgerAccount.wallet(m.code, userId, from), amount: -amount },
        { account: ledgerAccount.wallet(m.code, userId, to), amount },
      ],
    });
    return { transactionId: posted.transactionId, balance: await walletBalance(tx, m, userId) };
  });
}
