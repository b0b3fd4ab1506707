import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { MoneyError } from './errors';
import { ledgerTransaction, type Tx } from './ledger';

/**
 * Idempotency keys (docs/money.md "Units, idempotency, errors"). A money-moving request names
 * a `requestId`, scoped per user. The key row is claimed and completed in the same db
 * transaction as the movement, with a hash of the canonical parameters and the response:
 *  - same key, same parameters → the stored response again, nothing moves twice;
 *  - same key, other parameters → 409 money.idempotency.conflict;
 *  - the work failing (any throw) rolls the claim back with it, so the key can be retried.
 * Racing requests with one key serialise on the key's primary key: the second waits for the
 * first to commit and then answers its stored response.
 */
export interface IdempotentRequest {
  userId: string;
  key: string;
  /** What kind of request (withdrawal, deposit…): the same key for another kind is a conflict too. */
  scope: string;
  /** The request's parameters, without secrets (payment passwords are never hashed into a row). */
  params: Record<string, unknown>;
}

/** JSON with object keys sorted, so equal parameters always hash alike. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export const requestHash = (scope: string, params: Record<string, unknown>) =>
  createHash('sha256').update(`${scope}\n${canonicalJson(params)}`).digest('hex');

const conflict = () => new MoneyError('conflict', 'money.idempotency.conflict', 'this requestId was used with other parameters');

function replay<T>(row: { request_hash: string; response: unknown }, hash: string): T {
  if (row.request_hash !== hash || row.response === null || row.response === undefined) throw conflict();
  return row.response as T;
}

export async function idempotent<T>(db: Kysely<Database>, req: IdempotentRequest, at: Date, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hash = requestHash(req.scope, req.params);
  const find = (h: Kysely<Database>) =>
    h.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('user_id', '=', req.userId).where('key', '=', req.key).executeTakeFirst();
  // Fast path for a retry: no transaction, no locks.
  const seen = await find(db);
  if (seen) return replay<T>(seen, hash);
  return ledgerTransaction(db, async (tx) => {
    const claimed = await tx
      .insertInto('idempotency_keys')
      .values({ user_id: req.userId, key: req.key, scope: req.scope, request_hash: hash, response: null, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return replay<T>((await find(tx))!, hash);
    const result = await work(tx);
    await tx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(result) })
      .where('user_id', '=', req.userId)
      .where('key', '=', req.key)
      .execute();
    return result;
  });
}
