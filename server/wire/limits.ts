import type { Struct } from 'superstruct';
import { SMS } from '../../src/config/accounts';
import { badInput } from './envelope';
import { check } from './validate';

/** Text fields longer than this are refused before any work (SPEC §9 "verification code max 255"). */
export const MAX_FIELD = SMS.verificationCodeMaxLength;
/** Passwords may be long (ASVS: no truncation); the rule's own maximum applies after this. */
export const MAX_PASSWORD = 1024;

/** check() plus a length cap on every top-level string, so oversized values are a clear 400. */
export function checkInput<T>(input: unknown, struct: Struct<T, any>): T {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const [k, v] of Object.entries(input)) {
      const max = /password/i.test(k) ? MAX_PASSWORD : MAX_FIELD;
      if (typeof v === 'string' && v.length > max) throw badInput(k, 'too long');
    }
  }
  const out = check(input, struct);
  const fields = out as { countryDialingCode?: unknown };
  if (fields && typeof fields.countryDialingCode === 'string') fields.countryDialingCode = normalizeDialingCode(fields.countryDialingCode);
  return out;
}

/** Dialing codes arrive as "880" or "+880"; the server lists, stores and compares "+880". */
export function normalizeDialingCode(code: string): string {
  const digits = code.trim().replace(/^\+/, '');
  return digits ? `+${digits}` : '';
}
