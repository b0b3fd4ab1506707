import { coerce, defaulted, integer, object, optional, size, string } from 'superstruct';
import { FeedbackRequest, MessageRef } from '../../../src/api/schemas/content';
import { CONTENT } from '../../../src/config/content';
import { listFeedback, submitFeedback } from '../../domain/content/feedback';
import { deleteMessage, listMessages, messageId, readAllMessages, readMessage, unreadCount } from '../../domain/content/messages';
import type { Services } from '../../services';
import { badInput, ok } from '../../wire/envelope';
import { check, query } from '../../wire/validate';
import { body } from '../../wire/body';
import { locale } from '../../wire/request';
import { type C, handle, owner } from './context';

const int = (min: number, max: number, dflt: number) =>
  defaulted(size(coerce(integer(), string(), (s) => (/^\d{1,6}$/.test(s) ? Number(s) : NaN)), min, max), dflt);

const ListQuery = object({ page: int(1, 100_000, 1), size: int(1, CONTENT.messageMaxPageSize, CONTENT.messagePageSize) });
const DeleteQuery = object({ id: optional(string()) });

/** A JSON object body with nothing but `id`. */
async function idOf(c: C): Promise<string> {
  return messageId(check(await body(c), MessageRef).id);
}

export function contentHandlers(s: Services) {
  const now = () => s.clock.now();
  return {
    list: handle(async (c) => {
      const q = query(c, ListQuery);
      return ok(c, await listMessages(s.db, owner(c), { ...q, ...locale(c) }));
    }),

    read: handle(async (c) => ok(c, { unread: await readMessage(s.db, owner(c), await idOf(c), now()) })),

    readAll: handle(async (c) => ok(c, { unread: await readAllMessages(s.db, owner(c), now()) })),

    remove: handle(async (c) => {
      const { id } = query(c, DeleteQuery);
      if (id === undefined) throw badInput('id', 'required');
      return ok(c, { unread: await deleteMessage(s.db, owner(c), messageId(id)) });
    }),

    unread: handle(async (c) => ok(c, { count: await unreadCount(s.db, owner(c)) })),

    feedback: handle(async (c) => {
      // The domain checks the length in characters before it counts a word (feedback.length).
      return ok(c, await submitFeedback(s.db, owner(c), check(await body(c), FeedbackRequest), now()));
    }),

    feedbackList: handle(async (c) => ok(c, { list: await listFeedback(s.db, owner(c)) })),
  };
}
