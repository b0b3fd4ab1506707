import type { PaymentPasswordRequest } from '../../../src/api/schemas/money';
import type { RegisterSetting } from '../../../src/api/schemas/system';
import { validateField } from '../../../src/api/validation/validate';
import { bumpCounter, readCounter } from '../../repositories/rate-counters';
import { findUserById } from '../../repositories/users';
import type { MoneyDeps } from './context';
import { badField, loginRequired, MoneyError } from './errors';

/** The register setting's paymentPassword rule (enabled or not there); 6 digits when it has none. */
const RULE_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'digits', minLength: 6, maxLength: 6 };

/**
 * Password checks in progress in this process, per user. Kept in memory, not in the database:
 * a check cut off by a crash must not go on counting against the member (the bank test found
 * members refused after a SIGKILL while db-held counts of killed checks lingered), and hashing
 * is bounded per process anyway. With several processes a burst is bounded per process.
 */
const checksInFlight = new Map<string, number>();

/**
 * Runs one password check under the per-account throttle (docs/money.md: 5 wrong in 15 min →
 * 429 too.many.requests), decided before any hash. Wrong passwords are counted in
 * rate_counters (`paypw:fail:<user>`, 15-minute window) once a check has answered "wrong";
 * checks still running count too (in memory), so a check may start only while
 * wrong + in flight (itself included) ≤ max: a parallel burst cannot get more than `max`
 * wrong passwords checked, and every attempt is always counted in one or the other.
 */
async function throttled(d: MoneyDeps, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const { max, windowMs } = d.settings.paymentPasswordFailures;
  const now = d.clock.now();
  const failKey = `paypw:fail:${userId}`;
  const inFlight = (checksInFlight.get(userId) ?? 0) + 1;
  checksInFlight.set(userId, inFlight);
  const release = () => {
    const left = (checksInFlight.get(userId) ?? 1) - 1;
    if (left > 0) checksInFlight.set(userId, left);
    else checksInFlight.delete(userId);
  };
  try {
    const failures = await readCounter(d.db, failKey, now, windowMs);
    if (inFlight + failures > max) throw new MoneyError('throttled', 'too.many.requests', 'too many wrong passwords; try again later');
    const ok = await check();
    if (!ok) await bumpCounter(d.db, failKey, now, windowMs);
    return ok;
  } finally {
    release();
  }
}

/** The member's payment password, before any money moves: 409 not_set, 400 wrong, 429 throttled. */
export async function verifyPaymentPassword(d: MoneyDeps, userId: string, password: unknown): Promise<void> {
  const user = await findUserById(d.db, userId);
  if (!user?.payment_password_hash) throw new MoneyError('conflict', 'money.payment_password.not_set', 'set a payment password first');
  const given = typeof password === 'string' ? password : '';
  if (!(await throttled(d, userId, () => d.hasher.verify(user.payment_password_hash, given)))) {
    throw new MoneyError('invalid', 'money.payment_password.wrong', 'payment password is incorrect', { field: 'paymentPassword' });
  }
}

/**
 * POST /wps/member/password/payment. First time: the login password proves it is the member;
 * afterwards the old payment password. The new one follows the register setting's
 * paymentPassword rule (6 digits by default).
 */
export async function setPaymentPassword(d: MoneyDeps, setting: RegisterSetting, userId: string, input: PaymentPasswordRequest): Promise<void> {
  const user = await findUserById(d.db, userId);
  if (!user) throw loginRequired();
  const rule = { ...(setting.fields.paymentPassword ?? RULE_FALLBACK), enabled: true };
  const e = validateField(rule, input.paymentPassword, { required: true });
  if (e) throw new MoneyError('invalid', 'money.payment_password.rule', 'payment password breaks the rule', { field: 'paymentPassword', reason: e.key, params: e.params });
  if (input.confirmPaymentPassword !== input.paymentPassword) {
    throw new MoneyError('invalid', 'money.payment_password.mismatch', 'confirmation differs', { field: 'confirmPaymentPassword' });
  }
  const current = user.payment_password_hash;
  if (current === null) {
    if (!input.loginPassword) throw badField('loginPassword', 'validation.required');
    if (!(await throttled(d, userId, () => d.hasher.verify(user.password_hash, input.loginPassword!)))) {
      throw new MoneyError('invalid', 'money.login_password.wrong', 'login password is incorrect', { field: 'loginPassword' });
    }
  } else {
    if (!input.oldPaymentPassword) throw badField('oldPaymentPassword', 'validation.required');
    if (!(await throttled(d, userId, () => d.hasher.verify(current, input.oldPaymentPassword!)))) {
      throw new MoneyError('invalid', 'money.payment_password.wrong', 'payment password is incorrect', { field: 'oldPaymentPassword' });
    }
  }
  const hash = await d.hasher.hash(input.paymentPassword);
  // Only over the hash that was checked: a racing change cannot be overwritten unseen.
  const r = await d.db
    .updateTable('users')
    .set({ payment_password_hash: hash })
    .where('id', '=', userId)
    .where((eb) => (current === null ? eb('payment_password_hash', 'is', null) : eb('payment_password_hash', '=', current)))
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw new MoneyError('conflict', 'money.payment_password.wrong', 'payment password changed meanwhile; try again', { field: 'oldPaymentPassword' });
}
