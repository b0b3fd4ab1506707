import type { Insertable, Kysely } from 'kysely';
import type { AuthEventsTable, Database } from '../db/database';
import { json } from '../db/json';

export interface AuthEvent {
  merchantCode: string;
  event: string;
  userId?: string | null;
  subject?: string | null;
  ip: string;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
}

/** The row of an event (also written by repositories/logins.ts recordLogin). */
export function authEventRow(e: AuthEvent): Insertable<AuthEventsTable> {
  return {
    merchant_code: e.merchantCode,
    event: e.event,
    user_id: e.userId ?? null,
    subject: e.subject?.slice(0, 200) ?? null,
    ip: e.ip,
    user_agent: e.userAgent?.slice(0, 500) ?? null,
    detail: e.detail ? json(e.detail) : null,
    created_at: e.at,
  };
}

export async function insertAuthEvent(db: Kysely<Database>, e: AuthEvent): Promise<void> {
  await db.insertInto('auth_events').values(authEventRow(e)).execute();
}
