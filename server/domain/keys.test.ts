import { createPrivateKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, fromBase64, toBase64 } from '../../src/api/wire-crypto';
import { openPayload } from './keys';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

async function keys() {
  const pair = await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { pair, node: createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' }) };
}

/** A request sealed by hand: any AES key length, any plaintext bytes. */
async function seal(publicKey: CryptoKey, rawKey: Uint8Array<ArrayBuffer>, plaintext: Uint8Array<ArrayBuffer>) {
  const aes = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plaintext));
  const packed = new Uint8Array(12 + ct.length);
  packed.set(iv);
  packed.set(ct, 12);
  return {
    rsa: toBase64(new Uint8Array(await crypto.subtle.encrypt(RSA, publicKey, rawKey))),
    digest: toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', plaintext))),
    body: { value: toBase64(packed) },
  };
}

describe('openPayload (server, node:crypto) against decryptPayload (WebCrypto)', () => {
  it('opens what the client seals, and refuses every bad request with the same error', async () => {
    const { pair, node } = await keys();
    const payload = { type: 'username', username: 'player01', password: 'Player@2026' };
    const good = await encryptPayload(pair.publicKey, 'k', payload);
    const h = { rsa: good.headers['X-RSA'], digest: good.headers['X-Digest'] };
    expect(JSON.parse(openPayload(node, h, good.body))).toMatchObject({ data: payload, at: expect.any(Number), nonce: expect.any(String) });

    const flipped = fromBase64(good.body.value);
    flipped[20]! ^= 1;
    const wideKey = await seal(pair.publicKey, crypto.getRandomValues(new Uint8Array(32)), new TextEncoder().encode('{}'));
    const notJson = await seal(pair.publicKey, crypto.getRandomValues(new Uint8Array(16)), new TextEncoder().encode('not json'));
    const cases: [string, { rsa: string | undefined; digest: string | undefined }, unknown][] = [
      ['no rsa header', { ...h, rsa: undefined }, good.body],
      ['no body value', h, { value: 42 }],
      ['null body', h, null],
      ['digest mismatch', { ...h, digest: toBase64(new Uint8Array(32)) }, good.body],
      ['flipped ciphertext', h, { value: toBase64(flipped) }],
      ['short ciphertext', h, { value: toBase64(new Uint8Array(20)) }],
      ['garbage rsa', { ...h, rsa: 'not base64!' }, good.body],
      ['wrong rsa', { ...h, rsa: toBase64(new Uint8Array(256)) }, good.body],
      ['256-bit AES key', { rsa: wideKey.rsa, digest: wideKey.digest }, wideKey.body],
      ['plaintext not JSON', { rsa: notJson.rsa, digest: notJson.digest }, notJson.body],
    ];
    for (const [name, headers, body] of cases) {
      const web = await decryptPayload(pair.privateKey, headers, body).then(
        () => 'opened',
        (e: Error) => `${e.constructor.name}: ${e.message}`,
      );
      let server: string;
      try {
        openPayload(node, headers, body);
        server = 'opened';
      } catch (e) {
        server = `${(e as Error).constructor.name}: ${(e as Error).message}`;
      }
      expect({ name, server }).toEqual({ name, server: web });
      expect(server).toMatch(/^DecryptError: /);
    }
  });
});

describe('KeyStore: every instance opens what any other handed out', () => {
  it('reads the table again for a key id it does not hold (one read per interval), then opens with it', async () => {
    const { createTestDb } = await import('../testing/test-db');
    const { insertKey } = await import('../repositories/server-keys');
    const { KeyStore } = await import('./keys');
    const d = await createTestDb();
    try {
      const store = new KeyStore(d.db, 60_000);
      const first = await store.active();
      // Another instance's key, written after this one loaded the table.
      const other = await keys();
      const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', other.pair.privateKey));
      const spki = new Uint8Array(await crypto.subtle.exportKey('spki', other.pair.publicKey));
      await insertKey(d.db, { key_id: 'another-instance', alg: 'RSA-OAEP-256', public_key: toBase64(spki), private_key: toBase64(pkcs8) });
      expect(await store.privateKey('another-instance')).not.toBeNull();
      // Still the oldest key is handed out.
      expect((await store.active()).keyId).toBe(first.keyId);
      // An id nobody issued: no second read within the interval, and no key.
      expect(await store.privateKey('made-up')).toBeNull();
    } finally {
      await d.close();
    }
  });
});
