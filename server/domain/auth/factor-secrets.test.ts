import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AuthError } from './errors';
import { DEV_FACTOR_KEY, isSealed, loadFactorKeys, openSecret, sealSecret, sealedKeyId } from './factor-secrets';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const newKey = () => randomBytes(32).toString('base64');
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return null;
};

describe('authenticator secrets at rest', () => {
  it('seals a secret so the sealed text never contains it, and opens it again for the same member', () => {
    const ring = loadFactorKeys({ FACTOR_KEY: newKey() });
    const sealed = sealSecret(ring, 'member-1', SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealedKeyId(sealed)).toBe(ring.current.id);
    expect(openSecret(ring, 'member-1', sealed)).toBe(SECRET);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sealSecret(ring, 'member-1', SECRET)).not.toBe(sealed);
  });

  it('fails closed with factor.unavailable under a wrong key, for another member, tampered or plaintext', () => {
    const ring = loadFactorKeys({ FACTOR_KEY: newKey() });
    const sealed = sealSecret(ring, 'member-1', SECRET);
    const other = loadFactorKeys({ FACTOR_KEY: newKey() });
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 3), (parts[3]![0] === 'A' ? 'B' : 'A') + parts[3]!.slice(1), parts[4]].join('.');
    const quiet = console.error;
    console.error = () => {};
    try {
      for (const attempt of [
        () => openSecret(other, 'member-1', sealed),
        () => openSecret(ring, 'member-2', sealed),
        () => openSecret(ring, 'member-1', flipped),
        () => openSecret(ring, 'member-1', SECRET),
      ]) {
        const e = refusal(attempt);
        expect(e).toBeInstanceOf(AuthError);
        expect(e).toMatchObject({ kind: 'unavailable', code: 'factor.unavailable' });
      }
    } finally {
      console.error = quiet;
    }
  });

  it('rotates: the new key seals, a previous key still opens what it sealed', () => {
    const oldKey = newKey();
    const before = loadFactorKeys({ FACTOR_KEY: oldKey });
    const sealedBefore = sealSecret(before, 'member-1', SECRET);
    const after = loadFactorKeys({ FACTOR_KEY: newKey(), FACTOR_KEYS_PREVIOUS: oldKey });
    expect(after.current.id).not.toBe(before.current.id);
    expect(openSecret(after, 'member-1', sealedBefore)).toBe(SECRET);
    expect(sealedKeyId(sealSecret(after, 'member-1', SECRET))).toBe(after.current.id);
  });

  it('production refuses to start without FACTOR_KEY; elsewhere the public development key stands in', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/FACTOR_KEY must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', FACTOR_KEY: 'c2hvcnQ=' })).toThrow(/FACTOR_KEY must be 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', FACTOR_KEY: newKey() }).factorKeys.current.key).toHaveLength(32);
    expect(loadConfig({}).factorKeys.current.key).toEqual(Buffer.from(DEV_FACTOR_KEY, 'base64'));
  });
});
