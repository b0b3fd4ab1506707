/**
 * The provably-fair byte stream (docs/demo-vendor.md "Outcome bytes"). Pure: the HMAC comes
 * through a tiny interface, so the server uses node:crypto (server/domain/games/demo/hmac.ts)
 * and the browser WebCrypto (./hmac-web.ts) on the same derivation.
 *
 *   block(cursor) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 *   bytes         = block(0) ‖ block(1) ‖ …            (32 bytes a block)
 *   float(i)      = (b[4i]·2^24 + b[4i+1]·2^16 + b[4i+2]·2^8 + b[4i+3]) / 2^32   ∈ [0, 1)
 *   integer in [0, n) = floor(float · n)
 *
 * Keys and messages are UTF-8; the server seed is 64 hex characters (32 random bytes) and is
 * committed by its SHA-256 hex (of those 64 characters) before it is used.
 */
export interface FairHmac {
  hmacSha256(key: string, message: string): Promise<Uint8Array>;
  sha256Hex(text: string): Promise<string>;
}

export const BLOCK_BYTES = 32;
export const FLOAT_BYTES = 4;

/** The first `count` floats' bytes for (serverSeed, clientSeed, nonce). */
export async function outcomeBytes(h: FairHmac, serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<Uint8Array> {
  const blocks = Math.ceil((count * FLOAT_BYTES) / BLOCK_BYTES);
  const out = new Uint8Array(blocks * BLOCK_BYTES);
  for (let cursor = 0; cursor < blocks; cursor++) {
    out.set(await h.hmacSha256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), cursor * BLOCK_BYTES);
  }
  return out;
}

/** Reads floats from outcome bytes in order; running past the bytes is a bug of the engine's float count. */
export class FloatStream {
  private i = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get used(): number {
    return this.i;
  }

  next(): number {
    const o = this.i * FLOAT_BYTES;
    if (o + FLOAT_BYTES > this.bytes.length) throw new Error('outcome bytes exhausted');
    this.i++;
    const b = this.bytes;
    return (b[o]! * 2 ** 24 + b[o + 1]! * 2 ** 16 + b[o + 2]! * 2 ** 8 + b[o + 3]!) / 2 ** 32;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** A stream over plain floats (statistics tests and exact enumeration feed these). */
export interface Floats {
  next(): number;
  int(n: number): number;
}

export function hex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}
