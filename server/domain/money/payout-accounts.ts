import { randomUUID } from 'node:crypto';
import type { AddPayoutAccountRequest, PayoutAccount } from '../../../src/api/schemas/money';
import type { RegisterSetting } from '../../../src/api/schemas/system';
import { validateField } from '../../../src/api/validation/validate';
import type { Kysely } from 'kysely';
import type { Database, PayoutAccountRow } from '../../db/database';
import { wireInstant } from '../time';
import type { MerchantMoney, MoneyDeps } from './context';
import { badField, MoneyError, payoutAccountUnknown } from './errors';
import { verifyPaymentPassword } from './payment-password';

/** Payout accounts a member may keep. */
export const MAX_PAYOUT_ACCOUNTS = 5;
const ACCOUNT_NO = /^\d{6,30}$/;
const PAYEE_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'lettersSpaces', minLength: 2, maxLength: 64 };

/** Payee names are stored trimmed with single spaces, and compare case-insensitively (as the login challenge's bankAccountName does). */
export const normalizeName = (s: string) => s.trim().replace(/\s+/g, ' ');
export const sameName = (a: string, b: string) => normalizeName(a).toLowerCase() === normalizeName(b).toLowerCase();

export const maskAccountNo = (no: string) => `****${no.slice(-4)}`;

export function toPayoutAccount(r: PayoutAccountRow): PayoutAccount {
  return {
    id: r.id,
    kind: r.kind,
    provider: r.provider,
    providerName: r.provider_name,
    accountNoMasked: maskAccountNo(r.account_no),
    payeeName: r.payee_name,
    createdAt: wireInstant(r.created_at),
  };
}

export async function listPayoutAccounts(d: MoneyDeps, userId: string): Promise<PayoutAccount[]> {
  const rows = await d.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toPayoutAccount);
}

/** The member's own payout account; someone else's answers exactly like a missing one. */
export async function ownPayoutAccount(h: Kysely<Database>, userId: string, id: unknown): Promise<PayoutAccountRow> {
  const row = typeof id === 'string' && id.length <= 64 ? await h.selectFrom('payout_accounts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst() : undefined;
  if (!row) throw payoutAccountUnknown();
  return row;
}

/**
 * PUT /wps/member/payout-accounts. The payee name must be the member's registered payee name;
 * a member without one registers it with the first payout account (docs/money.md). At most
 * MAX_PAYOUT_ACCOUNTS; adding the same provider and number again answers the existing one.
 */
export async function addPayoutAccount(
  d: MoneyDeps,
  m: MerchantMoney,
  setting: RegisterSetting,
  userId: string,
  input: AddPayoutAccountRequest,
): Promise<PayoutAccount> {
  const provider = m.config.withdrawal.providers.find((p) => p.code === input.provider.trim().toUpperCase());
  if (!provider) throw new MoneyError('invalid', 'money.payout_account.provider', 'unknown payout provider', { field: 'provider' });
  const accountNo = input.accountNo.trim();
  if (!ACCOUNT_NO.test(accountNo)) throw new MoneyError('invalid', 'money.payout_account.number', 'account number must be 6-30 digits', { field: 'accountNo' });
  const payeeName = normalizeName(input.payeeName);
  const e = validateField({ ...(setting.fields.payeeName ?? PAYEE_FALLBACK), enabled: true }, payeeName, { required: true });
  if (e) throw badField('payeeName', e.key, e.params);
  await verifyPaymentPassword(d, userId, input.paymentPassword);

  const now = d.clock.now();
  return d.db.transaction().execute(async (tx) => {
    // The user row is the lock that serialises this member's additions (limit, first name).
    const user = await tx.selectFrom('users').select(['payee_name']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    if (user.payee_name !== null && !sameName(user.payee_name, payeeName)) {
      throw new MoneyError('invalid', 'money.payout_account.name', 'payee name differs from the registered payee name', { field: 'payeeName' });
    }
    const existing = await tx.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).execute();
    const same = existing.find((r) => r.provider === provider.code && r.account_no === accountNo);
    if (same) return toPayoutAccount(same);
    if (existing.length >= MAX_PAYOUT_ACCOUNTS) throw new MoneyError('conflict', 'money.payout_account.limit', `at most ${MAX_PAYOUT_ACCOUNTS} payout accounts`, { max: MAX_PAYOUT_ACCOUNTS });
    if (user.payee_name === null) await tx.updateTable('users').set({ payee_name: payeeName }).where('id', '=', userId).execute();
    const row = await tx
      .insertInto('payout_accounts')
      .values({
        id: randomUUID(),
        merchant_code: m.code,
        user_id: userId,
        provider: provider.code,
        provider_name: provider.name,
        kind: provider.kind,
        account_no: accountNo,
        payee_name: user.payee_name ?? payeeName,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPayoutAccount(row);
  });
}
