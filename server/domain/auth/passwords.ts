import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { AUTH } from '../../../src/config/constants';
import type { AuthSettings } from '../../config';

/**
 * argon2id hashing at the configured cost. Unknown accounts are verified against a dummy
 * hash of the same cost so a failed login takes as long whether or not the account exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(readonly params: AuthSettings['argon2']) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.params });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      this.dummy ??= this.hash('dummy-password-for-unknown-accounts');
      await argon2.verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** A hash made with other parameters (older cost, seed) is upgraded after a good login. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, { ...this.params });
  }
}

let common: Set<string> | null = null;

/** ASVS 5.0 2.1.7: refuse the most common passwords (and the flagged default). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );
  return password === AUTH.flaggedPassword || common.has(password.toLowerCase());
}
