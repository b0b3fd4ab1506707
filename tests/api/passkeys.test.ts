import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpoints, responseStruct } from '../../src/api/endpoints';
import { protectionEndpoints as e } from '../../src/api/protection-endpoints';
import { PASSKEYS } from '../../src/config/protection';
import { runOps } from '../../server/cli/commands';
import { SoftAuthenticator } from '../../server/testing/soft-authenticator';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeKit, useKit } from './accounts-kit';

/** Passkeys (issue #19; docs/account-protection.md "Passkeys"): real ceremonies against a software authenticator. */
const { d, k } = useKit(makeKit);

/** The test app answers http://localhost/…: that host is the relying party. */
const ORIGIN = 'http://localhost';
const HOME = '10.20.0.1';
const PASSWORD = 'Sturdy#Pass26';

async function newMember(username: string): Promise<string> {
  return k.registerMember(username, PASSWORD, HOME);
}

const post = (path: string, token: string | undefined, body: unknown = {}, ip = HOME) => k.plain('POST', path, body, { token, ip });
const get = (path: string, token: string) => k.t.call(path, { headers: { Authorization: token }, ip: HOME });

/** Registration options, the authenticator's answer, the server's verdict. */
async function register(token: string, auth: SoftAuthenticator, name = 'My phone', origin = ORIGIN) {
  const opts = (await json(await post(e.passkeyRegisterOptions.path, token))).value;
  const credential = auth.create(opts, origin);
  return json(await post(e.passkeyRegister.path, token, { name, credential }));
}

const loginOptions = async (ip = HOME) => (await json(await post(endpoints.passkeyLoginOptions.path, undefined, {}, ip))).value as { challenge: string };
const passkeyLogin = async (credential: unknown, ip = HOME) => json(await post(endpoints.passkeyLogin.path, undefined, { credential }, ip));
const kinds = async (username: string) =>
  (await d.db.selectFrom('member_messages').select('kind').innerJoin('users', 'users.id', 'member_messages.user_id').where('users.username', '=', username).execute()).map((m) => m.kind);

describe('passkey registration', () => {
  it('registers a user-verifying passkey for this host, lists it by name and tells the member', async () => {
    const token = await newMember('keyholder1');
    const optsRes = await json(await post(e.passkeyRegisterOptions.path, token));
    expect(optsRes.success, JSON.stringify(optsRes)).toBe(true);
    const opts = optsRes.value;
    assert(opts, await responseStruct(e.passkeyRegisterOptions));
    expect(opts.rp.id).toBe('localhost');
    expect(opts.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const auth = new SoftAuthenticator();
    const added = await json(await post(e.passkeyRegister.path, token, { name: '  Work laptop ', credential: auth.create(opts, ORIGIN) }));
    expect(added.success, JSON.stringify(added)).toBe(true);
    assert(added.value, await responseStruct(e.passkeyRegister));
    expect(added.value).toMatchObject({ id: auth.credentials[0]!.id, name: 'Work laptop', lastUsedAt: null });

    const list = (await json(await get(e.passkeys.path, token))).value;
    assert(list, await responseStruct(e.passkeys));
    expect(list.list).toEqual([added.value]);
    // Only a public key is kept.
    const row = await d.db.selectFrom('passkeys').selectAll().where('id', '=', added.value.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.transports)).toEqual(['internal']);
    expect(await kinds('keyholder1')).toContain('security.passkeyAdded');
    // The second options exclude the first key (one authenticator, one passkey).
    const again = (await json(await post(e.passkeyRegisterOptions.path, token))).value;
    expect(again.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([added.value.id]);
  });

  it('refuses an answer to a challenge never issued, issued to another member, used once or expired', async () => {
    const a = await newMember('keyholder2');
    const b = await newMember('keyholder3');
    const auth = new SoftAuthenticator();
    const invented = { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy', rp: { id: 'localhost' }, user: { id: 'eA' } };
    expect((await json(await post(e.passkeyRegister.path, a, { name: 'x', credential: auth.create(invented, ORIGIN) }))).errorCode).toBe('passkey.register.failed');

    const forA = (await json(await post(e.passkeyRegisterOptions.path, a))).value;
    const answer = auth.create(forA, ORIGIN);
    expect((await json(await post(e.passkeyRegister.path, b, { name: 'stolen', credential: answer }))).errorCode).toBe('passkey.register.failed');

    const forB = (await json(await post(e.passkeyRegisterOptions.path, b))).value;
    const first = auth.create(forB, ORIGIN);
    expect((await json(await post(e.passkeyRegister.path, b, { name: 'one', credential: first }))).success).toBe(true);
    expect((await json(await post(e.passkeyRegister.path, b, { name: 'two', credential: auth.create(forB, ORIGIN) }))).errorCode).toBe('passkey.register.failed');

    const late = (await json(await post(e.passkeyRegisterOptions.path, a))).value;
    k.clock.advance(PASSKEYS.challengeMinutes * 60_000 + 1000);
    expect((await json(await post(e.passkeyRegister.path, a, { name: 'late', credential: auth.create(late, ORIGIN) }))).errorCode).toBe('passkey.register.failed');
    expect((await json(await get(e.passkeys.path, a))).value.list).toEqual([]);
  });

  it('refuses a passkey made for another origin or another RP ID, and one without user verification', async () => {
    const token = await newMember('keyholder4');
    const auth = new SoftAuthenticator();
    expect((await register(token, auth, 'evil', 'https://evil.example')).errorCode).toBe('passkey.register.failed');
    const opts = (await json(await post(e.passkeyRegisterOptions.path, token))).value;
    expect((await json(await post(e.passkeyRegister.path, token, { name: 'rp', credential: auth.create({ ...opts, rp: { id: 'evil.example' } }, ORIGIN) }))).errorCode).toBe('passkey.register.failed');
    const again = (await json(await post(e.passkeyRegisterOptions.path, token))).value;
    expect((await json(await post(e.passkeyRegister.path, token, { name: 'uv', credential: auth.create(again, ORIGIN, { userVerified: false }) }))).errorCode).toBe('passkey.register.failed');
    expect((await json(await get(e.passkeys.path, token))).value.list).toEqual([]);
  });
});

describe('passkey sign-in', () => {
  it('signs in username-less with two factors: no new-address check, history says passkey, a notice of the new address', async () => {
    const token = await newMember('keyholder5');
    // An authenticator app makes the account challenge a password login from a new address.
    await d.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('username', '=', 'keyholder5').execute();
    const auth = new SoftAuthenticator();
    expect((await register(token, auth)).success).toBe(true);
    const away = '10.20.9.9';
    expect((await json(await k.login('keyholder5', PASSWORD, { ip: away }))).errorCode).toBe('login.verification.required');

    const opts = await loginOptions(away);
    assert(opts, await responseStruct(endpoints.passkeyLoginOptions));
    expect(opts).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(opts).not.toHaveProperty('allowCredentials.0');
    const res = await passkeyLogin(auth.get(opts, ORIGIN), away);
    expect(res.success, JSON.stringify(res)).toBe(true);
    assert(res.value, await responseStruct(endpoints.passkeyLogin));
    const session = res.value.token as string;
    expect((await k.t.call('/wps/member/info', { headers: { Authorization: session }, ip: away })).status).toBe(200);

    const history = (await json(await k.t.call(`${e.loginHistory.path}?page=1`, { headers: { Authorization: session }, ip: away }))).value;
    expect(history.list[0]).toMatchObject({ method: 'passkey', result: 'ok', ip: away });
    const [item] = (await json(await get(e.passkeys.path, session))).value.list;
    expect(item.lastUsedAt).toBe(k.clock.now().toISOString());
    expect(await kinds('keyholder5')).toContain('security.newDevice');
    // Customer service sees the passkey and the sign-in with it.
    const shown = await runOps({ db: d.db, merchantCode: TEST_MERCHANT, invalidate: () => k.t.cache.invalidate(), clock: k.clock }, ['user', 'factors', 'keyholder5']);
    expect(shown.output).toContain(`passkeys: My phone (added ${item.createdAt}, last used ${item.lastUsedAt})`);
    expect(shown.output).toMatch(/ok\s+passkey\s+10\.20\.9\.9/);
  });

  it('refuses a challenge never issued, one answered twice, another origin and a replayed counter', async () => {
    const token = await newMember('keyholder6');
    const auth = new SoftAuthenticator();
    expect((await register(token, auth)).success).toBe(true);

    expect((await passkeyLogin(auth.get({ challenge: 'aW52ZW50ZWQtY2hhbGxlbmdl' }, ORIGIN))).errorCode).toBe('passkey.login.failed');

    const opts = await loginOptions();
    const signed = auth.get(opts, ORIGIN);
    expect((await passkeyLogin(signed)).success).toBe(true);
    const replay = await passkeyLogin(signed);
    expect(replay.errorCode).toBe('passkey.login.failed');

    expect((await passkeyLogin(auth.get(await loginOptions(), 'https://evil.example'))).errorCode).toBe('passkey.login.failed');
    expect((await passkeyLogin(auth.get(await loginOptions(), ORIGIN, { rpId: 'evil.example' }))).errorCode).toBe('passkey.login.failed');
    // A fresh challenge signed with a counter the server has seen: a cloned authenticator.
    const seen = Number((await d.db.selectFrom('passkeys').select('counter').where('id', '=', auth.credentials[0]!.id).executeTakeFirstOrThrow()).counter);
    expect(seen).toBeGreaterThan(0);
    expect((await passkeyLogin(auth.get(await loginOptions(), ORIGIN, { counter: seen }))).errorCode).toBe('passkey.login.failed');
    // The real one goes on working.
    expect((await passkeyLogin(auth.get(await loginOptions(), ORIGIN))).success).toBe(true);

    const failures = await d.db.selectFrom('auth_events').select('detail').innerJoin('users', 'users.id', 'auth_events.user_id').where('users.username', '=', 'keyholder6').where('event', '=', 'login.failed').execute();
    // Each refusal for its own reason: the history shows them as failed passkey sign-ins.
    const why = failures.map((f) => f.detail as { reason: string; why: string });
    expect(why.map((f) => f.reason)).toEqual(Array(5).fill('passkey'));
    expect(why.map((f) => f.why)).toEqual([
      'challenge',
      'challenge',
      expect.stringContaining('origin'),
      expect.stringContaining('RP ID'),
      expect.stringContaining('counter'),
    ]);
  });

  it('refuses a passkey signing as another account, and an unknown one', async () => {
    const a = await newMember('keyholder7');
    const auth = new SoftAuthenticator();
    expect((await register(a, auth)).success).toBe(true);
    const mine = auth.credentials[0]!;
    // The key's user handle swapped for another member's id: the key belongs to keyholder7 only.
    const other = await d.db.selectFrom('users').select('id').where('username', '=', 'keyholder6').executeTakeFirstOrThrow();
    const forged = auth.get(await loginOptions(), ORIGIN, { cred: { ...mine, userHandle: Buffer.from(other.id).toString('base64url') } });
    expect((await passkeyLogin(forged)).errorCode).toBe('passkey.login.failed');
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
    expect((await passkeyLogin(stranger.get(await loginOptions(), ORIGIN))).errorCode).toBe('passkey.login.failed');
  });

  it('refuses further attempts from an address after too many failures (429)', async () => {
    const ip = '10.20.7.7';
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
    for (let i = 0; i < PASSKEYS.failedLoginLimit; i++) expect((await passkeyLogin(stranger.get(await loginOptions(ip), ORIGIN), ip)).errorCode).toBe('passkey.login.failed');
    const res = await post(endpoints.passkeyLogin.path, undefined, { credential: stranger.get(await loginOptions(ip), ORIGIN) }, ip);
    expect(res.status).toBe(429);
  });

  it('gives one address at most PASSKEYS.optionsLimit challenges in the window (429 after)', async () => {
    const ip = '10.20.8.8';
    for (let i = 0; i < PASSKEYS.optionsLimit; i++) expect((await post(endpoints.passkeyLoginOptions.path, undefined, {}, ip)).status).toBe(200);
    expect((await post(endpoints.passkeyLoginOptions.path, undefined, {}, ip)).status).toBe(429);
    // Another address is not held back by it.
    expect((await post(endpoints.passkeyLoginOptions.path, undefined, {}, '10.20.8.9')).status).toBe(200);
  });
});

describe('passkey removal', () => {
  it('asks for the password, removes only the member\'s own, tells the member, and the key no longer signs in', async () => {
    const a = await newMember('keyholder8');
    const b = await newMember('keyholder9');
    const authA = new SoftAuthenticator();
    const authB = new SoftAuthenticator();
    const idA = (await register(a, authA)).value.id as string;
    expect((await register(b, authB)).success).toBe(true);
    const remove = (token: string, body: unknown) => k.sealed('POST', e.passkeyRemove.path, body, { token, ip: HOME });

    // Another member's passkey: not found, and still there.
    expect((await json(await remove(b, { id: idA, password: PASSWORD }))).errorCode).toBe('passkey.not.found');
    expect((await json(await remove(a, { id: idA, password: 'Wrong#Pass26' }))).errorCode).toBe('passkey.password.invalid');
    expect((await json(await get(e.passkeys.path, a))).value.list).toHaveLength(1);

    expect((await json(await remove(a, { id: idA, password: PASSWORD }))).success).toBe(true);
    expect((await json(await get(e.passkeys.path, a))).value.list).toEqual([]);
    expect(await kinds('keyholder8')).toContain('security.passkeyRemoved');
    expect((await passkeyLogin(authA.get(await loginOptions(), ORIGIN))).errorCode).toBe('passkey.login.failed');
    expect((await json(await get(e.passkeys.path, b))).value.list).toHaveLength(1);
  });

  it('renames only the member\'s own passkey, within the length limit, with 4xx envelopes', async () => {
    // Past the hour's registrations from this address.
    k.clock.advance(61 * 60_000);
    const a = await newMember('keyholder10');
    const b = await newMember('keyholder11');
    const idA = (await register(a, new SoftAuthenticator())).value.id as string;
    const rename = (token: string, body: unknown) => post(e.passkeyRename.path, token, body);

    const renamed = await json(await rename(a, { id: idA, name: '  Old phone  ' }));
    assert(renamed.value, await responseStruct(e.passkeyRename));
    expect(renamed.value).toMatchObject({ id: idA, name: 'Old phone' });
    expect((await json(await get(e.passkeys.path, a))).value.list.map((p: { name: string }) => p.name)).toEqual(['Old phone']);

    // Another member's passkey: 409 not found, and its name is unchanged.
    const foreign = await rename(b, { id: idA, name: 'Mine now' });
    expect(foreign.status).toBe(409);
    expect(await json(foreign)).toMatchObject({ success: false, errorCode: 'passkey.not.found' });
    // Too long, empty or blank: 400 on the name field.
    for (const name of ['x'.repeat(41), '', '   ']) {
      const bad = await rename(a, { id: idA, name });
      expect(bad.status, JSON.stringify(name)).toBe(400);
      expect(await json(bad)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    expect((await json(await get(e.passkeys.path, a))).value.list.map((p: { name: string }) => p.name)).toEqual(['Old phone']);
  });

  it('every member endpoint answers 401 without a session and 403 to a trial account', async () => {
    const trial = (await json(await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip: '10.20.5.1' }))).value.token as string;
    for (const ep of [e.passkeys, e.passkeyRegisterOptions, e.passkeyRegister, e.passkeyRename]) {
      const init = { method: ep.method, ip: HOME, headers: { 'Content-Type': 'application/json' }, ...(ep.method === 'GET' ? {} : { body: '{}' }) };
      expect((await k.t.call(ep.path, init)).status, ep.path).toBe(401);
      expect((await k.t.call(ep.path, { ...init, headers: { ...init.headers, Authorization: trial } })).status, ep.path).toBe(403);
    }
    expect((await k.sealed('POST', e.passkeyRemove.path, { id: 'eA', password: PASSWORD }, { ip: HOME })).status).toBe(401);
    expect((await k.sealed('POST', e.passkeyRemove.path, { id: 'eA', password: PASSWORD }, { token: trial, ip: HOME })).status).toBe(403);
  });
});
