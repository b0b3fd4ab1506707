import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, NewSession } from '../db/database';
import { endLiveSessions, findSessionByHash, insertSession } from '../repositories/sessions';
import { ReadCache, runTransaction, sessionCaches } from './read-cache';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionCheck =
  | { ok: true; userId: string; merchantCode: string; tokenHash: string; accountType: number; passwordChangeRequired: boolean }
  | { ok: false; errorCode: 'login.required' | 'login.not.session' };

export type LiveSession = Extract<SessionCheck, { ok: true }>;

/** Live sessions by token hash, tagged by user id (positive results only). */
export type SessionCache = ReadCache<string, LiveSession, string>;

/**
 * The app's session cache (SESSION_CACHE_MS; 0 disables it). An entry lives until
 * min(read + ttl, the session's expires_at); every session change in this process
 * invalidates it by user id (repositories/sessions.ts, runTransaction).
 */
export function newSessionCache(ttlMs: number, now: () => number): SessionCache {
  return sessionCaches.add(new ReadCache<string, LiveSession, string>({ ttlMs, now }));
}

/**
 * Looks a raw token up by its hash. A session ended because the same user logged in
 * elsewhere answers `login.not.session` (the SPA tells the user); anything else that is
 * not a live session is simply `login.required`. With a cache, a live session found is kept
 * for a while; a refusal is never cached (an ended session answers at once).
 */
export async function checkSession(db: Kysely<Database>, token: string, now: Date, cache?: SessionCache): Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  if (!cache?.enabled) return lookUp(db, tokenHash, now, null);
  const hit = cache.get(tokenHash);
  if (hit) return hit;
  const ticket = cache.begin();
  try {
    return await lookUp(db, tokenHash, now, (s, expiresAt) => cache.set(tokenHash, s.userId, s, ticket, expiresAt));
  } finally {
    cache.end();
  }
}

async function lookUp(db: Kysely<Database>, tokenHash: string, now: Date, keep: ((s: LiveSession, expiresAt: number) => void) | null): Promise<SessionCheck> {
  const s = await findSessionByHash(db, tokenHash);
  if (!s) return { ok: false, errorCode: 'login.required' };
  if (s.ended_at) return { ok: false, errorCode: s.end_reason === 'replaced' ? 'login.not.session' : 'login.required' };
  if (s.expires_at.getTime() <= now.getTime()) return { ok: false, errorCode: 'login.required' };
  const live: LiveSession = {
    ok: true,
    userId: s.user_id,
    merchantCode: s.merchant_code,
    tokenHash: s.token_hash,
    accountType: s.account_type,
    passwordChangeRequired: s.password_change_required,
  };
  keep?.(live, s.expires_at.getTime());
  return live;
}

export interface OpenSessionOptions {
  userId: string;
  merchantCode: string;
  now: Date;
  ttlMs: number;
  accountType?: number;
  passwordChangeRequired?: boolean;
  /** The way in was a fresh proof (password, authenticator, passkey): sensitive changes need none again for a while. */
  rechecked?: boolean;
}

/** Opens a session, replacing the user's live ones (one session per user, DESIGN.md). */
export async function openSession(db: Kysely<Database>, opts: OpenSessionOptions): Promise<string> {
  return runTransaction(db, (tx) => openSessionIn(tx, opts));
}

/**
 * openSession inside the caller's transaction (so a login's other writes commit with it).
 * Run that transaction with runTransaction(): the replaced sessions leave the session
 * caches again after the commit. `write` stores the session once the user's lock is held:
 * by default it ends the user's live sessions and inserts the new one; a login passes one
 * that does that and its bookkeeping in a single statement (repositories/logins.ts).
 */
export async function openSessionIn(
  tx: Kysely<Database>,
  opts: OpenSessionOptions,
  write: (tx: Kysely<Database>, session: NewSession, at: Date) => Promise<void> = replaceSessions,
): Promise<string> {
  // 128 random bits (SPEC §9 "128-bit"); only the hash is stored.
  const token = randomBytes(16).toString('base64url');
  // Serialise logins of one user across instances, or two racing logins could both stay live.
  // Its own statement: a statement's snapshot is taken before it runs, so the write that
  // follows must start after the lock is granted to see a racing login's committed session.
  await sql`select pg_advisory_xact_lock(hashtext(${`session:${opts.userId}`}))`.execute(tx);
  const session: NewSession = {
    token_hash: hashToken(token),
    user_id: opts.userId,
    merchant_code: opts.merchantCode,
    created_at: opts.now,
    expires_at: new Date(opts.now.getTime() + opts.ttlMs),
    account_type: opts.accountType ?? 0,
    password_change_required: opts.passwordChangeRequired ?? false,
    rechecked_at: opts.rechecked ? opts.now : null,
  };
  await write(tx, session, opts.now);
  return token;
}

async function replaceSessions(tx: Kysely<Database>, session: NewSession, at: Date): Promise<void> {
  await endLiveSessions(tx, session.user_id, 'replaced', at);
  await insertSession(tx, session);
}
