import { describe, expect, it } from 'vitest';
import { moneyEndpoints as money } from '../../src/api/money-endpoints';
import { protectionEndpoints as e } from '../../src/api/protection-endpoints';
import { PROTECTION } from '../../src/config/protection';
import { defaultAuthSettings } from '../../server/config';
import { totpAt } from '../../server/domain/auth/totp';
import { LOGIN_PASSWORD, makeMoneyKit, type Member, type MoneyKit, PAY_PASSWORD } from './money-kit';
import { useKit } from './accounts-kit';

/**
 * Re-check before sensitive changes (issue #19 item 4; docs/account-protection.md "Re-check"):
 * changing the bound mobile or e-mail, the payment password or a payout account needs the
 * password or a second factor proven within PROTECTION.recheckWindowMs.
 */
const { d, k } = useKit(makeMoneyKit);

/** A member whose payee name the payout accounts below carry. */
const member = (opts: Parameters<MoneyKit['member']>[0] = {}) => k.member({ payeeName: 'Rahim Uddin', ...opts });
const STALE = { status: 403, errorCode: 'auth.recheck_required' };
const outcome = ([status, body]: [number, any]) => ({ status, errorCode: body.errorCode ?? null });
const WINDOW = PROTECTION.recheckWindowMs;

const recheck = (m: Member, payload: unknown) => k.seal('POST', e.recheck.path, payload, m);
const changePaymentPassword = (m: Member, next = '135790') =>
  k.seal('POST', money.paymentPassword.path, { oldPaymentPassword: PAY_PASSWORD, paymentPassword: next, confirmPaymentPassword: next }, m);
const addPayout = (m: Member, accountNo = '01711123456') =>
  k.seal('PUT', money.addPayoutAccount.path, { provider: 'BKASH', accountNo, payeeName: 'Rahim Uddin', paymentPassword: PAY_PASSWORD }, m);
let n = 500;
const nextMobile = () => `17130${String(n++).padStart(5, '0')}`;
async function bindMobile(m: Member): Promise<[number, any]> {
  const mobileNum = nextMobile();
  const sent = await k.send('POST', money.bindCode.path, { channel: 'sms', countryDialingCode: '+880', mobileNum }, m);
  expect(sent[0]).toBe(200);
  const verificationCode = (await k.outboxCode(`+880${mobileNum}`))!;
  return k.send('POST', money.bind.path, { channel: 'sms', countryDialingCode: '+880', mobileNum, verificationCode }, m);
}
const payoutCount = async (m: Member) =>
  Number((await d.db.selectFrom('payout_accounts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', m.id).executeTakeFirstOrThrow()).n);
const paymentHash = async (m: Member) => (await d.db.selectFrom('users').select('payment_password_hash').where('id', '=', m.id).executeTakeFirstOrThrow()).payment_password_hash;

describe('the re-check window', () => {
  it('lets a change through 4:59 after the proof and refuses it at 5:01, on the server clock', async () => {
    const m = await member();
    k.clock.advance(WINDOW - 1000);
    expect(outcome(await changePaymentPassword(m))).toEqual({ status: 200, errorCode: null });

    const late = await member();
    k.clock.advance(WINDOW + 1000);
    const before = await paymentHash(late);
    expect(outcome(await changePaymentPassword(late))).toEqual(STALE);
    expect(await paymentHash(late)).toBe(before);
  });

  it('refuses a stale session before the change: payment password, payout account and mobile binding', async () => {
    const m = await member();
    k.clock.advance(WINDOW + 1000);
    const hash = await paymentHash(m);
    expect(outcome(await changePaymentPassword(m))).toEqual(STALE);
    expect(await paymentHash(m)).toBe(hash);
    expect(outcome(await addPayout(m))).toEqual(STALE);
    expect(await payoutCount(m)).toBe(0);
    expect(outcome(await bindMobile(m))).toEqual(STALE);
    const security = await k.get(money.security.path, m);
    expect(security[1].value.mobileNum).toBeNull();
  });

  it('lets the first payment password through on a stale session: that request proves the login password itself', async () => {
    const m = await member({ paymentPassword: null });
    k.clock.advance(WINDOW + 1000);
    const [status] = await k.seal('POST', money.paymentPassword.path, { loginPassword: LOGIN_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' }, m);
    expect(status).toBe(200);
  });

  it('counts a password sign-in as a fresh proof', async () => {
    const m = await member();
    k.clock.advance(WINDOW + 1000);
    const logged = await (await k.login(m.username, LOGIN_PASSWORD, { ip: '10.9.0.1' })).json();
    expect(logged.value?.token, JSON.stringify(logged)).toBeTruthy();
    const fresh = { ...m, token: logged.value.token as string };
    expect(outcome(await addPayout(fresh))).toEqual({ status: 200, errorCode: null });
  });
});

describe('POST /wps/member/recheck', () => {
  it('with the login password makes the session fresh for the window again', async () => {
    const m = await member();
    k.clock.advance(WINDOW + 1000);
    expect(outcome(await addPayout(m))).toEqual(STALE);
    expect(outcome(await recheck(m, { password: LOGIN_PASSWORD }))).toEqual({ status: 200, errorCode: null });
    expect(outcome(await addPayout(m))).toEqual({ status: 200, errorCode: null });
    expect(outcome(await bindMobile(m))).toEqual({ status: 200, errorCode: null });
    expect(outcome(await changePaymentPassword(m))).toEqual({ status: 200, errorCode: null });
    k.clock.advance(WINDOW + 1000);
    expect(outcome(await addPayout(m, '01711999999'))).toEqual(STALE);
    const events = await d.db.selectFrom('auth_events').select(['event', 'detail']).where('user_id', '=', m.id).where('event', 'like', 'recheck.%').execute();
    expect(events.map((r) => r.event)).toEqual(['recheck.ok']);
  });

  it('refuses a wrong password, and after the authenticator limit refuses even the right one (429)', async () => {
    const m = await member();
    k.clock.advance(WINDOW + 1000);
    for (let i = 0; i < PROTECTION.wrongCodeLimit; i++) {
      expect(outcome(await recheck(m, { password: 'not-it-1' }))).toEqual({ status: 400, errorCode: 'recheck.password.invalid' });
    }
    expect(outcome(await recheck(m, { password: LOGIN_PASSWORD }))).toEqual({ status: 429, errorCode: 'too.many.requests' });
    expect(outcome(await addPayout(m))).toEqual(STALE);
    // The count lives in the database per member: after the window the right password works.
    k.clock.advance(PROTECTION.wrongCodeWindowMs + 1000);
    expect(outcome(await recheck(m, { password: LOGIN_PASSWORD }))).toEqual({ status: 200, errorCode: null });
  });

  it('takes an authenticator code or a recovery code when the member has an authenticator, and never the same step twice', async () => {
    const m = await member();
    const started = await (await k.plain('POST', e.totpStart.path, {}, { token: m.token })).json();
    const secret = started.value.secret as string;
    k.clock.advance(30_000);
    const confirmed = await (await k.plain('POST', e.totpConfirm.path, { code: totpAt(secret, k.clock.now()) }, { token: m.token })).json();
    const recovery = confirmed.value.recoveryCodes as string[];

    k.clock.advance(WINDOW + 1000);
    const code = totpAt(secret, k.clock.now());
    expect(outcome(await recheck(m, { code }))).toEqual({ status: 200, errorCode: null });
    expect(outcome(await recheck(m, { code }))).toEqual({ status: 400, errorCode: 'recheck.code.invalid' });
    expect(outcome(await addPayout(m))).toEqual({ status: 200, errorCode: null });

    k.clock.advance(WINDOW + 1000);
    expect(outcome(await recheck(m, { code: recovery[0] }))).toEqual({ status: 200, errorCode: null });
    expect(outcome(await changePaymentPassword(m))).toEqual({ status: 200, errorCode: null });
  });

  it('refuses a code from a member with no authenticator, and a request with neither or both answers', async () => {
    const m = await member();
    expect(outcome(await recheck(m, { code: '123456' }))).toEqual({ status: 409, errorCode: 'totp.not.enabled' });
    expect(outcome(await recheck(m, {}))).toEqual({ status: 400, errorCode: 'request_param_err' });
    expect(outcome(await recheck(m, { password: LOGIN_PASSWORD, code: '123456' }))).toEqual({ status: 400, errorCode: 'request_param_err' });
  });

  it("makes only this session fresh: another member's stale session is still refused", async () => {
    const a = await member();
    const b = await member();
    k.clock.advance(WINDOW + 1000);
    expect(outcome(await recheck(a, { password: LOGIN_PASSWORD }))).toEqual({ status: 200, errorCode: null });
    expect(outcome(await addPayout(b))).toEqual(STALE);
    expect(outcome(await addPayout(a))).toEqual({ status: 200, errorCode: null });
  });

  it('answers 401 without a live session, and a trial account 403', async () => {
    expect(outcome(await k.seal('POST', e.recheck.path, { password: LOGIN_PASSWORD }))).toMatchObject({ status: 401 });
    expect(outcome(await addPayout({ id: '', username: '', token: 'not-a-token' }))).toMatchObject({ status: 401 });
    const m = await member();
    await k.send('DELETE', '/wps/session/logout', undefined, m);
    expect(outcome(await recheck(m, { password: LOGIN_PASSWORD }))).toMatchObject({ status: 401 });
    const trial = await member({ type: 4 });
    expect(outcome(await recheck(trial, { password: LOGIN_PASSWORD }))).toEqual({ status: 403, errorCode: 'in_need_true_account' });
  });
});

describe('RECHECK_WINDOW_MS', () => {
  it('may shorten the window (browser tests) but never lengthen it', () => {
    expect(defaultAuthSettings({}).recheckWindowMs).toBe(WINDOW);
    expect(defaultAuthSettings({ RECHECK_WINDOW_MS: '2000' }).recheckWindowMs).toBe(2000);
    expect(defaultAuthSettings({ RECHECK_WINDOW_MS: String(WINDOW * 12) }).recheckWindowMs).toBe(WINDOW);
  });
});
