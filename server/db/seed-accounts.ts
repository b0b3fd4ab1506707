import type { Kysely } from 'kysely';
import { OWASP_ARGON2 } from '../config';
import { PasswordHasher } from '../domain/auth/passwords';
import type { Database } from './database';
import { json } from './json';
import { ACCOUNTS } from './seed-data/accounts';

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
  for (const { a, hash } of ordered) {
    await db
      .insertInto('users')
      .values({
        id: seedUserId(merchantCode, a.key),
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
        totp_secret: a.totpSecret ?? null,
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
