import type { Kysely } from 'kysely';
import { CONTENT } from '../../../src/config/content';
import { countWords, type Feedback, type FeedbackRequest } from '../../../src/api/schemas/content';
import type { Database } from '../../db/database';
import { bumpCounter, claimSlot } from '../../repositories/rate-counters';
import { wireInstant, wireInstantOrNull } from '../time';
import { ContentError } from './errors';
import { type Owner, sendMessages } from './messages';

/**
 * Feedback (SPEC §5 "Feedback length between {0} and {1} words", §7 PUT /wps/feedback;
 * docs/engagement.md "Messages and content"). The text is checked first (characters, then
 * words), then the member's throttle (one per CONTENT.feedbackGapMs, CONTENT.feedbackPerDay a
 * day) is claimed, then the row written: a refused text costs no throttle slot, and a
 * throttled member costs no write.
 */

const DAY_MS = 86_400_000;

export const feedbackLength = (words: number) =>
  new ContentError('invalid', 'feedback.length', `feedback must have ${CONTENT.feedbackMinWords}-${CONTENT.feedbackMaxWords} words`, {
    min: CONTENT.feedbackMinWords,
    max: CONTENT.feedbackMaxWords,
    words,
  });

function present(r: {
  id: string | number;
  category: string;
  content: string;
  status: 'open' | 'answered';
  reply: string | null;
  created_at: Date;
  answered_at: Date | null;
}): Feedback {
  return {
    id: String(r.id),
    category: r.category as Feedback['category'],
    content: r.content,
    status: r.status,
    reply: r.reply,
    date: wireInstant(r.created_at),
    answeredAt: wireInstantOrNull(r.answered_at),
  };
}

export async function submitFeedback(db: Kysely<Database>, o: Owner, input: FeedbackRequest, at: Date): Promise<Feedback> {
  const content = input.content.trim();
  if (content.length > CONTENT.feedbackMaxChars) throw feedbackLength(-1);
  const words = countWords(content);
  if (words < CONTENT.feedbackMinWords || words > CONTENT.feedbackMaxWords) throw feedbackLength(words);

  if (!(await claimSlot(db, `feedback:gap:${o.userId}`, at, CONTENT.feedbackGapMs)))
    throw new ContentError('throttled', 'feedback.too.frequent', 'one feedback a minute', { waitMs: CONTENT.feedbackGapMs });
  if ((await bumpCounter(db, `feedback:day:${o.userId}`, at, DAY_MS)) > CONTENT.feedbackPerDay)
    throw new ContentError('throttled', 'feedback.daily.limit', 'daily feedback limit reached', { max: CONTENT.feedbackPerDay });

  const row = await db
    .insertInto('feedback')
    .values({ merchant_code: o.merchantCode, user_id: o.userId, category: input.category, content, words, created_at: at })
    .returning(['id', 'category', 'content', 'status', 'reply', 'created_at', 'answered_at'])
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function listFeedback(db: Kysely<Database>, o: Owner): Promise<Feedback[]> {
  const rows = await db
    .selectFrom('feedback')
    .select(['id', 'category', 'content', 'status', 'reply', 'created_at', 'answered_at'])
    .where('user_id', '=', o.userId)
    .where('merchant_code', '=', o.merchantCode)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CONTENT.feedbackListLimit)
    .execute();
  return rows.map(present);
}

/** Open feedback of a merchant, oldest first (ops). */
export function openFeedback(db: Kysely<Database>, merchantCode: string, limit = 50) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.id', 'f.category', 'f.content', 'f.created_at', 'u.username'])
    .where('f.merchant_code', '=', merchantCode)
    .where('f.status', '=', 'open')
    .orderBy('f.created_at')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/**
 * The operator answers an open feedback: the answer is stored and reaches the member as a
 * platform message (kind feedback.reply), in one transaction. Answering twice is refused.
 */
export async function replyFeedback(
  db: Kysely<Database>,
  merchantCode: string,
  id: string,
  reply: string,
  at: Date,
): Promise<{ userId: string } | null> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('feedback')
      .set({ status: 'answered', reply, answered_at: at })
      .where('id', '=', id)
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'open')
      .returning(['user_id', 'content'])
      .executeTakeFirst();
    if (!row) return null;
    const excerpt = row.content.length > 60 ? `${row.content.slice(0, 60)}…` : row.content;
    await sendMessages(
      tx,
      {
        merchantCode,
        kind: 'feedback.reply',
        title: { bn: 'আপনার মতামতের উত্তর', en: 'Reply to your feedback' },
        body: { bn: `“${excerpt}”\n\n${reply}`, en: `“${excerpt}”\n\n${reply}` },
        ref: id,
      },
      [row.user_id],
      at,
    );
    return { userId: row.user_id };
  });
}
