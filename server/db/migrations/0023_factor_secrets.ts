import type { Kysely } from 'kysely';
import { isSealed, loadFactorKeys, openSecret, sealSecret } from '../../domain/auth/factor-secrets';

/**
 * Authenticator secrets sealed at rest (issue #19; docs/account-protection.md "Stored as"): every
 * plaintext base32 secret in `users.totp_secret` and `account_protection.totp_pending_secret` is
 * replaced by its AES-256-GCM sealing under FACTOR_KEY (the key of the process that migrates; in
 * production it must be set, so a production database is never sealed under the public
 * development key). Sealed values are left as they are, so the step is safe to repeat. No column
 * changes: both stay text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const keys = loadFactorKeys();
  const users: { id: string; totp_secret: string }[] = await db.selectFrom('users').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).execute();
  for (const u of users) {
    if (isSealed(u.totp_secret)) continue;
    await db.updateTable('users').set({ totp_secret: sealSecret(keys, u.id, u.totp_secret) }).where('id', '=', u.id).where('totp_secret', '=', u.totp_secret).execute();
  }
  const pending: { user_id: string; totp_pending_secret: string }[] = await db
    .selectFrom('account_protection')
    .select(['user_id', 'totp_pending_secret'])
    .where('totp_pending_secret', 'is not', null)
    .execute();
  for (const p of pending) {
    if (isSealed(p.totp_pending_secret)) continue;
    await db
      .updateTable('account_protection')
      .set({ totp_pending_secret: sealSecret(keys, p.user_id, p.totp_pending_secret) })
      .where('user_id', '=', p.user_id)
      .where('totp_pending_secret', '=', p.totp_pending_secret)
      .execute();
  }
}

/** Back to plaintext (only with the key that sealed them). */
export async function down(db: Kysely<any>): Promise<void> {
  const keys = loadFactorKeys();
  const users: { id: string; totp_secret: string }[] = await db.selectFrom('users').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).execute();
  for (const u of users) {
    if (isSealed(u.totp_secret)) await db.updateTable('users').set({ totp_secret: openSecret(keys, u.id, u.totp_secret) }).where('id', '=', u.id).execute();
  }
  await db.updateTable('account_protection').set({ totp_pending_secret: null, totp_pending_expires_at: null }).execute();
}
