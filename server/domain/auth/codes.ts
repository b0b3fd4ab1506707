import { randomBytes, randomInt } from 'node:crypto';
import { countCodeAttempt, findCodeByHash, insertCode, latestCode, retireCodes, useCode } from '../../repositories/auth-state';
import { bumpCounter, claimSlot } from '../../repositories/rate-counters';
import { type AuthDeps, sha256, type Visitor } from './context';
import { codeExpired, codeInvalid, throttled } from './errors';

/**
 * One-time codes (SMS, e-mail, challenge): 6 random digits from node:crypto, bound to a
 * subject and a purpose, single use, expiring, dead after settings.codeMaxAttempts wrong tries.
 * Only a hash is stored.
 */
const codeHash = (purpose: string, subject: string, code: string) => sha256(`${purpose}|${subject}|${code}`);

/** Resend throttle: one per subject+purpose per smsResendMs, and a windowed cap per address. */
export async function throttleSend(d: AuthDeps, v: Visitor, purpose: string, subject: string): Promise<void> {
  const now = d.clock.now();
  const perAddress = await bumpCounter(d.db, `send:ip:${v.ip}`, now, d.settings.sendsPerAddress.windowMs);
  if (perAddress > d.settings.sendsPerAddress.max) throw throttled('codes from this address');
  if (!(await claimSlot(d.db, `send:${v.merchantCode}:${purpose}:${subject}`, now, d.settings.smsResendMs))) throw throttled('code resend');
}

/** A fresh code; earlier live codes of the same subject and purpose stop working. */
export async function issueCode(d: AuthDeps, merchantCode: string, purpose: string, subject: string, ttlMs: number): Promise<string> {
  const now = d.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await retireCodes(d.db, merchantCode, purpose, subject, now);
  await insertCode(d.db, {
    merchant_code: merchantCode,
    purpose,
    subject,
    code_hash: codeHash(purpose, subject, code),
    created_at: now,
    expires_at: new Date(now.getTime() + ttlMs),
  });
  return code;
}

/** Checks and uses up the live code of this subject: throws verification.code.invalid/expired. */
export async function consumeCode(d: AuthDeps, merchantCode: string, purpose: string, subject: string, code: string): Promise<void> {
  const now = d.clock.now();
  const row = await latestCode(d.db, merchantCode, purpose, subject);
  if (!row || row.used_at || row.attempts >= d.settings.codeMaxAttempts) throw codeInvalid();
  if (row.expires_at.getTime() <= now.getTime()) throw codeExpired();
  if (row.code_hash !== codeHash(purpose, subject, code.trim())) {
    await countCodeAttempt(d.db, row.id);
    throw codeInvalid();
  }
  if (!(await useCode(d.db, row.id, now))) throw codeInvalid();
}

/** Long random codes (e-mail reset links) looked up by hash: the code alone names the subject. */
export async function issueLinkCode(d: AuthDeps, merchantCode: string, purpose: string, subject: string, ttlMs: number): Promise<string> {
  const now = d.clock.now();
  const code = randomBytes(16).toString('base64url');
  await retireCodes(d.db, merchantCode, purpose, subject, now);
  await insertCode(d.db, { merchant_code: merchantCode, purpose, subject, code_hash: sha256(`${purpose}|${code}`), created_at: now, expires_at: new Date(now.getTime() + ttlMs) });
  return code;
}

/** Uses up a link code: its subject, or throws. */
export async function consumeLinkCode(d: AuthDeps, merchantCode: string, purpose: string, code: string): Promise<string> {
  const now = d.clock.now();
  const row = await findCodeByHash(d.db, merchantCode, purpose, sha256(`${purpose}|${code.trim()}`));
  if (!row || row.used_at) throw codeInvalid();
  if (row.expires_at.getTime() <= now.getTime()) throw codeExpired();
  if (!(await useCode(d.db, row.id, now))) throw codeInvalid();
  return row.subject;
}
