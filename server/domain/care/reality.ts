import { type Kysely, sql } from 'kysely';
import type { RealityCheck, RealityCheckSetting } from '../../../src/api/schemas/care';
import { CARE } from '../../../src/config/care';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import { wireInstant } from '../time';
import { badMinutes } from './errors';
import { logCareEvent } from './events';

/**
 * Reality check (UKGC RTS 13): every N minutes the SPA shows how long the session has run and
 * its net result. The interval is the member's (care_settings); the figures are the server's.
 */
export async function realityCheckMinutes(db: Kysely<Database>, userId: string): Promise<number | null> {
  const row = await db.selectFrom('care_settings').select('reality_check_minutes').where('user_id', '=', userId).executeTakeFirst();
  return row?.reality_check_minutes ?? null;
}

export async function setRealityCheck(db: Kysely<Database>, userId: string, minutes: unknown, at: Date): Promise<RealityCheckSetting> {
  const min = CARE.realityCheckMinMinutes;
  const max = CARE.realityCheckMaxMinutes;
  if (minutes !== null && (typeof minutes !== 'number' || !Number.isSafeInteger(minutes) || minutes < min || minutes > max)) throw badMinutes(min, max);
  const value = minutes as number | null;
  await db
    .insertInto('care_settings')
    .values({ user_id: userId, reality_check_minutes: value, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_check_minutes: value, updated_at: at }))
    .execute();
  await logCareEvent(db, userId, 'realityCheck', { minutes: value }, at);
  return { minutes: value };
}

/** The session's time and net result: bet payouts and refunds minus stakes on the member's wallets since it began. */
export async function realityCheck(db: Kysely<Database>, userId: string, tokenHash: string, at: Date): Promise<RealityCheck> {
  const session = await db.selectFrom('sessions').select('created_at').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
  const since = session.created_at;
  const row = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('p.amount'), sql.lit(0)).as('net'),
      eb.fn.coalesce(eb.fn.sum<string | number>(eb.case().when('t.kind', '=', 'betStake').then(eb.neg(eb.ref('p.amount'))).else(sql.lit(0)).end()), sql.lit(0)).as('stakes'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'wallet')
    .where('t.kind', 'in', ['betStake', 'betPayout', 'betVoid'])
    .where('p.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    minutes: await realityCheckMinutes(db, userId),
    sessionStartedAt: wireInstant(since),
    sessionMinutes: Math.max(0, Math.floor((at.getTime() - since.getTime()) / 60_000)),
    netResult: toMinor(row.net as string | number),
    stakes: toMinor(row.stakes as string | number),
  };
}
