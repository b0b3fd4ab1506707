import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { protectionEndpoints as e } from '../../src/api/protection-endpoints';
import { responseStruct } from '../../src/api/endpoints';
import { PROTECTION } from '../../src/config/protection';
import { runOps } from '../../server/cli/commands';
import { up as sealPlaintextSecrets } from '../../server/db/migrations/0023_factor_secrets';
import { userCommand } from '../../server/cli/user';
import { DEV_FACTOR_KEY, loadFactorKeys, openSecret, sealedKeyId, sealSecret } from '../../server/domain/auth/factor-secrets';
import { deviceOf } from '../../server/domain/auth/login-history';
import { devOutbox } from '../../server/domain/auth/messaging';
import { deliverNoticeCopies } from '../../server/domain/auth/security-notices';
import { totpAt } from '../../server/domain/auth/totp';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeKit, useKit } from './accounts-kit';

/** Account protection (issue #19; docs/account-protection.md): authenticator, recovery codes, history, "this wasn't me". */
const { d, k } = useKit(makeKit);

const HOME = '10.19.0.1';
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const PASSWORD = 'Sturdy#Pass26';
/** A member registered with a username only: no mobile, e-mail or payee name, so no second factor at all. */
async function newMember(username: string): Promise<string> {
  return k.registerMember(username, PASSWORD, HOME);
}

async function tokenOf(user: string, password: string, ip = HOME): Promise<string> {
  const res = await json(await k.login(user, password, { ip }));
  expect(res.value?.token, JSON.stringify(res)).toBeTruthy();
  return res.value.token as string;
}
const get = (path: string, token: string) => k.t.call(path, { headers: { Authorization: token, 'User-Agent': UA }, ip: HOME });
const post = (path: string, token: string, body: unknown = {}) => k.plain('POST', path, body, { token, ip: HOME });
/** The next 30-second step: a code of a step already used is refused by design. */
const nextStep = () => k.clock.advance(30_000);

async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await json(await post(e.totpStart.path, token));
  const { secret } = started.value as { secret: string };
  nextStep();
  const confirmed = await json(await post(e.totpConfirm.path, token, { code: totpAt(secret, k.clock.now()) }));
  expect(confirmed.success).toBe(true);
  return { secret, recoveryCodes: confirmed.value.recoveryCodes };
}

async function challengeAt(user: string, password: string, ip: string) {
  const res = await json(await k.login(user, password, { ip }));
  expect(res.errorCode).toBe('login.verification.required');
  return res.value as { challengeId: string; methods: string[] };
}
const answer = (challengeId: string, ip: string, code: string) =>
  k.sealed('POST', '/wps/session/login/verify', { challengeId, method: 'totp', answer: code }, { ip });

describe('authenticator enrolment', () => {
  it('is not active until a current code confirms it, and its secret is never sent again', async () => {
    const token = await newMember('guardian1');
    const started = await json(await post(e.totpStart.path, token));
    assert(started.value, await responseStruct(e.totpStart));
    const { secret, uri, qrSvg } = started.value as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/[^:]+:guardian1\\?secret=${secret}&issuer=[^&]+&`));
    expect(qrSvg).toMatch(/^<svg[^>]*>/);

    // Pending only: the status is off and a login from a new address is not asked for it.
    expect((await json(await get(e.protectionStatus.path, token))).value).toEqual({ totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 });
    const stranger = await json(await k.login('guardian1', PASSWORD, { ip: '10.19.1.1' }));
    expect(stranger.success).toBe(true);

    const wrong = await json(await post(e.totpConfirm.path, await tokenOf('guardian1', PASSWORD), { code: '000000' }));
    expect(wrong.errorCode).toBe('totp.code.invalid');

    const t2 = await tokenOf('guardian1', PASSWORD);
    nextStep();
    const confirmed = await json(await post(e.totpConfirm.path, t2, { code: totpAt(secret, k.clock.now()) }));
    assert(confirmed.value, await responseStruct(e.totpConfirm));
    const codes = confirmed.value.recoveryCodes as string[];
    expect(codes).toHaveLength(PROTECTION.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    const status = (await json(await get(e.protectionStatus.path, t2))).value;
    expect(status).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toContain(secret);
    // Stored hashed: no code appears in the table.
    const stored = await d.db.selectFrom('recovery_codes').select('code_hash').execute();
    for (const c of codes) expect(stored.map((r) => r.code_hash).join()).not.toContain(c.replace('-', ''));
    // A second start is refused: the active secret is never replaced or shown.
    expect((await json(await post(e.totpStart.path, t2))).errorCode).toBe('totp.already.enabled');
    // A platform message says a factor was added.
    const msgs = await d.db.selectFrom('member_messages').select('kind').innerJoin('users', 'users.id', 'member_messages.user_id').where('users.username', '=', 'guardian1').execute();
    expect(msgs.map((m) => m.kind)).toContain('security.added');
  });

  it('refuses a set-up confirmed after it expired', async () => {
    const token = await newMember('guardian2');
    const { secret } = (await json(await post(e.totpStart.path, token))).value as { secret: string };
    k.clock.advance(PROTECTION.enrolMinutes * 60_000 + 1);
    const late = await json(await post(e.totpConfirm.path, await tokenOf('guardian2', PASSWORD), { code: totpAt(secret, k.clock.now()) }));
    expect(late.errorCode).toBe('totp.enrolment.expired');
  });
});

describe('the new-address check with an enrolled authenticator', () => {
  let secret = '';
  let recovery: string[] = [];
  beforeAll(async () => {
    k.clock.advance(16 * 60_000);
    ({ secret, recoveryCodes: recovery } = await enrol(await tokenOf('guardian2', PASSWORD)));
  });

  it('offers the authenticator, refuses wrong, expired and reused codes, and accepts a current one (±1 step)', async () => {
    // Past the step the enrolment used (that one is spent).
    k.clock.advance(60_000);
    const ip = '10.19.2.1';
    const c = await challengeAt('guardian2', PASSWORD, ip);
    expect(c.methods).toEqual(['totp']);
    expect((await json(await answer(c.challengeId, ip, '123456'))).errorCode).toBe('login.verification.failed');
    // Two steps old: outside the drift window.
    nextStep();
    expect((await json(await answer(c.challengeId, ip, totpAt(secret, new Date(k.clock.now().getTime() - 60_000))))).errorCode).toBe('login.verification.failed');
    // One step old: within the drift window.
    const ok = await json(await answer(c.challengeId, ip, totpAt(secret, new Date(k.clock.now().getTime() - 30_000))));
    expect(ok.success).toBe(true);
    // The same step again, on a new challenge from another address: never accepted twice.
    const ip2 = '10.19.2.2';
    const c2 = await challengeAt('guardian2', PASSWORD, ip2);
    expect((await json(await answer(c2.challengeId, ip2, totpAt(secret, new Date(k.clock.now().getTime() - 30_000))))).errorCode).toBe('login.verification.failed');
    expect((await json(await answer(c2.challengeId, ip2, totpAt(secret, k.clock.now())))).success).toBe(true);
  });

  it('accepts a recovery code once and never again (a stolen code used twice)', async () => {
    nextStep();
    const ip = '10.19.3.1';
    const c = await challengeAt('guardian2', PASSWORD, ip);
    // Lower case and without the dash: the same code.
    expect((await json(await answer(c.challengeId, ip, recovery[0]!.toLowerCase().replace('-', ' ')))).success).toBe(true);
    const ip2 = '10.19.3.2';
    const c2 = await challengeAt('guardian2', PASSWORD, ip2);
    expect((await json(await answer(c2.challengeId, ip2, recovery[0]!))).errorCode).toBe('login.verification.failed');
    const token = await tokenOf('guardian2', PASSWORD, ip);
    expect((await json(await get(e.protectionStatus.path, token))).value.recoveryCodesLeft).toBe(PROTECTION.recoveryCodes - 1);
  });

  it('refuses every answer, even a right one, after too many wrong codes', async () => {
    nextStep();
    k.clock.advance(PROTECTION.wrongCodeWindowMs);
    const ip = '10.19.4.1';
    for (let i = 0; i < PROTECTION.wrongCodeLimit; i++) {
      const c = await challengeAt('guardian2', PASSWORD, ip);
      await answer(c.challengeId, ip, '99999' + i);
    }
    const c = await challengeAt('guardian2', PASSWORD, ip);
    const refused = await answer(c.challengeId, ip, totpAt(secret, k.clock.now()));
    expect(refused.status).toBe(429);
    k.clock.advance(PROTECTION.wrongCodeWindowMs + 1);
    const c2 = await challengeAt('guardian2', PASSWORD, ip);
    expect((await json(await answer(c2.challengeId, ip, totpAt(secret, k.clock.now())))).success).toBe(true);
  });

  it('is turned off only by its owner, with the password and a code or a recovery code', async () => {
    nextStep();
    const own = await tokenOf('guardian2', PASSWORD, '10.19.2.1');
    const other = await tokenOf('player01', 'Player@2026');
    // Another member's request acts on their own account only: player01's authenticator is the seeded one, not guardian2's.
    const wrongOwner = await k.sealed('POST', e.totpDisable.path, { password: 'Player@2026', code: recovery[1]! }, { token: other, ip: HOME });
    expect((await json(wrongOwner)).errorCode).toBe('totp.code.invalid');
    expect((await json(await get(e.protectionStatus.path, own))).value.totpEnabled).toBe(true);
    // No session: 401; the wrong password: refused before the code is looked at.
    expect((await k.sealed('POST', e.totpDisable.path, { password: PASSWORD, code: recovery[1]! }, { ip: HOME })).status).toBe(401);
    expect((await json(await k.sealed('POST', e.totpDisable.path, { password: 'nope', code: recovery[1]! }, { token: own, ip: HOME }))).errorCode).toBe('totp.password.invalid');
    const off = await json(await k.sealed('POST', e.totpDisable.path, { password: PASSWORD, code: recovery[1]! }, { token: own, ip: HOME }));
    expect(off.success).toBe(true);
    expect((await json(await get(e.protectionStatus.path, own))).value).toEqual({ totpEnabled: false, totpEnabledAt: null, recoveryCodesLeft: 0 });
    const kinds = await d.db.selectFrom('member_messages').select('kind').innerJoin('users', 'users.id', 'member_messages.user_id').where('users.username', '=', 'guardian2').execute();
    expect(kinds.map((m) => m.kind)).toEqual(expect.arrayContaining(['security.added', 'security.removed', 'security.newDevice']));
  });

  it('is refused to a trial account (403) and without a session (401)', async () => {
    const trial = (await json(await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip: '10.19.5.1' }))).value.token as string;
    for (const ep of [e.protectionStatus, e.loginHistory]) {
      expect((await get(ep.path, trial)).status).toBe(403);
      expect((await k.t.call(ep.path, { ip: HOME })).status).toBe(401);
    }
    for (const ep of [e.totpStart, e.totpConfirm, e.notMe]) {
      expect((await post(ep.path, trial, { code: '123456' })).status).toBe(403);
      expect((await k.plain('POST', ep.path, { code: '123456' }, { ip: HOME })).status).toBe(401);
    }
  });
});

describe('login history and "this wasn\'t me"', () => {
  it('lists sign-ins and failures of the last 3 months, newest first, with address, device and method, and the previous sign-in', async () => {
    const ip = HOME;
    expect((await json(await k.login('staff01', 'wrong-password', { ip }))).errorCode).toBe('login.failed');
    const token = await tokenOf('staff01', 'Staff@2026', ip);
    const h = (await json(await get(`${e.loginHistory.path}?page=1`, token))).value;
    assert(h, await responseStruct(e.loginHistory));
    expect(h.list[0]).toMatchObject({ ip, method: 'password', result: 'ok' });
    expect(h.list[1]).toMatchObject({ ip, method: 'password', result: 'failed' });
    expect(h.previous).toBeNull();
    nextStep();
    const again = await tokenOf('staff01', 'Staff@2026', ip);
    const h2 = (await json(await get(e.loginHistory.path, again))).value;
    expect(h2.previous).toMatchObject({ at: h.list[0]!.at, result: 'ok' });
    expect(h2.total).toBe(3);
    // Old events leave the history after 3 months.
    k.clock.advance(PROTECTION.historyDays * 86_400_000 + 60_000);
    const later = await tokenOf('staff01', 'Staff@2026', ip);
    expect((await json(await get(e.loginHistory.path, later))).value.total).toBe(1);
    expect((await json(await get(`${e.loginHistory.path}?page=0`, later))).errorCode).toBe('request_param_err');
  });

  it('names the browser and system of a user agent', () => {
    expect(deviceOf(UA)).toBe('Chrome · Windows');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari · iOS');
    expect(deviceOf(null)).toBeNull();
  });

  it('"this wasn\'t me" ends the session and the next login must change the password, once', async () => {
    const token = await newMember('guardian3');
    expect((await json(await post(e.notMe.path, token))).success).toBe(true);
    expect((await k.t.call('/wps/member/info', { headers: { Authorization: token }, ip: HOME })).status).toBe(401);
    const next = await json(await k.login('guardian3', PASSWORD, { ip: HOME }));
    expect(next.value.mustChangePassword).toBe(true);
    const changed = await k.sealed('POST', '/wps/member/password', { newPassword: 'Fresh#Pass2026', confirmNewPassword: 'Fresh#Pass2026' }, { token: next.value.token, ip: HOME });
    expect((await json(changed)).success).toBe(true);
    expect((await json(await k.login('guardian3', 'Fresh#Pass2026', { ip: HOME }))).value.mustChangePassword).toBe(false);
  });
});

describe('the authenticator secret at rest', () => {
  const userIdOf = async (username: string) => (await d.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const storedSecret = async (username: string) => (await d.db.selectFrom('users').select('totp_secret').where('username', '=', username).executeTakeFirstOrThrow()).totp_secret;

  it('is never stored as plaintext: pending and confirmed, it is sealed for its member under FACTOR_KEY', async () => {
    k.clock.advance(16 * 60_000);
    const token = await newMember('vault1');
    const id = await userIdOf('vault1');
    const { secret } = (await json(await post(e.totpStart.path, token))).value as { secret: string };
    const pending = (await d.db.selectFrom('account_protection').select('totp_pending_secret').where('user_id', '=', id).executeTakeFirstOrThrow()).totp_pending_secret!;
    expect(pending).not.toContain(secret);
    expect(pending).toMatch(/^fk1\.[0-9a-f]{8}\./);
    nextStep();
    expect((await json(await post(e.totpConfirm.path, token, { code: totpAt(secret, k.clock.now()) }))).success).toBe(true);
    const stored = (await storedSecret('vault1'))!;
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^fk1\.[0-9a-f]{8}\./);
    expect(openSecret(loadFactorKeys(), id, stored)).toBe(secret);
    // The seeded demo secret is sealed too.
    expect(await storedSecret('player01')).toMatch(/^fk1\./);
  });

  it('fails closed under a wrong key: 503 factor.unavailable, the right code is not accepted and nothing is spent', async () => {
    const wrong = makeKit(d, { factorKeys: loadFactorKeys({ FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') }) });
    wrong.clock.set(k.clock.now());
    const ip = '10.19.7.1';
    const res = await wrong.login('vault1', PASSWORD, { ip });
    const c = (await json(res)).value as { challengeId: string; methods: string[] };
    expect(c.methods).toEqual(['totp']);
    const { secret } = { secret: openSecret(loadFactorKeys(), await userIdOf('vault1'), (await storedSecret('vault1'))!) };
    nextStep();
    wrong.clock.set(k.clock.now());
    const refused = await wrong.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'totp', answer: totpAt(secret, k.clock.now()) }, { ip });
    expect(refused.status).toBe(503);
    expect(await json(refused)).toMatchObject({ success: false, errorCode: 'factor.unavailable' });
    // Turning it off is refused the same way.
    const token = await tokenOf('vault1', PASSWORD);
    const off = await wrong.sealed('POST', e.totpDisable.path, { password: PASSWORD, code: totpAt(secret, k.clock.now()) }, { token, ip: HOME });
    expect(off.status).toBe(503);
    // The right key accepts the very same code: the step was not spent by the refusal.
    const c2 = await challengeAt('vault1', PASSWORD, '10.19.7.2');
    expect((await json(await answer(c2.challengeId, '10.19.7.2', totpAt(secret, k.clock.now())))).success).toBe(true);
  });

  it('a secret copied onto another member\'s row does not open there', async () => {
    await newMember('vault2');
    await d.db.updateTable('users').set({ totp_secret: await storedSecret('vault1') }).where('username', '=', 'vault2').execute();
    nextStep();
    const c = await challengeAt('vault2', PASSWORD, '10.19.8.1');
    const secret = openSecret(loadFactorKeys(), await userIdOf('vault1'), (await storedSecret('vault1'))!);
    expect((await answer(c.challengeId, '10.19.8.1', totpAt(secret, k.clock.now()))).status).toBe(503);
  });

  it('migration 0023 seals a plaintext secret left from before it, and the member signs in with it as before', async () => {
    const plain = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';
    await d.db.updateTable('users').set({ totp_secret: plain }).where('username', '=', 'vault2').execute();
    await sealPlaintextSecrets(d.db);
    const stored = (await storedSecret('vault2'))!;
    expect(stored).toMatch(/^fk1\./);
    expect(stored).not.toContain(plain);
    // Sealed values are left alone: running it again changes nothing.
    await sealPlaintextSecrets(d.db);
    expect(await storedSecret('vault2')).toBe(stored);
    nextStep();
    const c = await challengeAt('vault2', PASSWORD, '10.19.8.2');
    expect((await json(await answer(c.challengeId, '10.19.8.2', totpAt(plain, k.clock.now())))).success).toBe(true);
  });
});

describe('SMS and e-mail copies of security notices', () => {
  const copiesOf = (username: string) =>
    d.db
      .selectFrom('notice_copies')
      .innerJoin('users', 'users.id', 'notice_copies.user_id')
      .select(['channel', 'notice_copies.to', 'purpose', 'sent_at', 'attempts'])
      .where('users.username', '=', username)
      .orderBy('notice_copies.id')
      .execute();
  const outboxTo = (to: string) => d.db.selectFrom('outbox').select(['channel', 'purpose', 'body']).where('to', '=', to).where('purpose', 'like', 'security.%').execute();

  it('are queued only for a proven mobile / e-mail and handed to the providers by the delivery job, not in the request', async () => {
    k.clock.advance(16 * 60_000);
    const token = await newMember('herald1');
    // A proven mobile number, an e-mail address typed in but never proven.
    await d.db
      .updateTable('users')
      .set({ dialing_code: '+880', mobile_num: '1719000001', mobile_verified_at: k.clock.now(), email: 'herald1@example.com', email_verified_at: null })
      .where('username', '=', 'herald1')
      .execute();
    await enrol(token);
    expect(await copiesOf('herald1')).toEqual([{ channel: 'sms', to: '+8801719000001', purpose: 'security.added', sent_at: null, attempts: 0 }]);
    // Nothing went out with the request.
    expect(await outboxTo('+8801719000001')).toEqual([]);

    const providers = devOutbox(d.db, k.clock, { quiet: true });
    // A gateway that refuses: the copy stays queued, with the attempt counted.
    const down = { ...providers, sms: { send: () => Promise.reject(new Error('gateway down')) } };
    expect(await deliverNoticeCopies({ db: d.db, clock: k.clock, ...down })).toBe(0);
    expect(await copiesOf('herald1')).toMatchObject([{ sent_at: null, attempts: 1 }]);

    expect(await deliverNoticeCopies({ db: d.db, clock: k.clock, ...providers })).toBeGreaterThanOrEqual(1);
    const sent = await outboxTo('+8801719000001');
    expect(sent).toEqual([{ channel: 'sms', purpose: 'security.added', body: expect.stringContaining('Authenticator added') }]);
    expect(sent[0]!.body).toContain('অথেন্টিকেটর যোগ করা হয়েছে');
    expect(await outboxTo('herald1@example.com')).toEqual([]);
    // Delivered once: a second run sends nothing again.
    await deliverNoticeCopies({ db: d.db, clock: k.clock, ...providers });
    expect(await outboxTo('+8801719000001')).toHaveLength(1);
  });

  it('a password change sends a notice, copied to a proven e-mail address', async () => {
    await d.db.updateTable('users').set({ email_verified_at: k.clock.now() }).where('username', '=', 'herald1').execute();
    const token = await tokenOf('herald1', PASSWORD);
    const changed = await k.sealed('POST', '/wps/member/password', { oldPassword: PASSWORD, newPassword: 'Sturdier#Pass27', confirmNewPassword: 'Sturdier#Pass27' }, { token, ip: HOME });
    expect((await json(changed)).success).toBe(true);
    const kinds = await d.db.selectFrom('member_messages').select('kind').innerJoin('users', 'users.id', 'member_messages.user_id').where('users.username', '=', 'herald1').execute();
    expect(kinds.map((m) => m.kind)).toContain('security.passwordChanged');
    expect((await copiesOf('herald1')).filter((c) => c.purpose === 'security.passwordChanged').map((c) => [c.channel, c.to])).toEqual([
      ['sms', '+8801719000001'],
      ['email', 'herald1@example.com'],
    ]);
    await deliverNoticeCopies({ db: d.db, clock: k.clock, ...devOutbox(d.db, k.clock, { quiet: true }) });
    expect(await outboxTo('herald1@example.com')).toEqual([{ channel: 'email', purpose: 'security.passwordChanged', body: expect.stringContaining('Password changed') }]);
  });
});

describe('operator: ops user factors / reset-2fa', () => {
  const ops = (...argv: string[]) => runOps({ db: d.db, merchantCode: TEST_MERCHANT, invalidate: () => k.t.cache.invalidate(), clock: k.clock }, argv);

  it('shows a member\'s factors and sign-ins, and resets the authenticator and passkeys with an audit event', async () => {
    await tokenOf('guardian1', PASSWORD);
    const shown = await ops('user', 'factors', 'guardian1');
    expect(shown.ok).toBe(true);
    expect(shown.output).toContain('authenticator: on');
    expect(shown.output).toContain('recovery codes left: 10');
    expect(shown.output).toMatch(/ok\s+password/);

    const id = (await d.db.selectFrom('users').select('id').where('username', '=', 'guardian1').executeTakeFirstOrThrow()).id;
    // Two passkeys (rows as a registration leaves them; the ceremony itself is tested in passkeys.test.ts).
    await d.db.insertInto('passkeys').values(['phone', 'laptop'].map((name) => ({ id: `cred-${name}`, user_id: id, public_key: 'cHVibGlj', name }))).execute();
    const shownKeys = (await ops('user', 'factors', 'guardian1')).output;
    expect(shownKeys).toContain('phone (added');
    expect(shownKeys).toContain('laptop (added');

    const reset = await ops('user', 'reset-2fa', 'guardian1');
    expect(reset).toEqual({ ok: true, output: 'guardian1: removed authenticator and recovery codes, 2 passkeys; sessions ended; recorded as totp.reset' });
    const after = (await ops('user', 'factors', 'guardian1')).output;
    expect(after).toContain('authenticator: off');
    expect(after).toContain('passkeys: none');
    const event = await d.db.selectFrom('auth_events').selectAll().where('event', '=', 'totp.reset').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ subject: 'guardian1', detail: { how: 'ops', authenticator: true, passkeys: 2 } });
    const kinds = (await d.db.selectFrom('member_messages').select('kind').where('user_id', '=', id).execute()).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['security.removed', 'security.passkeyRemoved']));
    expect(await ops('user', 'reset-2fa', 'guardian1')).toEqual({ ok: false, output: 'error: guardian1 has no authenticator and no passkey' });
    // Passkeys alone are a second factor too.
    await d.db.insertInto('passkeys').values({ id: 'cred-tablet', user_id: id, public_key: 'cHVibGlj', name: 'tablet' }).execute();
    expect(await ops('user', 'reset-2fa', 'guardian1')).toEqual({ ok: true, output: 'guardian1: removed 1 passkey; sessions ended; recorded as totp.reset' });
    expect(await ops('user', 'factors', 'nobody99')).toEqual({ ok: false, output: 'error: no member nobody99 in bd01' });
  });
  it('reseal-secrets seals every secret under a previous key again under the current FACTOR_KEY', async () => {
    const oldKey = Buffer.alloc(32, 1).toString('base64');
    const rotated = loadFactorKeys({ FACTOR_KEY: Buffer.alloc(32, 2).toString('base64'), FACTOR_KEYS_PREVIOUS: `${oldKey},${DEV_FACTOR_KEY}` });
    const secret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    const id = (await d.db.selectFrom('users').select('id').where('username', '=', 'vault1').executeTakeFirstOrThrow()).id;
    await d.db.updateTable('users').set({ totp_secret: sealSecret(loadFactorKeys({ FACTOR_KEY: oldKey }), id, secret) }).where('id', '=', id).execute();
    const deps = { db: d.db, clock: k.clock, factorKeys: rotated };
    // A ring that opens none of them: nothing is changed, and the operator is told.
    const lost = await userCommand({ ...deps, factorKeys: loadFactorKeys({ FACTOR_KEY: Buffer.alloc(32, 3).toString('base64') }) }, TEST_MERCHANT, 'reseal-secrets', []);
    expect(lost).toEqual({ ok: false, output: expect.stringMatching(/^0 authenticator secret\(s\) sealed again under the current FACTOR_KEY; \d+ open under no configured key/) });

    const done = await userCommand(deps, TEST_MERCHANT, 'reseal-secrets', []);
    expect(done).toEqual({ ok: true, output: expect.stringMatching(/^[1-9]\d* authenticator secret\(s\) sealed again under the current FACTOR_KEY$/) });
    const stored = (await d.db.selectFrom('users').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow()).totp_secret!;
    expect(sealedKeyId(stored)).toBe(rotated.current.id);
    expect(openSecret(rotated, id, stored)).toBe(secret);
    expect(await userCommand(deps, TEST_MERCHANT, 'reseal-secrets', [])).toEqual({ ok: true, output: '0 authenticator secret(s) sealed again under the current FACTOR_KEY' });
  });
});
