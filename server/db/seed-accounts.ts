import type { Kysely } from 'kysely';
import { defaultMoneySettings, OWASP_ARGON2 } from '../config';
import { loadFactorKeys, sealSecret } from '../domain/auth/factor-secrets';
import { PasswordHasher } from '../domain/auth/passwords';
import { placeBet, settleBet } from '../domain/money/bets';
import { creditPromotion } from '../domain/money/bonuses';
import { loadMerchantMoney, type MerchantMoney, type MoneyDeps } from '../domain/money/context';
import { approveDeposit, createDeposit } from '../domain/money/deposits';
import { MoneyError } from '../domain/money/errors';
import { idempotent } from '../domain/money/idempotency';
import { walletTransfer } from '../domain/money/wallets';
import type { Database } from './database';
import { json } from './json';
import { ACCOUNTS } from './seed-data/accounts';
import { DEMO_PAYMENT_PASSWORD, MONEY_SEEDS, PAYMENT_PASSWORD_SEEDS, PAYOUT_SEEDS } from './seed-data/money';

/** Stable ids so a re-run recognises its own rows (`<merchant>-<key>`). */
export const seedUserId = (merchantCode: string, key: string) => `${merchantCode}-${key}`;

/** Idempotent: hashes and inserts only the demo accounts that are missing. */
export async function seedAccounts(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const ids = ACCOUNTS.map((a) => seedUserId(merchantCode, a.key));
  const existing = new Set((await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const missing = ACCOUNTS.filter((a) => !existing.has(seedUserId(merchantCode, a.key)));
  if (!missing.length) return;
  const hasher = new PasswordHasher(OWASP_ARGON2);
  const hashes = await Promise.all(missing.map((a) => hasher.hash(a.password)));
  // Agents first: players reference their upline.
  const ordered = missing.map((a, i) => ({ a, hash: hashes[i]! })).sort((x, y) => Number(!!x.a.upline) - Number(!!y.a.upline));
  // Sealed like any enrolled secret (FACTOR_KEY of this process; the development key outside production).
  const factorKeys = loadFactorKeys();
  for (const { a, hash } of ordered) {
    const id = seedUserId(merchantCode, a.key);
    await db
      .insertInto('users')
      .values({
        id,
        merchant_code: merchantCode,
        username: a.username,
        password_hash: hash,
        password_changed_at: new Date(now.getTime() - (a.passwordAgeDays ?? 0) * 86_400_000),
        type: a.type,
        nickname: a.username,
        dialing_code: a.mobile[0],
        mobile_num: a.mobile[1],
        email: a.email,
        payee_name: a.payeeName,
        // Demo contacts count as proven, so the security notices' SMS / e-mail copies can be tried in the dev outbox.
        mobile_verified_at: a.mobile[1] ? now : null,
        email_verified_at: a.email ? now : null,
        totp_secret: a.totpSecret ? sealSecret(factorKeys, id, a.totpSecret) : null,
        affiliate_code: a.affiliateCode ?? null,
        upline_id: a.upline ? seedUserId(merchantCode, a.upline) : null,
        profile: json({}),
        register_method: 'SEED',
        is_staff: a.staff ?? false,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

const DAY_MS = 86_400_000;

/**
 * A seeded deposit, approved: once, whoever runs the seed and however many at once. The deposit
 * carries a fixed idempotency key; the approval itself is the conditional step (a pending →
 * approved update), not a read before it that another starter or the demo provider's job could
 * overtake: losing that race (the deposit is already decided) is the wanted outcome.
 */
export async function seedDeposit(d: MoneyDeps, m: MerchantMoney, userId: string, input: { requestId: string; channel: string; amount: number }): Promise<void> {
  const dep = await createDeposit(d, m, userId, input);
  await approveDeposit(d, m.code, dep.reference, 'seed').catch((e: unknown) => {
    if (!(e instanceof MoneyError && e.code === 'money.deposit.state')) throw e;
  });
}

/**
 * Demo money (README "Accounts"): payment passwords, player01's payout account and the
 * movements of MONEY_SEEDS, all through the money domain (ledger postings, never balances
 * written by hand). Idempotent: every movement carries a fixed idempotency key, payment
 * passwords are set only where none is, the payout account only if missing.
 */
export async function seedAccountMoney(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const id = (key: string) => seedUserId(merchantCode, key);
  const hasher = new PasswordHasher(OWASP_ARGON2);

  const unset = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', PAYMENT_PASSWORD_SEEDS.map(id))
    .where('payment_password_hash', 'is', null)
    .execute();
  for (const u of unset) {
    const hash = await hasher.hash(DEMO_PAYMENT_PASSWORD);
    await db.updateTable('users').set({ payment_password_hash: hash }).where('id', '=', u.id).where('payment_password_hash', 'is', null).execute();
  }

  const m = await loadMerchantMoney(db, merchantCode);
  for (const p of PAYOUT_SEEDS) {
    const user = await db.selectFrom('users').select(['id', 'payee_name']).where('id', '=', id(p.account)).executeTakeFirst();
    const provider = m.config.withdrawal.providers.find((x) => x.code === p.provider);
    if (!user?.payee_name || !provider) continue;
    await db
      .insertInto('payout_accounts')
      .values({
        id: `${id(p.account)}-payout-${p.provider.toLowerCase()}`,
        merchant_code: merchantCode,
        user_id: user.id,
        provider: provider.code,
        provider_name: provider.name,
        kind: provider.kind,
        account_no: p.accountNo,
        payee_name: user.payee_name,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  for (const s of MONEY_SEEDS) {
    const userId = id(s.account);
    if (!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) continue;
    const at = new Date(now.getTime() - s.daysAgo * DAY_MS);
    // The domain reads "now" from the clock: the movement happens on its seeded day.
    const d: MoneyDeps = { db, clock: { now: () => at }, settings: defaultMoneySettings(), hasher };
    switch (s.kind) {
      case 'deposit':
        await seedDeposit(d, m, userId, { requestId: s.key, channel: s.channel, amount: s.amount });
        break;
      case 'transfer':
        await walletTransfer(d, m, userId, { requestId: s.key, from: s.from, to: s.to, amount: s.amount });
        break;
      case 'bonus':
        await idempotent(db, { userId, key: s.key, scope: 'seed', params: { ...s } }, at, (tx) =>
          creditPromotion(tx, { merchantCode, userId, amount: s.amount, kind: 'bonus', name: s.name, at }),
        );
        break;
      case 'bet':
        await idempotent(db, { userId, key: s.key, scope: 'seed', params: { ...s } }, at, async (tx) => {
          const reference = await placeBet(tx, m, { userId, wallet: s.wallet, stake: s.stake, category: s.category, vendor: s.vendor, gameName: s.game, at });
          // Settled some minutes later.
          await settleBet(tx, reference, { payout: s.payout }, new Date(at.getTime() + 7 * 60_000));
          return reference;
        });
        break;
    }
  }
}
