import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { type FactorKeyRing, sealSecret } from './factor-secrets';
import { newTotpSecret } from './totp';

/**
 * Dev-only aid (POST /dev/totp, never mounted in production): gives the member a new
 * authenticator secret and returns it, so a browser test can answer the new-address check by
 * TOTP for an account it created. There is no enrolment flow for members yet; the seed gives
 * player01 a secret the same way.
 */
export async function setTestAuthenticator(db: Kysely<Database>, keys: FactorKeyRing, userId: string): Promise<string> {
  const secret = newTotpSecret();
  await db.updateTable('users').set({ totp_secret: sealSecret(keys, userId, secret) }).where('id', '=', userId).execute();
  return secret;
}
