import type { Insertable, Kysely } from 'kysely';
import type { CaptchasTable, Database, LoginChallengesTable, VerificationCodesTable } from '../db/database';

// Captchas ------------------------------------------------------------------------------

export async function insertCaptcha(db: Kysely<Database>, row: Insertable<CaptchasTable>): Promise<void> {
  await db.insertInto('captchas').values(row).execute();
}

/** Uses a live captcha up (whatever the answer): its answer hash, or undefined when none is live. */
export async function consumeCaptcha(db: Kysely<Database>, idHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}

// Verification codes --------------------------------------------------------------------

export async function insertCode(db: Kysely<Database>, row: Insertable<VerificationCodesTable>): Promise<void> {
  await db.insertInto('verification_codes').values(row).execute();
}

/** A newer code replaces older unused ones of the same subject and purpose. */
export async function retireCodes(db: Kysely<Database>, merchantCode: string, purpose: string, subject: string, at: Date): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ used_at: at })
    .where('merchant_code', '=', merchantCode)
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .where('used_at', 'is', null)
    .execute();
}

export function latestCode(db: Kysely<Database>, merchantCode: string, purpose: string, subject: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findCodeByHash(db: Kysely<Database>, merchantCode: string, purpose: string, codeHash: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

export async function countCodeAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
}

/** Single use: true only for the one caller that marks it used. */
export async function useCode(db: Kysely<Database>, id: number, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('verification_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

// New-address login challenges ---------------------------------------------------------

export async function insertChallenge(db: Kysely<Database>, row: Insertable<LoginChallengesTable>): Promise<void> {
  await db.insertInto('login_challenges').values(row).execute();
}

export function findChallenge(db: Kysely<Database>, idHash: string) {
  return db.selectFrom('login_challenges').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

export async function countChallengeAttempt(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.updateTable('login_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id_hash', '=', idHash).execute();
}

export async function useChallenge(db: Kysely<Database>, idHash: string, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('login_challenges')
    .set({ used_at: at })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
