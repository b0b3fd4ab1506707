import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { LoginResult } from '../../../src/api/schemas/account';
import { json } from '../../db/json';
import { bumpCounter } from '../../repositories/rate-counters';
import { findUserById, insertUser } from '../../repositories/users';
import { creditPromotion } from '../money/bonuses';
import { ledgerTransaction } from '../money/ledger';
import { type AuthDeps, logEvent, type Visitor } from './context';
import { AuthError, throttled } from './errors';
import { startSession } from './session-start';

/** Account type of trial accounts (SPEC §4): barred from member features. */
export const TRIAL_ACCOUNT_TYPE = 4;

/** Member-only features answer this for trial accounts (SPEC §6). */
export const notForTrial = () => new AuthError('forbidden', 'in_need_true_account', 'a real account is needed');

/**
 * POST /wps/session/login/freeplay: a trial account (type 4) with demo credit, logged in.
 * The credit is a ledger posting (promotions → MAIN) in the transaction that creates the
 * account; `demo_credit` keeps the amount granted, for the record.
 * Its password is random and never shown: a trial cannot be logged into again.
 */
export async function startFreeplay(d: AuthDeps, v: Visitor, meta: { os?: string; platform?: string }): Promise<LoginResult> {
  const now = d.clock.now();
  if ((await bumpCounter(d.db, `freeplay:ip:${v.ip}`, now, d.settings.accountsPerAddress.windowMs)) > d.settings.accountsPerAddress.max) {
    await logEvent(d, v, 'freeplay.throttled');
    throw throttled('free play accounts from this address');
  }
  const id = randomUUID();
  const username = `guest${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const passwordHash = await d.hasher.hash(randomBytes(32).toString('base64url'));
  await ledgerTransaction(d.db, async (tx) => {
    await insertUser(tx, {
      id,
      merchant_code: v.merchantCode,
      username,
      password_hash: passwordHash,
      password_changed_at: now,
      type: TRIAL_ACCOUNT_TYPE,
      nickname: 'Guest',
      demo_credit: d.settings.freeplayCredit,
      profile: json({ ...(meta.os ? { os: meta.os.slice(0, 32) } : {}), ...(meta.platform ? { platform: meta.platform.slice(0, 8) } : {}) }),
      register_method: 'FREEPLAY',
      register_ip: v.ip,
      created_at: now,
    });
    await creditPromotion(tx, { merchantCode: v.merchantCode, userId: id, amount: d.settings.freeplayCredit, kind: 'freeplayCredit', name: 'Free play credit', at: now });
  });
  await logEvent(d, v, 'freeplay', { userId: id, subject: username });
  return startSession(d, v, (await findUserById(d.db, id))!, { mustChangePassword: false, passwordExpired: false }, 'freeplay');
}
