import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FairState } from '../../../../src/vendor/api';
import type { DemoSeedRow } from '../../../db/tables-demo-vendor';
import type { Tx } from '../../money/ledger';
import { sha256Hex } from './hmac';

/**
 * Provably-fair seeds (docs/demo-vendor.md "Seeds"): one active (server seed, client seed,
 * nonce) per member and engine, created on first use with a random client seed. The server
 * seed's SHA-256 is shown before any round uses it; rotating reveals it and commits a new one.
 */
export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');

export const fairState = (s: DemoSeedRow): FairState => ({ serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.next_nonce });

async function insertSeed(h: Tx, userId: string, engine: string, clientSeed: string, now: Date): Promise<void> {
  const serverSeed = newServerSeed();
  await sql`insert into demo_seeds (user_id, engine, server_seed, server_seed_hash, client_seed, next_nonce, active, created_at)
            values (${userId}, ${engine}, ${serverSeed}, ${sha256Hex(serverSeed)}, ${clientSeed}, 0, true, ${now})
            on conflict (user_id, engine) where active do nothing`.execute(h);
}

const findActive = (h: Tx, userId: string, engine: string) =>
  h.selectFrom('demo_seeds').selectAll().where('user_id', '=', userId).where('engine', '=', engine).where('active', '=', true).executeTakeFirst();

/** The member's active seed of an engine, created on first use (racing callers create one). */
export async function activeSeed(h: Tx, userId: string, engine: string, now: Date): Promise<DemoSeedRow> {
  const found = await findActive(h, userId, engine);
  if (found) return found;
  await insertSeed(h, userId, engine, newClientSeed(), now);
  return (await findActive(h, userId, engine))!;
}

/**
 * Takes the next nonce of the active seed, exactly once: the row stays locked until the
 * round's transaction ends, so rounds of one member and engine (and a rotation) queue up.
 */
export async function claimNonce(tx: Tx, userId: string, engine: string, now: Date): Promise<DemoSeedRow & { nonce: number }> {
  await activeSeed(tx, userId, engine, now);
  const row = await tx
    .updateTable('demo_seeds')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('user_id', '=', userId)
    .where('engine', '=', engine)
    .where('active', '=', true)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, nonce: row.next_nonce - 1 };
}

/** Reveals the active seed and commits a new one with the member's client seed; inside the caller's transaction. */
export async function rotateSeed(tx: Tx, userId: string, engine: string, clientSeed: string, now: Date) {
  await activeSeed(tx, userId, engine, now);
  const old = await tx
    .updateTable('demo_seeds')
    .set({ active: false, revealed_at: now })
    .where('user_id', '=', userId)
    .where('engine', '=', engine)
    .where('active', '=', true)
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertSeed(tx, userId, engine, clientSeed, now);
  const next = (await findActive(tx, userId, engine))!;
  return {
    revealed: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, lastNonce: old.next_nonce - 1 },
    next: fairState(next),
  };
}
