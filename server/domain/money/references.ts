import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U
const OFFSET_MS = 8 * 3_600_000; // site time GMT+8

/**
 * A business reference members quote and operators type: prefix, site date, 8 random
 * characters — e.g. D260301K7Q2M9XA (deposit), W… (withdrawal), B… (bet), T… (transfer).
 * 40 random bits; the tables' unique keys catch the (negligible) collision.
 */
export function newReference(prefix: string, at: Date): string {
  const day = new Date(at.getTime() + OFFSET_MS).toISOString().slice(2, 10).replace(/-/g, '');
  const bytes = randomBytes(8);
  let tail = '';
  for (const b of bytes) tail += ALPHABET[b & 31];
  return `${prefix}${day}${tail}`;
}
