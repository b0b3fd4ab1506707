import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { sendMessages } from '../content/messages';
import { every, type Loop } from '../jobs';
import type { MailProvider, SmsProvider } from './messaging';

/**
 * Security notices (issue #19 item 5; docs/account-protection.md "Notices"): a platform message to
 * the member, and a copy by SMS to the bound mobile number and by e-mail to the bound address when
 * a code has proven that number or address (`users.mobile_verified_at` / `email_verified_at`): a
 * number typed in at registration and never proven may be someone else's.
 *
 * Copies are queued (`notice_copies`) in the request and handed to the SMS / mail providers by
 * the delivery job (deliverNoticeCopies), never sent inline: a slow or failing gateway cannot slow
 * or fail the login or change that caused the notice, and a copy a provider refused is retried.
 */

export type Notice = 'added' | 'removed' | 'newDevice' | 'passkeyAdded' | 'passkeyRemoved' | 'passwordChanged';
type Texts = Record<'en' | 'bn', string>;
/** A notice in one language: its title, what happened, and what to do if the member did not do it. */
type Said = [title: string, happened: string, ifNotYou: string];
const CHANGE_PASSWORD = [
  'If this was not you, change your password and contact customer service.',
  'এটি আপনি না করে থাকলে পাসওয়ার্ড বদলান এবং গ্রাহক সেবায় যোগাযোগ করুন।',
] as const;

const EN: Record<Notice, Said> = {
  added: ['Authenticator added', 'An authenticator app now protects your account.', 'If this was not you, contact customer service at once.'],
  removed: ['Authenticator removed', 'The authenticator app no longer protects your account.', CHANGE_PASSWORD[0]],
  passkeyAdded: ['Passkey added', 'A new passkey can now sign in to your account.', 'If this was not you, remove it in My account → Security center and change your password.'],
  passkeyRemoved: ['Passkey removed', 'A passkey can no longer sign in to your account.', CHANGE_PASSWORD[0]],
  passwordChanged: ['Password changed', 'The login password of your account was changed.', 'If this was not you, reset it with "Forgot password" and contact customer service at once.'],
  newDevice: ['New sign-in to your account', 'Your account was signed in to from a new address.', 'If this was not you, open My account → Login history and choose "This wasn\'t me".'],
};
const BN: Record<Notice, Said> = {
  added: ['অথেন্টিকেটর যোগ করা হয়েছে', 'এখন একটি অথেন্টিকেটর অ্যাপ আপনার অ্যাকাউন্ট সুরক্ষিত রাখছে।', 'এটি আপনি না করে থাকলে এখনই গ্রাহক সেবায় যোগাযোগ করুন।'],
  removed: ['অথেন্টিকেটর সরানো হয়েছে', 'অথেন্টিকেটর অ্যাপ আর আপনার অ্যাকাউন্ট সুরক্ষিত রাখছে না।', CHANGE_PASSWORD[1]],
  passkeyAdded: ['পাসকি যোগ করা হয়েছে', 'এখন একটি নতুন পাসকি দিয়ে আপনার অ্যাকাউন্টে সাইন-ইন করা যাবে।', 'এটি আপনি না করে থাকলে আমার অ্যাকাউন্ট → নিরাপত্তা কেন্দ্র থেকে এটি সরান এবং পাসওয়ার্ড বদলান।'],
  passkeyRemoved: ['পাসকি সরানো হয়েছে', 'একটি পাসকি দিয়ে আর আপনার অ্যাকাউন্টে সাইন-ইন করা যাবে না।', CHANGE_PASSWORD[1]],
  passwordChanged: ['পাসওয়ার্ড বদলানো হয়েছে', 'আপনার অ্যাকাউন্টের লগইন পাসওয়ার্ড বদলানো হয়েছে।', 'এটি আপনি না করে থাকলে "পাসওয়ার্ড ভুলে গেছেন" দিয়ে এটি রিসেট করুন এবং এখনই গ্রাহক সেবায় যোগাযোগ করুন।'],
  newDevice: ['আপনার অ্যাকাউন্টে নতুন সাইন-ইন', 'একটি নতুন ঠিকানা থেকে আপনার অ্যাকাউন্টে সাইন-ইন হয়েছে।', 'এটি আপনি না হলে আমার অ্যাকাউন্ট → লগইন ইতিহাস খুলে "এটি আমি নই" বেছে নিন।'],
};

/** The platform message of a notice: its title, and what happened followed by what to do, in both languages. */
function message(n: Notice): { title: Texts; body: Texts } {
  const [en, bn] = [EN[n], BN[n]];
  return { title: { en: en[0], bn: bn[0] }, body: { en: `${en[1]} ${en[2]}`, bn: `${bn[1]} ${bn[2]}` } };
}

/** Bengali first (the site's default language), then English: one text, whichever the member reads. */
export function noticeCopy(n: Notice): { subject: string; body: string } {
  const { title, body } = message(n);
  return { subject: `${title.bn} / ${title.en}`, body: `${title.bn}: ${body.bn}\n\n${title.en}: ${body.en}` };
}

/** Queues the SMS and e-mail copies of a notice for the member's proven mobile number and e-mail address. */
export async function queueNoticeCopies(db: Kysely<Database>, userId: string, notice: Notice, at: Date): Promise<number> {
  const u = await db
    .selectFrom('users')
    .select(['dialing_code', 'mobile_num', 'mobile_verified_at', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) return 0;
  const text = noticeCopy(notice);
  const rows: { channel: 'sms' | 'email'; to: string }[] = [];
  if (u.mobile_num && u.dialing_code && u.mobile_verified_at) rows.push({ channel: 'sms', to: `${u.dialing_code}${u.mobile_num}` });
  if (u.email && u.email_verified_at) rows.push({ channel: 'email', to: u.email });
  if (!rows.length) return 0;
  await db
    .insertInto('notice_copies')
    .values(rows.map((r) => ({ user_id: userId, ...r, purpose: `security.${notice}`, ...text, created_at: at })))
    .execute();
  return rows.length;
}

/** The platform message and the queued SMS / e-mail copies; never fails the request that caused it. */
export async function notifyMember(db: Kysely<Database>, merchantCode: string, userId: string, notice: Notice, at: Date): Promise<void> {
  try {
    await sendMessages(db, { merchantCode, kind: `security.${notice}`, ...message(notice) }, [userId], at);
    await queueNoticeCopies(db, userId, notice, at);
  } catch (e) {
    console.error('[auth] could not send the security notice', notice, e);
  }
}

export interface NoticeDeliveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsProvider;
  mail: MailProvider;
}

/** A claim older than this belongs to a run that died: another run may take the copy again. */
export const NOTICE_CLAIM_STALE_MS = 5 * 60_000;
/** A copy refused this many times stays in the table, unsent, for the operator to look at. */
export const NOTICE_MAX_ATTEMPTS = 10;

/**
 * Hands queued copies to the providers, oldest first, at most `limit` a run. Each is claimed in one
 * statement (skip locked: two instances never take the same copy), sent, then marked sent; a
 * provider's refusal counts an attempt and frees the claim for the next run. Answers how many went.
 */
export async function deliverNoticeCopies(d: NoticeDeliveryDeps, limit = 50): Promise<number> {
  const now = d.clock.now();
  const stale = new Date(now.getTime() - NOTICE_CLAIM_STALE_MS);
  const claimed = await sql<{ id: number; channel: 'sms' | 'email'; to: string; purpose: string; subject: string; body: string }>`
    update notice_copies set claimed_at = ${now}
    where id in (
      select id from notice_copies
      where sent_at is null and attempts < ${NOTICE_MAX_ATTEMPTS} and (claimed_at is null or claimed_at < ${stale})
      order by id limit ${limit} for update skip locked
    )
    returning id, channel, "to", purpose, subject, body`.execute(d.db);
  let sent = 0;
  for (const c of claimed.rows.sort((a, b) => a.id - b.id)) {
    try {
      if (c.channel === 'sms') await d.sms.send({ to: c.to, purpose: c.purpose, body: c.body, code: null });
      else await d.mail.send({ to: c.to, purpose: c.purpose, subject: c.subject, body: c.body, code: null });
      await d.db.updateTable('notice_copies').set({ sent_at: d.clock.now() }).where('id', '=', c.id).execute();
      sent++;
    } catch (e) {
      await d.db
        .updateTable('notice_copies')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_at: null, last_error: String((e as Error)?.message ?? e).slice(0, 500) }))
        .where('id', '=', c.id)
        .execute();
    }
  }
  return sent;
}

/** How often the server process looks for copies to deliver. */
export const NOTICE_DELIVERY_INTERVAL_MS = 5_000;

/** The delivery loop of the server process (main.ts). */
export function startNoticeDelivery(d: NoticeDeliveryDeps, log: Pick<Console, 'log' | 'error'> = console): Loop {
  return every(NOTICE_DELIVERY_INTERVAL_MS, '[auth] security notice copies delivered', () => deliverNoticeCopies(d), log);
}
