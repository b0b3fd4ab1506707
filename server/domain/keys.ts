import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromBase64, toBase64 } from '../../src/api/wire-crypto';
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
  private loaded: Promise<{ active: ActiveKey; privateKeys: Map<string, CryptoKey> }> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

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
    const privateKeys = new Map<string, CryptoKey>();
    for (const r of rows) {
      privateKeys.set(r.key_id, await crypto.subtle.importKey('pkcs8', fromBase64(r.private_key), RSA_PARAMS, false, ['decrypt']));
    }
    const first = rows[0]!;
    return { active: { keyId: first.key_id, alg: KEY_ALG, publicKey: first.public_key }, privateKeys };
  }

  async active(): Promise<ActiveKey> {
    return (await this.load()).active;
  }

  /** Private key by id; without an id, the active one. Null for an id we never issued. */
  async privateKey(keyId: string | undefined): Promise<CryptoKey | null> {
    const { active, privateKeys } = await this.load();
    return privateKeys.get(keyId ?? active.keyId) ?? null;
  }
}
