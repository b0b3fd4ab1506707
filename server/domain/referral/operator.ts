import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { json } from '../../db/json';
import type { MissionKind, MissionPeriod } from '../../db/tables-referral';

/** The operator's side of missions and referrals (docs/engagement.md "Missions", "Referral"), with typed arguments. */

/** The account with exactly this username, as `ops referral show` names it. */
export async function accountByUsername(db: Kysely<Database>, m: string, username: string) {
  return db.selectFrom('users').select(['id', 'username']).where('merchant_code', '=', m).where('username', '=', username).executeTakeFirst();
}

export const MISSION_KINDS: readonly MissionKind[] = ['deposit', 'validBet', 'betCount', 'invite'];
export const MISSION_PERIODS: readonly MissionPeriod[] = ['daily', 'once'];

/** The merchant's missions in their order. */
export function listMissions(db: Kysely<Database>, m: string) {
  return db.selectFrom('missions').selectAll().where('merchant_code', '=', m).orderBy('sort').orderBy('key').execute();
}

/** Offers a mission, or stops offering it (claims already paid stay); false: no such mission. */
export async function setMissionActive(db: Kysely<Database>, m: string, key: string, active: boolean): Promise<boolean> {
  const r = await db.updateTable('missions').set({ active }).where('merchant_code', '=', m).where('key', '=', key).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export interface NewMission {
  key: string;
  kind: MissionKind;
  period: MissionPeriod;
  /** Minor units, or a count for betCount and invite. */
  target: number;
  reward: number;
  title: { en: string; bn?: string };
}

/** Adds an offered mission; false: the merchant has a mission with that key already. */
export async function addMission(db: Kysely<Database>, m: string, mission: NewMission, now: Date): Promise<boolean> {
  const added = await db
    .insertInto('missions')
    .values({
      id: randomUUID(),
      merchant_code: m,
      key: mission.key,
      kind: mission.kind,
      period: mission.period,
      target: mission.target,
      reward: mission.reward,
      title: json(mission.title),
      sort: 100,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(added);
}
