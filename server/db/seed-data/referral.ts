import type { Kysely } from 'kysely';
import { claimMission } from '../../domain/referral/missions';
import type { Database, Localized } from '../database';
import { json } from '../json';
import { seedUserId } from '../seed-accounts';
import type { MissionKind, MissionPeriod } from '../tables-referral';

/**
 * Invite friends and missions demo data (docs/engagement.md "Referral", "Missions"):
 * - player01's personal code is RAHM2026 (link: /register?ref=RAHM2026); player03 (deposited
 *   P 1,000: its reward is claimable) and player02 (no deposit yet) are its invitees;
 * - four missions (two daily, two one-time); player01's "Deposit P 100 in total" is complete
 *   and unclaimed (the badge shows 1), player03 has claimed it (the leaderboard's first line).
 * Idempotent: natural keys with `on conflict do nothing`; the claim carries a fixed requestId.
 */
export const DEMO_REFERRAL_CODE = 'RAHM2026';

interface MissionSeed {
  key: string;
  kind: MissionKind;
  period: MissionPeriod;
  target: number;
  reward: number;
  title: Localized;
}

export const MISSIONS: MissionSeed[] = [
  { key: 'daily-bets', kind: 'betCount', period: 'daily', target: 5, reward: 500, title: { bn: 'আজ ৫টি বাজি ধরুন', en: 'Place 5 bets today' } },
  { key: 'daily-turnover', kind: 'validBet', period: 'daily', target: 100_000, reward: 1_000, title: { bn: 'আজ মোট P 1,000 বাজি ধরুন', en: 'Bet P 1,000 in total today' } },
  { key: 'deposit-total', kind: 'deposit', period: 'once', target: 10_000, reward: 2_000, title: { bn: 'মোট P 100 জমা করুন', en: 'Deposit P 100 in total' } },
  { key: 'invite-3', kind: 'invite', period: 'once', target: 3, reward: 5_000, title: { bn: 'জমা করেন এমন ৩ জন বন্ধুকে আমন্ত্রণ জানান', en: 'Invite 3 friends who deposit' } },
];

export const missionId = (merchantCode: string, key: string) => `${merchantCode}-mission-${key}`;

const DAY_MS = 86_400_000;
const PLAYER03_CLAIM = 'seed-mission-player03';

export async function seedReferral(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  await db
    .insertInto('missions')
    .values(
      MISSIONS.map((m, sort) => ({
        id: missionId(merchantCode, m.key),
        merchant_code: merchantCode,
        key: m.key,
        kind: m.kind,
        period: m.period,
        target: m.target,
        reward: m.reward,
        title: json(m.title),
        sort,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  const id = (key: string) => seedUserId(merchantCode, key);
  const present = new Set((await db.selectFrom('users').select('id').where('id', 'in', [id('player01'), id('player02'), id('player03')]).execute()).map((u) => u.id));
  if (!present.has(id('player01'))) return;
  await db
    .insertInto('referral_codes')
    .values({ user_id: id('player01'), merchant_code: merchantCode, code: DEMO_REFERRAL_CODE, created_at: new Date(now.getTime() - 30 * DAY_MS) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const invitees = [
    { key: 'player03', daysAgo: 6 },
    { key: 'player02', daysAgo: 2 },
  ].filter((i) => present.has(id(i.key)));
  for (const i of invitees) {
    await db
      .insertInto('referrals')
      .values({
        id: `${id(i.key)}-referral`,
        merchant_code: merchantCode,
        referrer_id: id('player01'),
        invitee_id: id(i.key),
        code: DEMO_REFERRAL_CODE,
        created_at: new Date(now.getTime() - i.daysAgo * DAY_MS),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // Claimed already (every start after the first): not asked again, since each claim attempt
  // counts against player03's claim throttle, and starts of many instances within a minute could
  // otherwise reach it and fail.
  const claimed = await db.selectFrom('idempotency_keys').select('key').where('user_id', '=', id('player03')).where('key', '=', PLAYER03_CLAIM).executeTakeFirst();
  if (present.has(id('player03')) && !claimed) {
    await claimMission(db, {
      merchantCode,
      userId: id('player03'),
      missionId: missionId(merchantCode, 'deposit-total'),
      requestId: PLAYER03_CLAIM,
      at: now,
      l: { lang: 'en', fallback: 'bn' },
    }).catch((e: unknown) => {
      // Claimed by an earlier run under another key (e.g. an operator's test): nothing to add.
      if ((e as { code?: string }).code !== 'mission.claimed') throw e;
    });
  }
}
