import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Localized } from '../../db/database';
import { json } from '../../db/json';

/** The operator's side of platform messages and notices (docs/engagement.md "Messages and content"), with typed arguments. */

/** Who a platform message goes to: the member with this username, or (undefined) every real account; trial accounts never. */
export async function messageRecipients(db: Kysely<Database>, m: string, username: string | undefined): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('merchant_code', '=', m)
    .where('type', '!=', 4)
    .$if(username !== undefined, (q) => q.where('username', '=', username!))
    .execute();
  return rows.map((r) => r.id);
}

export type NoticeType = 'PL' | 'PU' | 'PR';

/** Publishes a notice now, before the seeded ones (the newest comes first); answers its id. */
export async function addNotice(db: Kysely<Database>, m: string, notice: { type: NoticeType; title: Localized; content: Localized }, at: Date): Promise<string> {
  const row = await db
    .insertInto('notices')
    .values({
      merchant_code: m,
      key: `ops-${at.getTime()}-${randomBytes(3).toString('hex')}`,
      type: notice.type,
      title: json(notice.title),
      content: json(notice.content),
      image_url: null,
      link_url: null,
      active: true,
      sort: -1,
      published_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Hides a notice; false: the merchant has no such notice. */
export async function hideNotice(db: Kysely<Database>, m: string, id: number): Promise<boolean> {
  const r = await db.updateTable('notices').set({ active: false }).where('id', '=', id).where('merchant_code', '=', m).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
