import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA } from '../../../src/config/constants';
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
  d.captchaLog?.record(id, answer);
  await insertCaptcha(d.db, {
    id_hash: sha256(id),
    answer_hash: answerHash(id, answer),
    ip: v.ip,
    created_at: now,
    expires_at: new Date(now.getTime() + d.settings.captchaTtlMs),
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
