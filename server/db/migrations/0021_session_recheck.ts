import type { Kysely } from 'kysely';

/**
 * Re-check before sensitive changes (issue #19 item 4; docs/account-protection.md "Re-check"):
 * when the session's holder last proved again who they are (a password, authenticator or passkey
 * sign-in, or `POST /wps/member/recheck`). Changing the bound mobile or e-mail, the payment
 * password or a payout account needs it within PROTECTION.recheckWindowMs. Null: never proven
 * since the session opened (an SMS-code or free-demo sign-in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('rechecked_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('rechecked_at').execute();
}
