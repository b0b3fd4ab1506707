import { type Kysely, sql } from 'kysely';
import type { MissionLeaderboard } from '../../../src/api/schemas/referral';
import { REFERRAL } from '../../../src/config/referral';
import type { Database } from '../../db/database';
import { toMinor } from '../money/amounts';
import { wireInstant } from '../time';
import { maskAccount, weekBounds } from './periods';

/**
 * GET /wps/mission/leaderboard (docs/engagement.md "Missions"): this site week's members of the
 * merchant by mission rewards claimed — most missions, then most rewards, then who reached it
 * first — the top REFERRAL.leaderboardSize with masked names, and the caller's own line.
 */
export async function missionLeaderboard(db: Kysely<Database>, merchantCode: string, userId: string, at: Date): Promise<MissionLeaderboard> {
  const { start, end } = weekBounds(at);
  const ranked = db
    .selectFrom('mission_claims as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.user_id',
      'u.username',
      eb.fn.countAll<string | number>().as('missions'),
      eb.fn.sum<string | number>('c.reward').as('rewards'),
      sql<string | number>`rank() over (order by count(*) desc, sum(c.reward) desc, max(c.claimed_at) asc)`.as('rank'),
    ])
    .where('c.merchant_code', '=', merchantCode)
    .where('c.claimed_at', '>=', start)
    .where('c.claimed_at', '<', end)
    .groupBy(['c.user_id', 'u.username']);
  const [top, mine] = await Promise.all([
    db.selectFrom(ranked.as('b')).selectAll().orderBy('b.rank').orderBy('b.user_id').limit(REFERRAL.leaderboardSize).execute(),
    db.selectFrom(ranked.as('b')).selectAll().where('b.user_id', '=', userId).executeTakeFirst(),
  ]);
  return {
    start: wireInstant(start),
    end: wireInstant(new Date(end.getTime() - 1000)),
    list: top.map((r) => ({ rank: Number(r.rank), account: maskAccount(r.username), missions: Number(r.missions), rewards: toMinor(r.rewards) })),
    me: mine ? { rank: Number(mine.rank), missions: Number(mine.missions), rewards: toMinor(mine.rewards) } : { rank: null, missions: 0, rewards: 0 },
  };
}
