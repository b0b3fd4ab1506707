import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database';

/**
 * A seed step that must happen once per merchant, whoever runs it and however many run it at
 * once: its key is claimed in `seed_marks` (primary key merchant + key) in the same transaction
 * as the step's writes. Two instances seeding together without the start-up lock both insert the
 * key; PostgreSQL makes the second wait for the first transaction, then finds the key taken and
 * skips the step. A start that dies in the middle rolls its claim back with its writes, so the
 * next start does the step whole. Returns whether this call did the step.
 *
 * For demo data a person may later change or delete (messages, contracts): once claimed, the step
 * never runs again, so a deleted demo row stays deleted. Catalogue rows that an operator edits
 * in place use `on conflict do nothing` on their natural keys instead (seed.ts).
 */
export async function seedOnce(
  db: Kysely<Database>,
  merchantCode: string,
  key: string,
  step: (tx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('seed_marks')
      .values({ merchant_code: merchantCode, key })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    await step(tx);
    return true;
  });
}
