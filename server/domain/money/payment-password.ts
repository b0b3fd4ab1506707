import type { PaymentPasswordRequest } from '../../../src/api/schemas/money';
import type { RegisterSetting } from '../../../src/api/schemas/system';
import { validateField } from '../../../src/api/validation/validate';
import { sql } from 'kysely';
import { isSingleProcess } from '../../db/pglite-dialect';
import { bumpCounter, readCounter } from '../../repositories/rate-counters';
import { findUserById } from '../../repositories/users';
import type { MoneyDeps } from './context';
import { badField, loginRequired, MoneyError } from './errors';

/** The register setting's paymentPassword rule (enabled or not there); 6 digits when it has none. */
const RULE_FALLBACK = { enabled: true, required: true, acceptedPattern: '*', patternId: 'digits', minLength: 6, maxLength: 6 };

/**
 * Password checks in progress, per user, when this process is the whole system (embedded PGlite).
 * Not counted in a table: a check cut off by a crash must not go on counting against the member
 * (the bank test found members refused after a SIGKILL while db-held counts of killed checks lingered).
 */
const checksInFlight = new Map<string, number>();

/**
 * Runs one password check under the per-account throttle (docs/money.md: 5 wrong in 15 min →
 * 429 too.many.requests), decided before any hash. Wrong passwords are counted in
 * rate_counters (`paypw:fail:<user>`, 15-minute window) once a check has answered "wrong";
 * checks still running count too, so a check may start only while wrong + in flight (itself
 * included) ≤ max: a parallel burst cannot get more than `max` wrong passwords checked, and
 * every attempt is always counted in one or the other. On PostgreSQL the checks in flight are
 * counted across every instance (sharedThrottle); on PGlite in this process.
 */
async function throttled(d: MoneyDeps, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  if (!isSingleProcess(d.db)) return sharedThrottle(d, userId, check);
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
    if (inFlight + failures > max) throw tooMany();
    const ok = await check();
    if (!ok) await bumpCounter(d.db, failKey, now, windowMs);
    return ok;
  } finally {
    release();
  }
}

const tooMany = () => new MoneyError('throttled', 'too.many.requests', 'too many wrong passwords; try again later');

/**
 * The throttle across instances (PostgreSQL). A check in flight holds one of `max` session-level
 * advisory locks (key: a 31-bit hash of the user, slot 1..max) on a connection it keeps for the
 * check, so every instance sees it in pg_locks, and a check cut off by a SIGKILL stops counting
 * the moment its connection dies — no lease to expire, nothing left counted. After taking a slot
 * the check counts the slots held (every instance's), then reads the wrong count, in that order:
 * a check that ends wrong bumps the count before it lets its slot go, so it is always seen in one
 * or the other. Needs a session per connection (direct, or a pooler in session mode).
 */
async function sharedThrottle(d: MoneyDeps, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const { max, windowMs } = d.settings.paymentPasswordFailures;
  const failKey = `paypw:fail:${userId}`;
  return d.db.connection().execute(async (conn) => {
    const key = sql<number>`(hashtext(${`paypw:${userId}`}) & 2147483647)`;
    let slot = 0;
    for (let s = 1; s <= max && !slot; s++) {
      const r = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}, ${s}) as ok`.execute(conn);
      if (r.rows[0]?.ok) slot = s;
    }
    if (!slot) throw tooMany();
    try {
      const held = await sql<{ n: number }>`
        select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and objsubid = 2 and classid = ${key}::oid`.execute(conn);
      const now = d.clock.now();
      const failures = await readCounter(conn, failKey, now, windowMs);
      if ((held.rows[0]?.n ?? 1) + failures > max) throw tooMany();
      const ok = await check();
      if (!ok) await bumpCounter(conn, failKey, now, windowMs);
      return ok;
    } finally {
      await sql`select pg_advisory_unlock(${key}, ${slot})`.execute(conn);
    }
  });
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
