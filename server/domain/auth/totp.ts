import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits) as authenticator apps use it. */
const STEP_S = 30;
const DIGITS = 6;
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(s: string): Buffer {
  const clean = s.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

/** A new authenticator secret: 160 random bits (RFC 4226's recommended key length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP value for one counter. */
export function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(bin).padStart(DIGITS, '0');
}

export function totpAt(secretB32: string, at: Date): string {
  return hotp(base32Decode(secretB32), Math.floor(at.getTime() / 1000 / STEP_S));
}

/** Accepts the current step and one either side (clock drift), compared in constant time. */
export function verifyTotp(secretB32: string, code: string, at: Date, window = 1): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secretB32);
  const step = Math.floor(at.getTime() / 1000 / STEP_S);
  let ok = false;
  for (let i = -window; i <= window; i++) ok = timingSafeEqual(Buffer.from(hotp(key, step + i)), Buffer.from(code)) || ok;
  return ok;
}

/** The RFC 6238 counter (30-second step) of an instant. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_S);

/**
 * The step a code matches, trying the current one and `window` either side (clock drift), or
 * null. Every candidate is compared in constant time; the caller refuses a step already used.
 */
export function matchTotpStep(secretB32: string, code: string, at: Date, window = 1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretB32);
  const step = totpStep(at);
  let hit: number | null = null;
  for (let i = -window; i <= window; i++) if (timingSafeEqual(Buffer.from(hotp(key, step + i)), Buffer.from(code))) hit ??= step + i;
  return hit;
}

/** otpauth:// URI of Google's Key Uri Format: what an authenticator app scans. */
export function otpauthUri(issuer: string, account: string, secretB32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secretB32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_S}`;
}
