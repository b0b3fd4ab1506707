import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { purgeLaunchTickets } from '../games/launch';
import { every, type Loop } from '../jobs';
import { purgeWireNonces } from '../wire-nonces';

/**
 * Retention of short-lived auth rows (issue #3 "cleanup job"). Each kind is kept for a grace
 * period after it stopped mattering — long enough for an operator to look into an incident,
 * short enough that the tables stay small. Throttle counters are kept well past the longest
 * window any rule uses (1 h), so a purge never resets a live limit.
 */
export const RETENTION = {
  captchasMs: 24 * 3_600_000,
  codesMs: 24 * 3_600_000,
  challengesMs: 24 * 3_600_000,
  countersMs: 24 * 3_600_000,
  sessionsMs: 30 * 24 * 3_600_000,
  /** Game launch tickets live GAME_SERVER.launchTicketSeconds; kept a day for incident review. */
  launchTicketsMs: 24 * 3_600_000,
} as const;

export interface PurgeCounts {
  captchas: number;
  verificationCodes: number;
  loginChallenges: number;
  rateCounters: number;
  sessions: number;
  launchTickets: number;
  /** Sealed requests' nonces past their window (no grace: a replay is refused by time alone then). */
  wireNonces: number;
}

const n = (r: { numDeletedRows: bigint }[]) => Number(r.reduce((a, x) => a + x.numDeletedRows, 0n));

/** Deletes expired captchas, verification codes, login challenges, lapsed counters, old sessions, game launch tickets and request nonces. */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const captchas = n(await db.deleteFrom('captchas').where('expires_at', '<', before(RETENTION.captchasMs)).execute());
  const verificationCodes = n(await db.deleteFrom('verification_codes').where('expires_at', '<', before(RETENTION.codesMs)).execute());
  const loginChallenges = n(await db.deleteFrom('login_challenges').where('expires_at', '<', before(RETENTION.challengesMs)).execute());
  const rateCounters = n(
    await db
      .deleteFrom('rate_counters')
      .where('window_start', '<', before(RETENTION.countersMs))
      .where((eb) => eb.or([eb('next_at', 'is', null), eb('next_at', '<', now)]))
      .execute(),
  );
  const sessions = n(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before(RETENTION.sessionsMs)), eb('ended_at', '<', before(RETENTION.sessionsMs))]))
      .execute(),
  );
  const launchTickets = await purgeLaunchTickets(db, before(RETENTION.launchTicketsMs));
  const wireNonces = await purgeWireNonces(db, now);
  return { captchas, verificationCodes, loginChallenges, rateCounters, sessions, launchTickets, wireNonces };
}

/** Hourly purge in the server process (and `npm run ops -- auth purge` on demand). */
export const PURGE_INTERVAL_MS = 3_600_000;

export function startAuthHousekeeping(db: Kysely<Database>, clock: Clock, log: Pick<Console, 'log' | 'error'> = console): Loop {
  return every(PURGE_INTERVAL_MS, '[auth] expired rows purged', async () => {
    const counts = await purgeExpired(db, clock.now());
    return Object.values(counts).reduce((a, b) => a + b, 0);
  }, log);
}

export function describePurge(c: PurgeCounts): string {
  return `purged: ${c.captchas} captchas, ${c.verificationCodes} verification codes, ${c.loginChallenges} login challenges, ${c.rateCounters} throttle counters, ${c.sessions} sessions, ${c.launchTickets} game launch tickets, ${c.wireNonces} request nonces`;
}
