import { describe, expect, it } from 'vitest';
import { CS_KEY_ALPHABET, openCsPath, splitCsPath } from '../../../src/api/customer-service-path';
import { CONTENT } from '../../../src/config/content';
import { presentCustomerService, sealCsPath } from './customer-service';

const URL_ = 'https://chat.example.com/room?merchant=bd01&lang=bn';
/** Key and iv fixed: the vector the browser-side test opens too (src/views/system/customer-service.test.ts). */
const KEY = 'Ab3dEf7h';
const IV = new Uint8Array(12).map((_, i) => i + 1);

/** One character of the path swapped for another of the same alphabet. */
function flip(path: string, at: number): string {
  const ch = path[at]!;
  const next = ch === 'A' ? 'B' : 'A';
  return path.slice(0, at) + next + path.slice(at + 1);
}

describe('customer-service type-3 path (server seals, client opens)', () => {
  it('ends with the 8-character key; the rest is the ciphertext', () => {
    const sealed = sealCsPath(URL_);
    const parts = splitCsPath(sealed)!;
    expect(parts.key).toHaveLength(CONTENT.csKeyLength);
    expect([...parts.key].every((c) => CS_KEY_ALPHABET.includes(c))).toBe(true);
    expect(sealed).toBe(parts.ciphertext + parts.key);
    expect(parts.ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('chat.example.com');
  });

  it('opens to the URL it sealed, with WebCrypto (the browser’s code)', async () => {
    expect(await openCsPath(sealCsPath(URL_))).toBe(URL_);
    expect(await openCsPath(sealCsPath('/helpmc'))).toBe('/helpmc');
  });

  it('uses a fresh key and iv each time', () => {
    const a = sealCsPath(URL_);
    const b = sealCsPath(URL_);
    expect(a).not.toBe(b);
    expect(a.slice(-8)).not.toBe(b.slice(-8));
  });

  it('is deterministic for a given key and iv (the shared test vector)', async () => {
    const sealed = sealCsPath(URL_, KEY, IV);
    expect(sealed.endsWith(KEY)).toBe(true);
    expect(await openCsPath(sealed)).toBe(URL_);
  });

  it.each([
    ['a changed ciphertext character', (p: string) => flip(p, 20)],
    ['a changed iv character', (p: string) => flip(p, 2)],
    ['a changed tag character', (p: string) => flip(p, p.length - 10)],
    ['a changed key character', (p: string) => flip(p, p.length - 1)],
    ['a dropped character', (p: string) => p.slice(0, 10) + p.slice(11)],
    ['an added character', (p: string) => `${p.slice(0, -8)}A${p.slice(-8)}`],
    ['a missing key', (p: string) => p.slice(0, -8)],
    ['a key outside the alphabet', (p: string) => `${p.slice(0, -1)}!`],
    ['characters outside base64url', (p: string) => `+/${p.slice(2)}`],
    ['just a key', () => KEY],
    ['nothing', () => ''],
    ['a plain URL', () => URL_],
    ['a 5000-character path', () => 'A'.repeat(4992) + KEY],
  ])('refuses a tampered path: %s', async (_n, tamper) => {
    const sealed = sealCsPath(URL_, KEY, IV);
    expect(await openCsPath(tamper(sealed))).toBeNull();
  });

  it('refuses a wrong key of the right shape', async () => {
    const sealed = sealCsPath(URL_, KEY, IV);
    expect(await openCsPath(`${sealed.slice(0, -8)}ZZZZZZZZ`)).toBeNull();
  });

  it('refuses to seal with a key that is not 8 characters of the alphabet', () => {
    expect(() => sealCsPath(URL_, 'short')).toThrow();
    expect(() => sealCsPath(URL_, 'abc-efgh')).toThrow();
  });

  it('seals type-3 entries of the path list afresh and leaves the others alone', async () => {
    const listed = presentCustomerService([
      { type: 1, path: '/helpmc' },
      { type: 3, path: URL_ },
    ]);
    expect(listed[0]).toEqual({ type: 1, path: '/helpmc' });
    expect(listed[1]!.type).toBe(3);
    expect(listed[1]!.path).not.toBe(URL_);
    expect(await openCsPath(listed[1]!.path)).toBe(URL_);
  });
});
