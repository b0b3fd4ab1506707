import type { Kysely } from 'kysely';
import type { Database, Localized } from '../database';
import { json } from '../json';
import { seedUserId } from '../seed-accounts';
import { seedOnce } from '../seed-steps';

/**
 * Demo platform messages (docs/engagement.md "Messages and content"): player01's inbox holds a
 * read and two unread messages, so the unread badge shows 2 on a fresh start. `ref` marks the
 * seed's rows, and (user, ref) is their natural key (a unique index: one copy each, whatever runs
 * the seed). They are written once per merchant (seedOnce): one the member deleted stays deleted.
 */
const MESSAGES: { ref: string; kind: string; title: Localized; body: Localized; ageHours: number; read: boolean }[] = [
  {
    ref: 'seed:welcome',
    kind: 'platform.notice',
    title: { bn: 'স্বাগতম!', en: 'Welcome!' },
    body: {
      bn: 'আমাদের সাথে যোগ দেওয়ার জন্য ধন্যবাদ। সদস্য কেন্দ্রে আপনার অ্যাকাউন্ট, ওয়ালেট ও রেকর্ড দেখুন।',
      en: 'Thank you for joining us. Your account, wallet and records are in the member center.',
    },
    ageHours: 72,
    read: true,
  },
  {
    ref: 'seed:security',
    kind: 'platform.notice',
    title: { bn: 'অ্যাকাউন্ট নিরাপত্তা', en: 'Account security' },
    body: {
      bn: 'আপনার পাসওয়ার্ড বা পেমেন্ট পাসওয়ার্ড কাউকে জানাবেন না। গ্রাহক সেবা কখনো তা চায় না।',
      en: 'Never share your password or payment password. Customer service never asks for them.',
    },
    ageHours: 24,
    read: false,
  },
  {
    ref: 'seed:app',
    kind: 'platform.notice',
    title: { bn: 'মোবাইল অ্যাপ পাওয়া যাচ্ছে', en: 'The mobile app is here' },
    body: {
      bn: 'অ্যাপ ডাউনলোড পৃষ্ঠা থেকে আইওএস বা অ্যান্ড্রয়েড অ্যাপ ইনস্টল করুন।',
      en: 'Install the iOS or Android app from the app download page.',
    },
    ageHours: 2,
    read: false,
  },
];

export async function seedMessages(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const userId = seedUserId(merchantCode, 'player01');
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  // Once per merchant (seedOnce): a message the member deleted stays deleted at the next start.
  await seedOnce(db, merchantCode, 'messages:player01', async (tx) => {
    await tx
      .insertInto('member_messages')
      .values(
        MESSAGES.map((m) => {
          const at = new Date(now.getTime() - m.ageHours * 3_600_000);
          return { merchant_code: merchantCode, user_id: userId, kind: m.kind, title: json(m.title), body: json(m.body), ref: m.ref, created_at: at, read_at: m.read ? at : null };
        }),
      )
      // The natural key of a seeded message (migration 0022): a copy already there is kept as it is.
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
