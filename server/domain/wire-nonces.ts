import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Replay protection of sealed requests (server/README.md "Replay protection"). A seal is accepted
 * while its `at` is within SEAL_WINDOW_MS of the server's clock, either way (a phone's clock may
 * run ahead); its nonce is claimed with one insert, so of two instances that receive the same
 * seal at once exactly one wins. A nonce is kept until no seal carrying it could be accepted
 * again (at + window), then the hourly auth purge deletes it.
 */
export const SEAL_WINDOW_MS = 5 * 60_000;

/** Nonces are 16 random bytes in base64 (24 characters); anything else is not a nonce the SPA makes. */
const NONCE_RE = /^[A-Za-z0-9+/]{22}==$/;

export type SealCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'replayed' };

export async function claimSeal(db: Kysely<Database>, seal: { at: unknown; nonce: unknown }, now: Date): Promise<SealCheck> {
  const { at, nonce } = seal;
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof nonce !== 'string' || !NONCE_RE.test(nonce)) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() - at) > SEAL_WINDOW_MS) return { ok: false, reason: 'stale' };
  const claimed = await db
    .insertInto('wire_nonces')
    .values({ nonce, expires_at: new Date(Math.max(at, now.getTime()) + SEAL_WINDOW_MS) })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return claimed ? { ok: true } : { ok: false, reason: 'replayed' };
}

/** Nonces whose seal can no longer be accepted; they cannot be replayed once out of the window anyway. */
export async function purgeWireNonces(db: Kysely<Database>, now: Date): Promise<number> {
  const r = await db.deleteFrom('wire_nonces').where('expires_at', '<', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
