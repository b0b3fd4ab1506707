import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FloatStream, hex, outcomeBytes } from './fair';
import { webHmac } from './hmac-web';

// Independent vectors from `printf 'client:0:0' | openssl dgst -sha256 -hmac server` and `printf server | sha256sum`.
const BLOCK_0 = 'e0d8048be5b3823aa19be4fb31220b0d7a7a285c43fa1ba70bac3ea4f9f8da06';
const NONCE_7_BLOCK_1 = '88187f8040b88af543080debe4981f2ff40d008d9b28db773f41f1a141161038';
const SEED_HASH = 'b3eacd33433b31b5252351032c9b3e7a2e7aa7738d5decdf0dd6c62680853c06';

const nodeLike = {
  async hmacSha256(key: string, message: string) {
    return new Uint8Array(createHmac('sha256', key).update(message).digest());
  },
  async sha256Hex() {
    return '';
  },
};

describe('outcome bytes: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)', () => {
  it('block 0 of (server, client, 0) is the openssl vector, on WebCrypto and node:crypto alike', async () => {
    expect(hex(await outcomeBytes(webHmac(), 'server', 'client', 0, 8))).toBe(BLOCK_0);
    expect(hex(await outcomeBytes(nodeLike, 'server', 'client', 0, 8))).toBe(BLOCK_0);
  });

  it('a ninth float reads the next block (cursor 1)', async () => {
    const bytes = await outcomeBytes(webHmac(), 'server', 'client', 7, 9);
    expect(bytes.length).toBe(64);
    expect(hex(bytes.slice(32))).toBe(NONCE_7_BLOCK_1);
  });

  it('the committed hash is SHA-256 hex of the seed text', async () => {
    expect(await webHmac().sha256Hex('server')).toBe(SEED_HASH);
  });

  it('a float is 4 big-endian bytes over 2^32, in order', async () => {
    const s = new FloatStream(await outcomeBytes(webHmac(), 'server', 'client', 0, 8));
    expect(s.next()).toBe(0xe0d8048b / 2 ** 32);
    expect(s.next()).toBeCloseTo(0.8972703353501856, 15);
    expect(s.used).toBe(2);
  });

  it('bounds: 00000000 is 0, ffffffff stays below 1; integers are floor(f × n)', () => {
    const s = new FloatStream(new Uint8Array([0, 0, 0, 0, 255, 255, 255, 255, 128, 0, 0, 0, 0xe0, 0xd8, 0x04, 0x8b]));
    expect(s.next()).toBe(0);
    expect(s.next()).toBeLessThan(1);
    expect(s.next()).toBe(0.5);
    expect(s.int(37)).toBe(32);
    expect(() => s.next()).toThrow(/exhausted/);
  });
});
