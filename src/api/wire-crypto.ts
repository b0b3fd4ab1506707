/**
 * Hybrid payload encryption of DESIGN.md ("128-bit"): a fresh AES-128-GCM key per
 * request, wrapped with the server's RSA-OAEP-256 public key. WebCrypto only, so the
 * same code runs in the browser and in Node (globalThis.crypto). The server decrypts with
 * node:crypto instead (server/domain/keys.ts openPayload: same checks, same errors).
 */
const subtle = () => globalThis.crypto.subtle;
const enc = new TextEncoder();
const dec = new TextDecoder();

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]!);
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export interface EncryptedRequest {
  headers: { Encryption: '1'; 'X-RSA': string; 'X-Digest': string; 'X-Key-Id': string };
  body: { value: string };
}

export async function importPublicKey(spkiB64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(spkiB64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/**
 * Replay protection (server/README.md "Replay protection"): every sealed body carries the moment it was sealed
 * and a single-use random nonce beside the payload, `{ at, nonce, data }`. The server refuses a
 * seal outside its window and a nonce it has seen, so a captured login cannot be sent again.
 */
export interface Seal {
  /** Milliseconds since the epoch, on the server's clock as far as the sealer knows it. */
  at: number;
  /** 16 random bytes, base64. */
  nonce: string;
}

export interface SealedPlaintext extends Seal {
  data: unknown;
}

export function newSeal(at = Date.now()): Seal {
  return { at, nonce: toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16))) };
}

export async function encryptPayload(publicKey: CryptoKey, keyId: string, payload: unknown, seal: Seal = newSeal()): Promise<EncryptedRequest> {
  const sealed: SealedPlaintext = { at: seal.at, nonce: seal.nonce, data: payload };
  const plaintext = enc.encode(JSON.stringify(sealed));
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 128 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = new Uint8Array(await subtle().exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  const digest = new Uint8Array(await subtle().digest('SHA-256', plaintext));
  const packed = new Uint8Array(iv.length + ct.length);
  packed.set(iv, 0);
  packed.set(ct, iv.length);
  return {
    headers: { Encryption: '1', 'X-RSA': toBase64(wrapped), 'X-Digest': toBase64(digest), 'X-Key-Id': keyId },
    body: { value: toBase64(packed) },
  };
}

export class DecryptError extends Error {}

/** Server side: unwrap the AES key, decrypt, and check the digest of the plaintext. */
export async function decryptPayload(
  privateKey: CryptoKey,
  headers: { rsa: string | undefined; digest: string | undefined },
  body: unknown,
): Promise<unknown> {
  const value = (body as { value?: unknown } | null)?.value;
  if (!headers.rsa || !headers.digest || typeof value !== 'string') throw new DecryptError('missing encryption fields');
  try {
    const rawKey = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(headers.rsa));
    if (rawKey.byteLength !== 16) throw new DecryptError('AES key must be 128-bit');
    const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const packed = fromBase64(value);
    if (packed.length < 12 + 16) throw new DecryptError('ciphertext too short');
    const plaintext = new Uint8Array(
      await subtle().decrypt({ name: 'AES-GCM', iv: packed.subarray(0, 12) }, aesKey, packed.subarray(12)),
    );
    const digest = new Uint8Array(await subtle().digest('SHA-256', plaintext));
    if (toBase64(digest) !== headers.digest) throw new DecryptError('digest mismatch');
    return JSON.parse(dec.decode(plaintext));
  } catch (e) {
    if (e instanceof DecryptError) throw e;
    throw new DecryptError('payload cannot be decrypted');
  }
}
