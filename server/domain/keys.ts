import { constants, createDecipheriv, createHash, createPrivateKey, type KeyObject, privateDecrypt, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DecryptError, fromBase64, toBase64 } from '../../src/api/wire-crypto';
import type { Database } from '../db/database';
import { insertKey, listKeys } from '../repositories/server-keys';

export const KEY_ALG = 'RSA-OAEP-256' as const;
const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface ActiveKey {
  keyId: string;
  alg: typeof KEY_ALG;
  publicKey: string;
}

/**
 * RSA key pair for the hybrid payload encryption. Made on first start and kept in the db
 * so every instance behind a load balancer decrypts what any other handed out. When two
 * instances race on an empty table each inserts a key, then all of them use the oldest.
 */
export class KeyStore {
  private loaded: Promise<{ active: ActiveKey; privateKeys: Map<string, KeyObject> }> | null = null;
  private reloadedAt = 0;

  /**
   * `reloadEveryMs`: how often at most an unknown key id makes this process read the table again.
   * Two instances starting together on an empty table may each list the keys before the other's
   * insert is visible, and choose differently when the two rows tie; a payload sealed with the
   * other's key then still opens here after one reload, without trusting ids a client makes up
   * for more than one read every few seconds.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly reloadEveryMs = 5_000,
  ) {}

  private load() {
    this.loaded ??= this.loadOrCreate().catch((e) => {
      this.loaded = null;
      throw e;
    });
    return this.loaded;
  }

  private async loadOrCreate() {
    let rows = await listKeys(this.db);
    if (rows.length === 0) {
      const pair = await crypto.subtle.generateKey(
        { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
        true,
        ['encrypt', 'decrypt'],
      );
      const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
      const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
      await insertKey(this.db, {
        key_id: randomBytes(8).toString('hex'),
        alg: KEY_ALG,
        public_key: toBase64(spki),
        private_key: toBase64(pkcs8),
      });
      rows = await listKeys(this.db);
    }
    // node:crypto key objects, parsed once: openPayload() decrypts with them synchronously.
    const privateKeys = new Map<string, KeyObject>();
    for (const r of rows) {
      privateKeys.set(r.key_id, createPrivateKey({ key: Buffer.from(fromBase64(r.private_key)), format: 'der', type: 'pkcs8' }));
    }
    const first = rows[0]!;
    return { active: { keyId: first.key_id, alg: KEY_ALG, publicKey: first.public_key }, privateKeys };
  }

  async active(): Promise<ActiveKey> {
    return (await this.load()).active;
  }

  /** Private key by id; without an id, the active one. Null for an id we never issued. */
  async privateKey(keyId: string | undefined): Promise<KeyObject | null> {
    const { active, privateKeys } = await this.load();
    const found = privateKeys.get(keyId ?? active.keyId);
    if (found || keyId === undefined || Date.now() - this.reloadedAt < this.reloadEveryMs) return found ?? null;
    this.reloadedAt = Date.now();
    this.loaded = null;
    return (await this.load()).privateKeys.get(keyId) ?? null;
  }
}

/**
 * Server side of src/api/wire-crypto.ts decryptPayload(), with the same checks and errors:
 * unwrap the AES key (RSA-OAEP-256), decrypt (AES-128-GCM), check the digest of the plaintext.
 * Returns the plaintext JSON text (the seal `{ at, nonce, data }`), for the wire to check and parse.
 * node:crypto and synchronous: each WebCrypto step is a job on the libuv pool, where on a busy
 * server it queues behind the password hashes (argon2), and costs about twice the CPU.
 */
export function openPayload(key: KeyObject, headers: { rsa: string | undefined; digest: string | undefined }, body: unknown): string {
  const value = (body as { value?: unknown } | null)?.value;
  if (!headers.rsa || !headers.digest || typeof value !== 'string') throw new DecryptError('missing encryption fields');
  try {
    const rawKey = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, fromBase64(headers.rsa));
    if (rawKey.byteLength !== 16) throw new DecryptError('AES key must be 128-bit');
    const packed = fromBase64(value);
    if (packed.length < 12 + 16) throw new DecryptError('ciphertext too short');
    const decipher = createDecipheriv('aes-128-gcm', rawKey, packed.subarray(0, 12));
    decipher.setAuthTag(packed.subarray(packed.length - 16));
    const plaintext = Buffer.concat([decipher.update(packed.subarray(12, packed.length - 16)), decipher.final()]);
    if (toBase64(createHash('sha256').update(plaintext).digest()) !== headers.digest) throw new DecryptError('digest mismatch');
    const text = plaintext.toString('utf8');
    // Parsed here only to fail as decryptPayload does; the wire parses it again under its input limits.
    JSON.parse(text);
    return text;
  } catch (e) {
    if (e instanceof DecryptError) throw e;
    throw new DecryptError('payload cannot be decrypted');
  }
}
