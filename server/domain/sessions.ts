import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { endLiveSessions, findSessionByHash, insertSession } from '../repositories/sessions';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionCheck =
  | { ok: true; userId: string; merchantCode: string; tokenHash: string; accountType: number; passwordChangeRequired: boolean }
  | { ok: false; errorCode: 'login.required' | 'login.not.session' };

/**
 * Looks a raw token up by its hash. A session ended because the same user logged in
 * elsewhere answers `login.not.session` (the SPA tells the user); anything else that is
 * not a live session is simply `login.required`.
 */
export async function checkSession(db: Kysely<Database>, token: string, now: Date): Promise<SessionCheck> {
  const s = await findSessionByHash(db, hashToken(token));
  if (!s) return { ok: false, errorCode: 'login.required' };
  if (s.ended_at) return { ok: false, errorCode: s.end_reason === 'replaced' ? 'login.not.session' : 'login.required' };
  if (s.expires_at.getTime() <= now.getTime()) return { ok: false, errorCode: 'login.required' };
  return {
    ok: true,
    userId: s.user_id,
    merchantCode: s.merchant_code,
    tokenHash: s.token_hash,
    accountType: s.account_type,
    passwordChangeRequired: s.password_change_required,
  };
}

export interface OpenSessionOptions {
  userId: string;
  merchantCode: string;
  now: Date;
  ttlMs: number;
  accountType?: number;
  passwordChangeRequired?: boolean;
}

/** Opens a session, replacing the user's live ones (one session per user, DESIGN.md). */
export async function openSession(db: Kysely<Database>, opts: OpenSessionOptions): Promise<string> {
  return db.transaction().execute((tx) => openSessionIn(tx, opts));
}

/** openSession inside the caller's transaction (so a login's other writes commit with it). */
export async function openSessionIn(tx: Kysely<Database>, opts: OpenSessionOptions): Promise<string> {
  // 128 random bits (SPEC §9 "128-bit"); only the hash is stored.
  const token = randomBytes(16).toString('base64url');
  // Serialise logins of one user across instances, or two racing logins could both stay live.
  await sql`select pg_advisory_xact_lock(hashtext(${`session:${opts.userId}`}))`.execute(tx);
  await endLiveSessions(tx, opts.userId, 'replaced', opts.now);
  await insertSession(tx, {
    token_hash: hashToken(token),
    user_id: opts.userId,
    merchant_code: opts.merchantCode,
    created_at: opts.now,
    expires_at: new Date(opts.now.getTime() + opts.ttlMs),
    account_type: opts.accountType ?? 0,
    password_change_required: opts.passwordChangeRequired ?? false,
  });
  return token;
}
