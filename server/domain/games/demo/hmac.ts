import { createHash, createHmac } from 'node:crypto';
import type { FairHmac } from '../../../../src/game-engines/fair';

/** The provably-fair HMAC on node:crypto (the browser's twin: src/game-engines/hmac-web.ts). */
export const nodeHmac: FairHmac = {
  async hmacSha256(key, message) {
    return new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());
  },
  async sha256Hex(text) {
    return sha256Hex(text);
  },
};

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
