import { createCipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { CONTENT } from '../../../src/config/content';
import { CS_KEY_ALPHABET, CS_KEY_CONTEXT, CS_PATH_TYPE_SEALED } from '../../../src/api/customer-service-path';

/**
 * Server side of the customer-service type-3 path (SPEC §3: "the item of type 3 has an
 * encrypted path whose last 8 characters are the decryption key and the rest the
 * ciphertext"). The spec does not show the cipher; ours (docs/engagement.md "Customer
 * service") is:
 *
 *   key    8 characters of [A-Za-z0-9], fresh for every answer
 *   aesKey first 16 bytes of SHA-256("cs-path/v1:" + key)   → AES-128-GCM
 *   path   base64url(iv[12] ‖ ciphertext ‖ tag[16]) + key
 *
 * The key travels with the ciphertext, so this is OBFUSCATION, NOT SECRECY: anyone holding the
 * path can read the URL. It keeps the chat address out of plain sight of casual scrapers and
 * link scanners, and the GCM tag makes a damaged or edited path fail to open (the client then
 * closes the popup) instead of sending the member somewhere else. It does not stop an attacker
 * who can change the permission response: that one can seal any URL with a key of its own.
 * Confidentiality and integrity of the response come from HTTPS. The client (the browser, with
 * WebCrypto) is src/api/customer-service-path.ts.
 */

function randomKey(): string {
  let key = '';
  for (let i = 0; i < CONTENT.csKeyLength; i++) key += CS_KEY_ALPHABET[randomInt(CS_KEY_ALPHABET.length)];
  return key;
}

export function csAesKey(key: string): Buffer {
  return createHash('sha256').update(CS_KEY_CONTEXT + key).digest().subarray(0, 16);
}

/** Seals a URL as a type-3 path; key and iv are chosen at random unless given (tests). */
export function sealCsPath(url: string, key: string = randomKey(), iv: Uint8Array = randomBytes(12)): string {
  if (key.length !== CONTENT.csKeyLength || [...key].some((ch) => !CS_KEY_ALPHABET.includes(ch))) throw new Error('bad customer-service key');
  const cipher = createCipheriv('aes-128-gcm', csAesKey(key), iv);
  const sealed = Buffer.concat([Buffer.from(iv), cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url') + key;
}

/**
 * The path list as sent: type-3 entries are configured with the plain URL (merchant profile
 * customerService.pathList) and sealed afresh for each answer; other types pass as they are.
 */
export function presentCustomerService(pathList: readonly { type: number; path: string }[]): { type: number; path: string }[] {
  return pathList.map((p) => (p.type === CS_PATH_TYPE_SEALED ? { type: p.type, path: sealCsPath(p.path) } : { type: p.type, path: p.path }));
}
