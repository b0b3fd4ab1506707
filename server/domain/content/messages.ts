import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { MESSAGE_ID, type MessagePage } from '../../../src/api/schemas/content';
import type { Database, Localized } from '../../db/database';
import { json } from '../../db/json';
import { marketingAllowed } from '../care/marketing';
import { pick } from '../localize';
import { wireInstant } from '../time';
import { badField, messageNotFound } from './errors';

/**
 * Platform messages (messageV2; docs/engagement.md "Messages and content"). Every read and
 * change is scoped by the member's own id AND merchant in the statement itself: another
 * member's message id matches no row, so it answers as unknown and nothing changes.
 */

export interface Owner {
  merchantCode: string;
  userId: string;
}

/** The member's own rows (and, with an id, that one row only): every statement below is scoped by this. */
const owned =
  (o: Owner, id?: string) =>
  (eb: ExpressionBuilder<Database, 'member_messages'>) =>
    eb.and([eb('user_id', '=', o.userId), eb('merchant_code', '=', o.merchantCode), ...(id === undefined ? [] : [eb('id', '=', id)])]);

export function messageId(raw: unknown): string {
  if (typeof raw !== 'string' || !MESSAGE_ID.test(raw)) throw badField('id', 'pattern');
  return raw;
}

export async function unreadCount(db: Kysely<Database>, o: Owner): Promise<number> {
  const r = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(owned(o))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function listMessages(
  db: Kysely<Database>,
  o: Owner,
  q: { page: number; size: number; lang: string; fallback: string },
): Promise<MessagePage> {
  const base = db.selectFrom('member_messages').where(owned(o));
  const [rows, total, unread] = await Promise.all([
    base
      .select(['id', 'kind', 'title', 'body', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    unreadCount(db, o),
  ]);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      title: pick(r.title, q.lang, q.fallback),
      body: pick(r.body, q.lang, q.fallback),
      date: wireInstant(r.created_at),
      read: r.read_at !== null,
    })),
    page: q.page,
    size: q.size,
    total: Number(total?.n ?? 0),
    unread,
  };
}

/** Marks one read; already read stays as it was (first read time kept). */
export async function readMessage(db: Kysely<Database>, o: Owner, id: string, at: Date): Promise<number> {
  const hit = await db
    .updateTable('member_messages')
    .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
    .where(owned(o, id))
    .returning('id')
    .executeTakeFirst();
  if (!hit) throw messageNotFound();
  return unreadCount(db, o);
}

export async function readAllMessages(db: Kysely<Database>, o: Owner, at: Date): Promise<number> {
  await db
    .updateTable('member_messages')
    .set({ read_at: at })
    .where(owned(o))
    .where('read_at', 'is', null)
    .execute();
  return 0;
}

export async function deleteMessage(db: Kysely<Database>, o: Owner, id: string): Promise<number> {
  const hit = await db
    .deleteFrom('member_messages')
    .where(owned(o, id))
    .returning('id')
    .executeTakeFirst();
  if (!hit) throw messageNotFound();
  return unreadCount(db, o);
}

export interface OutgoingMessage {
  merchantCode: string;
  /** platform.notice, feedback.reply, marketing.<topic>… A `marketing.` kind is marketing. */
  kind: string;
  title: Localized;
  body: Localized;
  ref?: string | null;
}

export const isMarketing = (kind: string) => kind.startsWith('marketing.');

/**
 * Delivers one message to each member. Marketing goes only to members who may receive it now
 * (marketingAllowed: no time-out or self-exclusion in force); service messages go to all.
 * Returns who got it.
 */
export async function sendMessages(
  db: Kysely<Database>,
  m: OutgoingMessage,
  userIds: readonly string[],
  at: Date,
): Promise<{ sent: string[]; skipped: string[] }> {
  const sent: string[] = [];
  const skipped: string[] = [];
  for (const id of userIds) ((!isMarketing(m.kind) || (await marketingAllowed(db, id, at))) ? sent : skipped).push(id);
  for (let i = 0; i < sent.length; i += 1000) {
    await db
      .insertInto('member_messages')
      .values(
        sent.slice(i, i + 1000).map((user_id) => ({
          merchant_code: m.merchantCode,
          user_id,
          kind: m.kind,
          title: json(m.title),
          body: json(m.body),
          ref: m.ref ?? null,
          created_at: at,
        })),
      )
      .execute();
  }
  return { sent, skipped };
}
