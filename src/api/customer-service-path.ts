import { CONTENT } from '../config/content';

/**
 * Client side of the customer-service type-3 path (SPEC §3): the last CONTENT.csKeyLength (8)
 * characters are the key, the rest the ciphertext. Our cipher (the spec does not show one;
 * docs/engagement.md "Customer service"; the server's sealing is
 * server/domain/content/customer-service.ts):
 *
 *   aesKey = SHA-256("cs-path/v1:" + key)[0..16)       AES-128-GCM
 *   rest   = base64url(iv[12] ‖ ciphertext ‖ tag[16])
 *
 * Obfuscation, not secrecy: the key rides along with the ciphertext. What it does give is a
 * check: a path that was cut, damaged or edited fails the GCM tag and opens nothing.
 * WebCrypto only, so it runs in the browser and in Node alike.
 */

export { CS_PATH_TYPE_PLAIN, CS_PATH_TYPE_SEALED } from './customer-service-types';
export const CS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CS_KEY_CONTEXT = 'cs-path/v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longest sealed path looked at (a URL of 2 KB, sealed). */
const MAX_SEALED = 4096;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const s = atob(b64);
    const out = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** Splits a type-3 path into ciphertext and key; null when it cannot be one. */
export function splitCsPath(path: string): { ciphertext: string; key: string } | null {
  const n = CONTENT.csKeyLength;
  if (typeof path !== 'string' || path.length <= n || path.length > MAX_SEALED) return null;
  const key = path.slice(-n);
  if ([...key].some((ch) => !CS_KEY_ALPHABET.includes(ch))) return null;
  return { ciphertext: path.slice(0, -n), key };
}

/** The URL inside a type-3 path, or null when the path is malformed, damaged or edited. */
export async function openCsPath(path: string): Promise<string | null> {
  const parts = splitCsPath(path);
  if (!parts) return null;
  const bytes = fromBase64Url(parts.ciphertext);
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES + 1) return null;
  const subtle = globalThis.crypto.subtle;
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(CS_KEY_CONTEXT + parts.key));
    const key = await subtle.importKey('raw', digest.slice(0, 16), { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), tagLength: TAG_BYTES * 8 }, key, bytes.slice(IV_BYTES));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
