import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { insertAuthEvent } from '../../repositories/auth-events';
import { endLiveSessions } from '../../repositories/sessions';
import { findUserByUsername } from '../../repositories/users';
import { PrefixIndex } from '../ip';
import { protectionStatus, removeTotp } from './authenticator';
import { type FactorKeyRing, openSecret, sealedKeyId, sealSecret } from './factor-secrets';
import { notifyMember } from './security-notices';
import { loginHistory } from './login-history';
import { methodsOf } from './challenge';
import { listPasskeys } from './passkeys';

export interface OperatorFactorsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** What customer service sees of a member's second factors and recent sign-ins (`ops user factors`). */
export async function memberFactors(d: OperatorFactorsDeps, merchantCode: string, username: string) {
  const user = await findUserByUsername(d.db, merchantCode, username);
  if (!user) return null;
  const status = await protectionStatus(d.db, user.id);
  const geo = new PrefixIndex<string>((await d.db.selectFrom('ip_geo').select(['cidr', 'country_code']).execute()).map((r) => [r.cidr, r.country_code]));
  const history = await loginHistory(d.db, geo, user.id, d.clock.now(), 1);
  return { username: user.username, methods: methodsOf(user), status, passkeys: await listPasskeys(d.db, user.id), history };
}

/**
 * Customer service removes a member's second factors after checking who is asking (issue #19
 * item 6): the authenticator and its recovery codes, and every passkey (a member who lost the
 * phone lost its passkeys too, and a passkey signs in without the password). Every session ends;
 * one audit event (`totp.reset`, detail `{ how: 'ops', authenticator, passkeys }`) and a platform
 * message per kind of factor removed record it.
 */
export async function resetSecondFactor(
  d: OperatorFactorsDeps,
  merchantCode: string,
  username: string,
): Promise<{ done: true; username: string; authenticator: boolean; passkeys: number } | { done: false; username: string; reason: 'unknownMember' | 'noFactor' }> {
  const user = await findUserByUsername(d.db, merchantCode, username);
  if (!user) return { done: false, reason: 'unknownMember', username };
  const now = d.clock.now();
  const authenticator = !!user.totp_secret;
  if (authenticator) await removeTotp(d.db, user.id, now);
  const passkeys = (await d.db.deleteFrom('passkeys').where('user_id', '=', user.id).returning('id').execute()).length;
  if (!authenticator && !passkeys) return { done: false, reason: 'noFactor', username: user.username };
  await endLiveSessions(d.db, user.id, 'factor-reset', now);
  await insertAuthEvent(d.db, { merchantCode, event: 'totp.reset', userId: user.id, subject: user.username, ip: '127.0.0.1', detail: { how: 'ops', authenticator, passkeys }, at: now });
  if (authenticator) await notifyMember(d.db, merchantCode, user.id, 'removed', now);
  if (passkeys) await notifyMember(d.db, merchantCode, user.id, 'passkeyRemoved', now);
  return { done: true, username: user.username, authenticator, passkeys };
}

/**
 * After a key rotation (docs/account-protection.md "Key rotation"): every authenticator secret
 * (confirmed or pending) sealed under another key than the current one, or still plaintext, is
 * sealed again under the current key. Each row is rewritten only if unchanged since it was read.
 * A secret no configured key opens is left as it is and counted: its member must enrol again.
 */
export async function resealFactorSecrets(db: Kysely<Database>, keys: FactorKeyRing): Promise<{ resealed: number; unopenable: number }> {
  let resealed = 0;
  let unopenable = 0;
  const reseal = (userId: string, stored: string): string | null => {
    if (sealedKeyId(stored) === keys.current.id) return null;
    try {
      return sealSecret(keys, userId, sealedKeyId(stored) === null ? stored : openSecret(keys, userId, stored));
    } catch {
      unopenable++;
      return null;
    }
  };
  for (const u of await db.selectFrom('users').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).execute()) {
    const next = reseal(u.id, u.totp_secret!);
    if (next && (await db.updateTable('users').set({ totp_secret: next }).where('id', '=', u.id).where('totp_secret', '=', u.totp_secret).executeTakeFirst()).numUpdatedRows) resealed++;
  }
  for (const p of await db.selectFrom('account_protection').select(['user_id', 'totp_pending_secret']).where('totp_pending_secret', 'is not', null).execute()) {
    const next = reseal(p.user_id, p.totp_pending_secret!);
    if (next) {
      const r = await db.updateTable('account_protection').set({ totp_pending_secret: next }).where('user_id', '=', p.user_id).where('totp_pending_secret', '=', p.totp_pending_secret).executeTakeFirst();
      if (r.numUpdatedRows) resealed++;
    }
  }
  return { resealed, unopenable };
}
