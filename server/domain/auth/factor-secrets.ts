import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AuthError } from './errors';

/**
 * Authenticator (TOTP) secrets at rest (docs/account-protection.md "Stored as"): AES-256-GCM with
 * a key that lives outside the database (FACTOR_KEY), so a copy of the database alone (a backup,
 * a read-only leak) cannot mint codes. The sealed text names its key by id, so the key can be
 * rotated: the new key seals, the previous ones (FACTOR_KEYS_PREVIOUS) still open what they sealed.
 * The member's id is the additional authenticated data: a sealed secret copied onto another
 * member's row does not open.
 *
 * Format: `fk1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts). A base32 secret never contains
 * a dot, so a plaintext one (from before migration 0023) is told apart by its missing prefix.
 */

export interface FactorKey {
  /** First 8 hex digits of SHA-256 of the key: names it in the sealed text, reveals nothing. */
  id: string;
  key: Buffer;
}

export interface FactorKeyRing {
  /** Seals every new secret. */
  current: FactorKey;
  /** Every key that may open a stored secret (the current one included). */
  byId: ReadonlyMap<string, FactorKey>;
}

const PREFIX = 'fk1';

/**
 * The development key (documented in README "Configuration"): public, so outside production
 * nobody needs to set one. Production refuses to start without FACTOR_KEY (loadConfig).
 */
export const DEV_FACTOR_KEY = Buffer.from('betsite dev factor key: public!!').toString('base64');

function factorKey(text: string, name: string): FactorKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

/**
 * FACTOR_KEY (current) and FACTOR_KEYS_PREVIOUS (comma-separated, still opened) from the
 * environment. In production FACTOR_KEY is required (throws, and the process does not start);
 * elsewhere the public development key stands in.
 */
export function loadFactorKeys(env: NodeJS.ProcessEnv = process.env): FactorKeyRing {
  const given = env.FACTOR_KEY?.trim();
  if (!given && env.NODE_ENV === 'production') {
    throw new Error('FACTOR_KEY must be set in production: 32 random bytes in base64 (openssl rand -base64 32)');
  }
  const current = factorKey(given || DEV_FACTOR_KEY, 'FACTOR_KEY');
  const byId = new Map<string, FactorKey>([[current.id, current]]);
  for (const p of (env.FACTOR_KEYS_PREVIOUS ?? '').split(',').filter((s) => s.trim())) {
    const k = factorKey(p, 'FACTOR_KEYS_PREVIOUS');
    if (!byId.has(k.id)) byId.set(k.id, k);
  }
  return { current, byId };
}

export const isSealed = (stored: string) => stored.startsWith(`${PREFIX}.`);

/** Seals a member's secret under the current key. */
export function sealSecret(ring: FactorKeyRing, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [PREFIX, ring.current.id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/**
 * The stored secret can not be opened: its key is not configured, or it was sealed under another
 * key or for another member, or it is not sealed at all. The factor then fails closed: no code is
 * accepted, and the member is told the check is unavailable (503), never let through.
 */
export const factorUnavailable = () => new AuthError('unavailable', 'factor.unavailable', 'the authenticator can not be checked now; try again later or contact customer service');

/** Opens a sealed secret; throws factorUnavailable() (and logs why) when it cannot. */
export function openSecret(ring: FactorKeyRing, userId: string, stored: string): string {
  const [prefix, keyId, iv, body, tag, ...rest] = stored.split('.');
  const key = keyId === undefined ? undefined : ring.byId.get(keyId);
  if (prefix !== PREFIX || !key || !iv || body === undefined || !tag || rest.length) {
    console.error(`[auth] an authenticator secret can not be opened: ${prefix !== PREFIX ? 'it is not sealed' : `key ${keyId} is not configured (FACTOR_KEY / FACTOR_KEYS_PREVIOUS)`}`);
    throw factorUnavailable();
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    console.error(`[auth] an authenticator secret does not open under key ${keyId} (tampered, or sealed for another member)`);
    throw factorUnavailable();
  }
}

/** The key id a stored secret names (null for a plaintext one): what a rotation still has to re-seal. */
export const sealedKeyId = (stored: string): string | null => (isSealed(stored) ? (stored.split('.')[1] ?? null) : null);
