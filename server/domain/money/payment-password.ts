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
 * Runs one password check under the per-account throttle (docs/money.md: 5 wrong in 15 min →
 * 429 too.many.requests), decided before any hash. Two counters in rate_counters:
 *  - `paypw:fail:<user>`: wrong passwords, 15-minute window;
 *  - `paypw:flight:<user>`: checks in progress, a short window (flightMs), so a check cut off by
 *    a crash stops counting within seconds instead of standing as a failure for 15 minutes.
 * A check may start while wrong + in flight (itself included) ≤ max, so a parallel burst cannot
 * get more than `max` wrong passwords checked. The in-flight count is taken before the failures
 * are read, and a wrong answer is counted before its flight is given back, so every attempt is
 * always counted in one or the other.
 */
async function throttled(d: MoneyDeps, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const { max, windowMs, flightMs } = d.settings.paymentPasswordFailures;
  const now = d.clock.now();
  const failKey = `paypw:fail:${userId}`;
  const flightKey = `paypw:flight:${userId}`;
  const release = () => bumpCounter(d.db, flightKey, now, flightMs, -1);
  const inFlight = await bumpCounter(d.db, flightKey, now, flightMs);
  const failures = await readCounter(d.db, failKey, now, windowMs);
  if (inFlight + failures > max) {
    await release();
    throw new MoneyError('throttled', 'too.many.requests', 'too many wrong passwords; try again later');
  }
  let ok: boolean;
  try {
    ok = await check();
  } catch (e) {
    await release();
    throw e;
  }
  if (!ok) await bumpCounter(d.db, failKey, now, windowMs);
  await release();
  return ok;
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
