import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AuthSettings } from '../../config';
import type { Database } from '../../db/database';
import { insertAuthEvent } from '../../repositories/auth-events';
import type { CaptchaRenderer, DevCaptchaLog } from './captcha';
import type { FactorKeyRing } from './factor-secrets';
import type { MailProvider, SmsProvider } from './messaging';
import type { PasswordHasher } from './passwords';

/** What the accounts domain needs; built once per app (services.ts). */
export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: AuthSettings;
  hasher: PasswordHasher;
  sms: SmsProvider;
  mail: MailProvider;
  captchas: CaptchaRenderer;
  /** Seals and opens authenticator secrets (FACTOR_KEY; factor-secrets.ts). */
  factorKeys: FactorKeyRing;
  /** Outside production only: remembers issued answers so browser tests can solve captchas. */
  captchaLog?: DevCaptchaLog;
}

/** The caller as the domain sees it: no HTTP, just facts. */
export interface Visitor {
  merchantCode: string;
  /** Effective module flags of the merchant. */
  modules: ReadonlySet<string>;
  ip: string;
  userAgent: string | null;
  /** Random id of the captcha cookie, if the browser sent one. */
  captchaId: string | null;
  /** Origin the visitor used, for links in e-mails. */
  origin: string;
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Every auth event goes to auth_events (README "Accounts"). Never fails the request. */
export async function logEvent(
  d: AuthDeps,
  v: Visitor,
  event: string,
  extra: { userId?: string | null; subject?: string | null; detail?: Record<string, unknown> } = {},
): Promise<void> {
  try {
    await insertAuthEvent(d.db, { merchantCode: v.merchantCode, event, ip: v.ip, userAgent: v.userAgent, at: d.clock.now(), ...extra });
  } catch (e) {
    console.error('[auth] could not record event', event, e);
  }
}

/** "+880 1711000001": how a mobile number is bound to codes and shown in the outbox. */
export const mobileSubject = (dialingCode: string, mobileNum: string) => `${dialingCode} ${mobileNum}`;

/** Hints for a challenge: enough to recognise, not to learn. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  return `${dialingCode} ****${mobileNum.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
