import { AUTH } from '../../../src/config/constants';
import type { LoginResult } from '../../../src/api/schemas/account';
import type { UserRow } from '../../db/database';
import { type AccountRef, loginFacts } from '../../repositories/logins';
import { bumpCounter, bumpCounters, claimSlot, type CounterSettle, settleCounters } from '../../repositories/rate-counters';
import { replaceHash } from '../../repositories/users';
import { requireCaptcha } from './captcha';
import { openChallenge } from './challenge';
import { consumeCode } from './codes';
import { refuseExcludedLogin } from '../care/exclusions';
import { type AuthDeps, logEvent, mobileSubject, type Visitor } from './context';
import { AuthError, throttled } from './errors';
import { startSession } from './session-start';
import { notifyMember } from './security-notices';
import { passwordChangeRequired } from './not-me';

export type LoginInput =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string; captcha?: string };

const DAY_MS = 86_400_000;

/**
 * Throttling that runs before any credential is checked (so a throttled request costs no
 * hash). Failures are counted per account and per address in the db:
 *  - from settings.captchaAfterFailures on, an attempt needs a valid captcha;
 *  - from slowAfterFailures on, attempts are spaced out (429 in between), the gap doubling
 *    up to maxSlowdownMs. An address the account has logged in from before is exempt from
 *    the account's slowdown, so a stranger cannot keep the owner out.
 * An attempt counts against its account up front (given back on success), so a burst on one
 * account cannot slip past the captcha threshold; attempts in flight per address are capped
 * (maxInFlightPerAddress), so a burst spraying many accounts cannot either. Address failures
 * count after the check only, so many honest users behind one NAT do not add up.
 */
async function gate(d: AuthDeps, v: Visitor, subject: string, account: AccountRef, usable: (u: UserRow) => boolean, captcha: string | undefined) {
  const s = d.settings;
  const now = d.clock.now();
  const acctKey = `login:acct:${v.merchantCode}:${subject}`;
  const ipKey = `login:ip:${v.ip}`;
  const flightKey = `login:flight:${v.ip}`;
  // The account, its counts and history in one statement, which also counts the attempt
  // (as the bumpCounters below) when no captcha or slowdown can apply: the common case.
  const facts = await loginFacts(d.db, {
    merchantCode: v.merchantCode,
    account,
    ip: v.ip,
    accountKey: acctKey,
    addressKey: ipKey,
    flightKey,
    now,
    windowMs: s.failureWindowMs,
    below: { account: Math.min(s.captchaAfterFailures, s.slowAfterFailures.account), address: Math.min(s.captchaAfterFailures, s.slowAfterFailures.address) },
  });
  // Trial accounts have no usable password: `usable` false leaves them unknown.
  const user = facts.user && usable(facts.user) ? facts.user : undefined;
  const history = user ? facts.history : { any: false, here: false };
  const { account: fa, address: fi } = facts.failures;
  const knownAddress = history.here;
  const refuse = async (key: string) => {
    await logEvent(d, v, 'login.throttled', { userId: user?.id, subject, detail: { key, failures: Math.max(fa, fi) } });
    return throttled('login');
  };

  const captchaNeeded = fa >= s.captchaAfterFailures || fi >= s.captchaAfterFailures;
  let counted = facts.counted;
  if (!counted) {
    const slow: [string, number][] = [];
    if (fa >= s.slowAfterFailures.account && !knownAddress) slow.push([acctKey, fa - s.slowAfterFailures.account]);
    if (fi >= s.slowAfterFailures.address) slow.push([ipKey, fi - s.slowAfterFailures.address]);
    for (const [key, excess] of slow) {
      const gap = Math.min(s.maxSlowdownMs, 1000 * 2 ** Math.min(excess, 16));
      if (!(await claimSlot(d.db, `slot:${key}`, now, gap))) throw await refuse(key === acctKey ? 'account' : 'address');
    }
    if (captchaNeeded) await requireCaptcha(d, v, captcha, subject);
    // One statement for both counts: on a file-backed PGlite every commit is a disk write.
    const [inFlight = 0, acct = 0] = await bumpCounters(d.db, [[flightKey, 1], [acctKey, 1]], now, s.failureWindowMs);
    counted = { inFlight, account: acct };
  }

  const release = () => bumpCounter(d.db, flightKey, now, s.failureWindowMs, -1);
  const { inFlight, account: na } = counted;
  if (inFlight > s.maxInFlightPerAddress) {
    await release();
    throw await refuse('in flight');
  }
  // Racing attempts on one account that all read a count under the threshold: only the first ones pass.
  if (!captchaNeeded && na > s.captchaAfterFailures) await requireCaptcha(d, v, captcha, subject).catch(async (e) => {
    await release();
    throw e;
  });

  return {
    user,
    history,
    release,
    failed: async (reason: string) => {
      const [, ni = 0] = await bumpCounters(d.db, [[flightKey, -1], [ipKey, 1]], now, s.failureWindowMs);
      const needCaptcha = na >= s.captchaAfterFailures || ni >= s.captchaAfterFailures;
      await logEvent(d, v, 'login.failed', { userId: user?.id, subject, detail: { reason, failures: na } });
      if (needCaptcha && !captchaNeeded) await logEvent(d, v, 'captcha.required', { userId: user?.id, subject });
      return new AuthError('unauthorized', 'login.failed', 'username or password is incorrect', { captcha: needCaptcha });
    },
    /** The credential was right: the account's count is cleared and the flight released (with the session). */
    settle: { clear: acctKey, release: flightKey, now, windowMs: s.failureWindowMs } satisfies CounterSettle,
  };
}

/** The password is older than the merchant's expiry, with expiry enforced (also read by a passkey sign-in). */
export function passwordExpired(d: AuthDeps, v: Visitor, user: UserRow): boolean {
  if (!v.modules.has('PWDEXPFORCECHANGE3')) return false;
  return d.clock.now().getTime() - user.password_changed_at.getTime() > d.settings.passwordExpiryDays * DAY_MS;
}

/** POST /wps/session/login. Same failure (login.failed) and similar cost whether or not the account exists. */
export async function login(d: AuthDeps, v: Visitor, input: LoginInput): Promise<LoginResult> {
  if (input.type === 'sms') return smsLogin(d, v, input);
  const subject = input.username.trim().toLowerCase();
  if (!subject || !input.password) throw new AuthError('invalid', 'request_param_err', 'username and password are required', { field: subject ? 'password' : 'username', reason: 'validation.required' });
  // Trial accounts have no usable password; treat them as unknown.
  const g = await gate(d, v, subject, { username: subject }, (u) => u.type !== 4, input.captcha);
  const user = g.user;
  const ok = await d.hasher.verify(user?.password_hash ?? null, input.password).catch(async (e) => {
    await g.release();
    throw e;
  });
  if (!ok || !user) throw await g.failed(user ? 'password' : 'unknown account');
  if (d.hasher.needsRehash(user.password_hash)) await replaceHash(d.db, user.id, await d.hasher.hash(input.password));

  await refuseExcluded(d, v, user, g.settle);
  const flags = {
    mustChangePassword: input.password === AUTH.flaggedPassword || (await passwordChangeRequired(d.db, user.id)),
    passwordExpired: passwordExpired(d, v, user),
  };
  if (g.history.any && !g.history.here) {
    await settleCounters(d.db, g.settle);
    await openChallenge(d, v, user, flags);
    // An account with no second factor at all gets in; its counters are settled already.
    const result = await startSession(d, v, user, flags, 'password');
    await notifyMember(d.db, v.merchantCode, user.id, 'newDevice', d.clock.now());
    return result;
  }
  return startSession(d, v, user, flags, 'password', g.settle);
}

/**
 * Time-out and self-exclusion (docs/engagement.md "Responsible gambling"): refused once the
 * credential is proved (so a stranger learns nothing), the throttle settled as for a success.
 */
async function refuseExcluded(d: AuthDeps, v: Visitor, user: UserRow, settle: CounterSettle): Promise<void> {
  try {
    await refuseExcludedLogin(d.db, user.id, d.clock.now());
  } catch (e) {
    await settleCounters(d.db, settle);
    await logEvent(d, v, 'login.excluded', { userId: user.id, subject: user.username });
    throw e;
  }
}

async function smsLogin(d: AuthDeps, v: Visitor, input: Extract<LoginInput, { type: 'sms' }>): Promise<LoginResult> {
  if (!v.modules.has('MOBILEVERCODELOGIN3')) throw new AuthError('forbidden', 'function.not.available', 'function not available', { module: 'MOBILEVERCODELOGIN3' });
  const subject = mobileSubject(input.countryDialingCode.trim(), input.mobileNum.trim());
  const g = await gate(d, v, subject, { dialingCode: input.countryDialingCode.trim(), mobileNum: input.mobileNum.trim() }, () => true, input.captcha);
  const user = g.user;
  try {
    await consumeCode(d, v.merchantCode, 'login', subject, input.verificationCode);
  } catch (e) {
    if (e instanceof AuthError) throw await g.failed(e.code);
    await g.release();
    throw e;
  }
  if (!user || user.type === 4) throw await g.failed('unknown account');
  await refuseExcluded(d, v, user, g.settle);
  // Expiry does not apply to SMS logins (SPEC §4).
  return startSession(d, v, user, { mustChangePassword: false, passwordExpired: false }, 'sms', g.settle);
}
