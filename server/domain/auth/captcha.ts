import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA } from '../../../src/config/accounts';
import type { Database } from '../../db/database';
import { consumeCaptcha, insertCaptcha } from '../../repositories/auth-state';
import { bumpCounter, claimSlot } from '../../repositories/rate-counters';
import { type AuthDeps, sha256, type Visitor, logEvent } from './context';
import { AuthError, throttled } from './errors';

/** Draws a captcha: the answer and a PNG of it. Tests swap in one with a known answer. */
export interface CaptchaRenderer {
  render(): { answer: string; png: Buffer };
}

/** The package's default export draws a given text; its typings only declare create(). */
const drawText = svgCaptcha as unknown as (text: string, opts: Parameters<typeof svgCaptcha.create>[0]) => string;

// No 0/O, 1/l/I: the answer must be readable.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** Distorted glyph paths (svg-captcha, its own font) rasterised by resvg: no system fonts needed. */
export const pngCaptchaRenderer: CaptchaRenderer = {
  render() {
    // The answer comes from node:crypto; svg-captcha's own text picker uses Math.random.
    const answer = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const svg = drawText(answer, { width: 150, height: 50, noise: 3, color: true, fontSize: 52 });
    const png = new Resvg(svg, { background: '#ffffff' }).render().asPng();
    return { answer, png: Buffer.from(png) };
  },
};

/**
 * Dev/test aid, like the outbox: the answers of issued captchas by the hash of their cookie id,
 * in the database (`dev_captcha_answers`), so `GET /dev/captcha` answers for a captcha any
 * instance drew. Each row lapses with its captcha; lapsed rows go when the next one is written.
 * Never created in production (app.ts).
 */
export class DevCaptchaLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(id: string, answer: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.deleteFrom('dev_captcha_answers').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('dev_captcha_answers')
      .values({ id_hash: sha256(id), answer, expires_at: expiresAt })
      .onConflict((oc) => oc.column('id_hash').doUpdateSet({ answer, expires_at: expiresAt }))
      .execute();
  }

  async answerFor(id: string, now: Date = new Date()): Promise<string | null> {
    const row = await this.db.selectFrom('dev_captcha_answers').select('answer').where('id_hash', '=', sha256(id)).where('expires_at', '>', now).executeTakeFirst();
    return row?.answer ?? null;
  }
}

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/**
 * A new captcha for this visitor: at most one per CAPTCHA.refreshThrottleMs per address.
 * Returns the random id for the HttpOnly cookie (only its hash is stored) and the PNG.
 */
export async function issueCaptcha(d: AuthDeps, v: Visitor): Promise<{ id: string; pngBase64: string; maxAgeS: number }> {
  const now = d.clock.now();
  // One refresh per second per browser (its captcha cookie); many browsers may share an address
  // (NAT), so the address only gets a per-minute budget.
  if (v.captchaId && !(await claimSlot(d.db, `captcha:c:${sha256(v.captchaId)}`, now, CAPTCHA.refreshThrottleMs))) {
    throw throttled('captcha refresh');
  }
  if ((await bumpCounter(d.db, `captcha:ip:${v.ip}`, now, 60_000)) > CAPTCHA.addressPerMinute) throw throttled('captcha refresh');
  const { answer, png } = d.captchas.render();
  const id = randomBytes(16).toString('base64url');
  // The new cookie starts its own one-second gap.
  await claimSlot(d.db, `captcha:c:${sha256(id)}`, now, CAPTCHA.refreshThrottleMs);
  const expiresAt = new Date(now.getTime() + d.settings.captchaTtlMs);
  await d.captchaLog?.record(id, answer, now, expiresAt);
  await insertCaptcha(d.db, {
    id_hash: sha256(id),
    answer_hash: answerHash(id, answer),
    ip: v.ip,
    created_at: now,
    expires_at: expiresAt,
  });
  return { id, pngBase64: png.toString('base64'), maxAgeS: Math.ceil(d.settings.captchaTtlMs / 1000) };
}

/**
 * Checks (and uses up, right or wrong) the visitor's captcha. Throws captcha.required when
 * no answer was given and captcha.invalid otherwise; `value.captcha` tells the SPA to show one.
 */
export async function requireCaptcha(d: AuthDeps, v: Visitor, answer: string | undefined, subject?: string | null): Promise<void> {
  if (!answer?.trim()) {
    await logEvent(d, v, 'captcha.required', { subject });
    throw new AuthError('invalid', 'captcha.required', 'please enter the captcha', { captcha: true });
  }
  const stored = v.captchaId ? await consumeCaptcha(d.db, sha256(v.captchaId), d.clock.now()) : undefined;
  const given = v.captchaId ? answerHash(v.captchaId, answer) : '';
  if (!stored || !timingSafeEqual(Buffer.from(stored), Buffer.from(given.padEnd(stored.length).slice(0, stored.length)))) {
    await logEvent(d, v, 'captcha.invalid', { subject });
    throw new AuthError('invalid', 'captcha.invalid', 'invalid captcha input', { captcha: true });
  }
}
