import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { endLiveSessions } from '../../repositories/sessions';
import { type AuthDeps, logEvent, type Visitor } from './context';

/** Whether "this wasn't me" (or an operator) asked for a new password at the next login. */
export async function passwordChangeRequired(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('account_protection').select('password_change_required').where('user_id', '=', userId).executeTakeFirst();
  return row?.password_change_required ?? false;
}

/** A new password was set: the mark has done its work. */
export async function clearPasswordChangeMark(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('account_protection').set({ password_change_required: false }).where('user_id', '=', userId).where('password_change_required', '=', true).execute();
}

/**
 * "This wasn't me" from the login history (issue #19 item 3): every session of the member ends
 * (this one too: whoever else is in is out at once), and the next login must set a new password
 * before anything else (the login's mustChangePassword, as for the flagged default password).
 */
export async function reportNotMe(d: AuthDeps, v: Visitor, userId: string): Promise<void> {
  const now = d.clock.now();
  await d.db
    .insertInto('account_protection')
    .values({ user_id: userId, password_change_required: true, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_change_required: true, updated_at: now }))
    .execute();
  await endLiveSessions(d.db, userId, 'not-me', now);
  await logEvent(d, v, 'account.not-me', { userId });
}
