import type { FairHmac } from './fair';

/** The byte stream's HMAC on WebCrypto (the game page and its verify view; also works in Node 20+). */
export function webHmac(subtle: SubtleCrypto = globalThis.crypto.subtle): FairHmac {
  const enc = new TextEncoder();
  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (seed: string) => {
    let k = keys.get(seed);
    if (!k) {
      if (keys.size > 16) keys.clear();
      k = subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(seed, k);
    }
    return k;
  };
  return {
    async hmacSha256(key, message) {
      return new Uint8Array(await subtle.sign('HMAC', await keyOf(key), enc.encode(message)));
    },
    async sha256Hex(text) {
      const d = new Uint8Array(await subtle.digest('SHA-256', enc.encode(text)));
      return Array.from(d, (b) => b.toString(16).padStart(2, '0')).join('');
    },
  };
}
