import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import QRCode from 'qrcode';
import { PROTECTION } from '../../../src/config/protection';
import type { Database } from '../../db/database';
import { bumpCounter } from '../../repositories/rate-counters';
import { findUserById } from '../../repositories/users';
import { type AuthDeps, logEvent, sha256, type Visitor } from './context';
import { AuthError, throttled } from './errors';
import { openSecret, sealSecret } from './factor-secrets';
import { notifyMember } from './security-notices';
import { base32Encode, matchTotpStep, newTotpSecret, otpauthUri, totpStep } from './totp';

/**
 * A member's authenticator (TOTP, RFC 6238) and recovery codes (issue #19; docs/account-protection.md).
 *
 * - Enrolment is two steps: start makes a secret and keeps it pending (PROTECTION.enrolMinutes);
 *   only a right code for it makes it the account's factor (`users.totp_secret`). After that the
 *   secret is never sent again by any endpoint. Both columns hold it sealed (AES-256-GCM under
 *   FACTOR_KEY, factor-secrets.ts), never as plaintext.
 * - A code is accepted for the current 30-second step or one either side, and a step once used is
 *   never accepted again (`account_protection.totp_last_step`, moved forward atomically).
 * - Confirmation issues PROTECTION.recoveryCodes single-use codes, shown once, stored as SHA-256
 *   (each has 50 random bits: nothing to guess from a fast hash).
 * - Wrong codes are counted per member: from PROTECTION.wrongCodeLimit on within the window,
 *   answers are refused (429) before they are checked.
 */

const noFactor = () => new AuthError('conflict', 'totp.not.enabled', 'no authenticator is set up');
const alreadyOn = () => new AuthError('conflict', 'totp.already.enabled', 'an authenticator is set up already');
const noPending = () => new AuthError('conflict', 'totp.enrolment.expired', 'start the set-up again');
const wrongCode = () => new AuthError('invalid', 'totp.code.invalid', 'the code is not right', { field: 'code', reason: 'totp.code.invalid' });
const wrongPassword = () => new AuthError('invalid', 'totp.password.invalid', 'the password is not right', { field: 'password', reason: 'totp.password.invalid' });

const B32_GROUP = /[^A-Z2-7]/g;
/** "abcde-fghij" and "ABCDE FGHIJ" are the same code. */
export const normaliseRecoveryCode = (s: string) => s.toUpperCase().replace(B32_GROUP, '');

/** Ten characters of base32 (50 bits), shown as two groups of five. */
function newRecoveryCode(): string {
  const raw = base32Encode(randomBytes(7)).slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export interface ProtectionStatus {
  totpEnabled: boolean;
  totpEnabledAt: Date | null;
  recoveryCodesLeft: number;
}

export async function protectionStatus(db: Kysely<Database>, userId: string): Promise<ProtectionStatus> {
  const user = await findUserById(db, userId);
  const row = await db.selectFrom('account_protection').select('totp_enabled_at').where('user_id', '=', userId).executeTakeFirst();
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return { totpEnabled: !!user?.totp_secret, totpEnabledAt: user?.totp_secret ? (row?.totp_enabled_at ?? null) : null, recoveryCodesLeft: Number(left?.n ?? 0) };
}

export async function throttleWrongCodes(d: AuthDeps, userId: string, by: 0 | 1): Promise<void> {
  const n = await bumpCounter(d.db, `totp:wrong:${userId}`, d.clock.now(), PROTECTION.wrongCodeWindowMs, by);
  if (by === 0 && n >= PROTECTION.wrongCodeLimit) throw throttled('authenticator codes');
}

/** POST start: a new pending secret (replacing an unconfirmed one), its otpauth URI and the URI as an SVG QR code. */
export async function startTotp(d: AuthDeps, v: Visitor, userId: string, issuer: string) {
  const user = await findUserById(d.db, userId);
  if (!user) throw noFactor();
  if (user.totp_secret) throw alreadyOn();
  const secret = newTotpSecret();
  const now = d.clock.now();
  const expiresAt = new Date(now.getTime() + PROTECTION.enrolMinutes * 60_000);
  const sealed = sealSecret(d.factorKeys, userId, secret);
  await d.db
    .insertInto('account_protection')
    .values({ user_id: userId, totp_pending_secret: sealed, totp_pending_expires_at: expiresAt, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ totp_pending_secret: sealed, totp_pending_expires_at: expiresAt, updated_at: now }))
    .execute();
  const uri = otpauthUri(issuer, user.username, secret);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  await logEvent(d, v, 'totp.enrol.start', { userId, subject: user.username });
  return { secret, uri, qrSvg, expiresAt };
}

/** Moves the replay guard to `step` if no later or equal step was used: true when this code may pass. */
async function claimStep(db: Kysely<Database>, userId: string, step: number, now: Date): Promise<boolean> {
  const hit = await db
    .insertInto('account_protection')
    .values({ user_id: userId, totp_last_step: step, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ totp_last_step: step, updated_at: now })
        .where(sql<boolean>`account_protection.totp_last_step is null or account_protection.totp_last_step < ${step}`),
    )
    .returning('user_id')
    .executeTakeFirst();
  return !!hit;
}

/** Uses one recovery code of the member: true once, never again for the same code. */
async function useRecoveryCode(db: Kysely<Database>, userId: string, answer: string, now: Date): Promise<boolean> {
  const code = normaliseRecoveryCode(answer);
  if (code.length !== 10) return false;
  const hit = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', sha256(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!hit;
}

/**
 * The second factor's answer, for the login check and for turning the factor off: a current
 * authenticator code (its step not used before) or an unused recovery code. Wrong answers count
 * towards the member's limit. `stored` is `users.totp_secret` as stored (sealed): a secret that
 * cannot be opened refuses every answer, recovery codes too (503 factor.unavailable), before
 * anything is counted or used.
 */
export async function checkSecondFactor(d: AuthDeps, userId: string, stored: string, answer: string): Promise<'totp' | 'recovery' | null> {
  const secret = openSecret(d.factorKeys, userId, stored);
  await throttleWrongCodes(d, userId, 0);
  const now = d.clock.now();
  const trimmed = answer.trim();
  const step = matchTotpStep(secret, trimmed, now);
  let how: 'totp' | 'recovery' | null = null;
  if (step !== null) how = (await claimStep(d.db, userId, step, now)) ? 'totp' : null;
  else if (await useRecoveryCode(d.db, userId, trimmed, now)) how = 'recovery';
  if (!how) await throttleWrongCodes(d, userId, 1);
  return how;
}

/** POST confirm: a right code for the pending secret turns the factor on and returns the recovery codes (shown once). */
export async function confirmTotp(d: AuthDeps, v: Visitor, userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const user = await findUserById(d.db, userId);
  if (!user) throw noPending();
  if (user.totp_secret) throw alreadyOn();
  const now = d.clock.now();
  const row = await d.db.selectFrom('account_protection').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const sealed = row?.totp_pending_secret;
  if (!sealed || !row.totp_pending_expires_at || row.totp_pending_expires_at.getTime() <= now.getTime()) throw noPending();
  const secret = openSecret(d.factorKeys, userId, sealed);
  await throttleWrongCodes(d, userId, 0);
  const step = matchTotpStep(secret, code.trim(), now);
  if (step === null) {
    await throttleWrongCodes(d, userId, 1);
    await logEvent(d, v, 'totp.enrol.failed', { userId, subject: user.username });
    throw wrongCode();
  }
  const codes = Array.from({ length: PROTECTION.recoveryCodes }, newRecoveryCode);
  const turnedOn = await d.db.transaction().execute(async (tx) => {
    // Only the pending secret this request read, and only if no factor appeared meanwhile.
    const on = await tx
      .updateTable('users')
      .set({ totp_secret: sealed })
      .where('id', '=', userId)
      .where('totp_secret', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!on) return false;
    await tx
      .updateTable('account_protection')
      .set({ totp_pending_secret: null, totp_pending_expires_at: null, totp_last_step: step, totp_enabled_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    await tx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await tx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: sha256(normaliseRecoveryCode(c)), created_at: now })))
      .execute();
    return true;
  });
  if (!turnedOn) throw alreadyOn();
  await logEvent(d, v, 'totp.enabled', { userId, subject: user.username });
  await notifyMember(d.db, v.merchantCode, userId, 'added', now);
  return { recoveryCodes: codes };
}

/** POST disable: the login password and a current code (or a recovery code) turn the factor off. */
export async function disableTotp(d: AuthDeps, v: Visitor, userId: string, input: { password: string; code: string }): Promise<void> {
  const user = await findUserById(d.db, userId);
  if (!user?.totp_secret) throw noFactor();
  await throttleWrongCodes(d, userId, 0);
  if (!(await d.hasher.verify(user.password_hash, input.password))) {
    await throttleWrongCodes(d, userId, 1);
    await logEvent(d, v, 'totp.disable.failed', { userId, subject: user.username, detail: { reason: 'password' } });
    throw wrongPassword();
  }
  const how = await checkSecondFactor(d, userId, user.totp_secret, input.code);
  if (!how) {
    await logEvent(d, v, 'totp.disable.failed', { userId, subject: user.username, detail: { reason: 'code' } });
    throw wrongCode();
  }
  await removeTotp(d.db, userId, d.clock.now());
  await logEvent(d, v, 'totp.disabled', { userId, subject: user.username, detail: { how } });
  await notifyMember(d.db, v.merchantCode, userId, 'removed', d.clock.now());
}

/** Turns the factor off and forgets its recovery codes (the member's own disable, or an operator's reset). */
export async function removeTotp(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ totp_secret: null }).where('id', '=', userId).execute();
    await tx
      .updateTable('account_protection')
      .set({ totp_pending_secret: null, totp_pending_expires_at: null, totp_last_step: null, totp_enabled_at: null, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    await tx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}
