import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { endpoints, responseStruct } from '../../src/api/endpoints';
import { runOps } from '../../server/cli/commands';
import { totpAt, hotp, base32Decode } from '../../server/domain/auth/totp';
import { DEMO_TOTP_SECRET } from '../../server/db/seed-data/accounts';
import type { OpenedDatabase } from '../../server/db/connect';
import { json } from '../../server/testing/test-app';
import { createTestDb } from '../../server/testing/test-db';
import { type Kit, makeKit } from './accounts-kit';

let d: OpenedDatabase;
let k: Kit;
beforeAll(async () => {
  d = await createTestDb();
  k = makeKit(d);
  // Home addresses: the first login registers them without a challenge.
  expect((await k.login('player01', 'Player@2026', { ip: '10.0.0.1' })).status).toBe(200);
  expect((await k.login('agent01', 'Agent@2026', { ip: '10.0.0.1' })).status).toBe(200);
});
afterAll(() => d.close());

async function challenge(user: string, password: string, ip: string) {
  const res = await k.login(user, password, { ip });
  expect(res.status).toBe(403);
  const body = await json(res);
  expect(body.errorCode).toBe('login.verification.required');
  return body.value as { challengeId: string; methods: string[]; hints: { mobile?: string; email?: string } };
}

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, Math.floor(59 / 30))).toBe('287082');
    expect(hotp(key, Math.floor(1111111109 / 30))).toBe('081804');
    expect(hotp(key, Math.floor(2000000000 / 30))).toBe('279037');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

describe('login from an unregistered address', () => {
  it('asks for verification with the methods the account has, and masked hints', async () => {
    const c = await challenge('player01', 'Player@2026', '10.9.0.1');
    expect(c.methods).toEqual(['sms', 'email', 'bankAccountName', 'totp']);
    expect(c.hints).toEqual({ mobile: '+880 ****0001', email: 'p***@example.com' });
    expect(await k.count('sessions')).toBeGreaterThan(0);
  });

  it('opens the session on a right TOTP code and registers the address', async () => {
    const ip = '10.9.0.2';
    const c = await challenge('player01', 'Player@2026', ip);
    const wrong = await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'totp', answer: '000000' }, { ip });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).errorCode).toBe('login.verification.failed');
    const res = await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'totp', answer: totpAt(DEMO_TOTP_SECRET, k.clock.now()) }, { ip });
    expect(res.status).toBe(200);
    assert((await json(res)).value, await responseStruct(endpoints.loginVerify));
    // One use, and the address is now known: the next password login needs no challenge.
    const again = await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'totp', answer: totpAt(DEMO_TOTP_SECRET, k.clock.now()) }, { ip });
    expect((await json(again)).errorCode).toBe('login.challenge.invalid');
    expect((await k.login('player01', 'Player@2026', { ip })).status).toBe(200);
  });

  it('sends an SMS code for the challenge and accepts it', async () => {
    const ip = '10.9.0.3';
    const c = await challenge('player01', 'Player@2026', ip);
    const sent = await k.plain('POST', '/wps/session/login/verify/code', { challengeId: c.challengeId, method: 'sms' }, { ip });
    expect((await json(sent)).value).toEqual({ expiredMinutes: 5 });
    const code = await k.outboxCode('+8801711000001');
    const res = await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'sms', answer: code }, { ip });
    expect(res.status).toBe(200);
  });

  it('accepts the bank account (payee) name, ignoring case and spacing', async () => {
    const ip = '10.9.0.4';
    const c = await challenge('agent01', 'Agent@2026', ip);
    expect(c.methods).toEqual(['sms', 'email', 'bankAccountName']);
    const res = await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'bankAccountName', answer: '  agent   ONE ' }, { ip });
    expect(res.status).toBe(200);
  });

  it('refuses a method the account lacks, another address, and an expired challenge', async () => {
    const ip = '10.9.0.5';
    const c = await challenge('agent01', 'Agent@2026', ip);
    expect((await json(await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'totp', answer: '123456' }, { ip }))).value).toMatchObject({ field: 'method' });
    expect((await json(await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'bankAccountName', answer: 'Agent One' }, { ip: '10.9.0.99' }))).errorCode).toBe('login.challenge.invalid');
    k.clock.advance(10 * 60_000 + 1);
    expect((await json(await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'bankAccountName', answer: 'Agent One' }, { ip }))).errorCode).toBe('login.challenge.invalid');
  });

  it('gives up a challenge after 5 wrong answers', async () => {
    const ip = '10.9.0.6';
    const c = await challenge('agent01', 'Agent@2026', ip);
    for (let i = 0; i < 5; i++) await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'bankAccountName', answer: 'nope' }, { ip });
    expect((await json(await k.sealed('POST', '/wps/session/login/verify', { challengeId: c.challengeId, method: 'bankAccountName', answer: 'Agent One' }, { ip }))).errorCode).toBe('login.challenge.invalid');
  });
});

describe('SMS login', () => {
  it('logs in with the code of purpose login, without password expiry', async () => {
    const ip = '10.8.0.1';
    k.clock.advance(61_000);
    await k.plain('POST', '/wps/verification/sms/noLogin', { countryDialingCode: '+880', mobileNum: '1711000003', purpose: 'login' }, { ip });
    const code = await k.outboxCode('+8801711000003');
    const res = await k.sealed('POST', '/wps/session/login', { type: 'sms', mobileNum: '1711000003', countryDialingCode: '+880', verificationCode: code }, { ip });
    expect((await json(res)).value).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    const reuse = await k.sealed('POST', '/wps/session/login', { type: 'sms', mobileNum: '1711000003', countryDialingCode: '+880', verificationCode: code }, { ip });
    expect((await json(reuse)).errorCode).toBe('login.failed');
  });

  it('is 403 function.not.available while MOBILEVERCODELOGIN3 is off', async () => {
    const ops = (...argv: string[]) => runOps({ db: d.db, merchantCode: 'bd01', invalidate: () => k.t.cache.invalidate() }, argv);
    await ops('module', 'off', 'MOBILEVERCODELOGIN3');
    try {
      const res = await k.sealed('POST', '/wps/session/login', { type: 'sms', mobileNum: '1711000003', countryDialingCode: '+880', verificationCode: '123456' }, { ip: '10.8.0.2' });
      expect(res.status).toBe(403);
      expect((await json(res)).errorCode).toBe('function.not.available');
    } finally {
      await ops('module', 'on', 'MOBILEVERCODELOGIN3');
    }
  });
});

describe('free play', () => {
  it('creates a logged-in trial account (type 4) with demo credit, barred from member features', async () => {
    const users = await k.count('users');
    const res = await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip: '10.7.0.1' });
    expect(res.status).toBe(200);
    const { token } = (await json(res)).value;
    expect(await k.count('users')).toBe(users + 1);
    const info = await json(await k.t.call('/wps/member/info', { headers: { Authorization: token } }));
    expect(info.value.type).toBe(4);
    const row = await d.db.selectFrom('users').select(['demo_credit', 'register_method']).where('id', '=', info.value.id).executeTakeFirstOrThrow();
    // bigint: node-postgres reads a string, PGlite a number.
    expect({ ...row, demo_credit: String(row.demo_credit) }).toEqual({ demo_credit: '200000', register_method: 'FREEPLAY' });
    const barred = await k.sealed('POST', '/wps/member/password', { newPassword: 'Trial#Pass2026', confirmNewPassword: 'Trial#Pass2026' }, { token });
    expect(barred.status).toBe(403);
    expect((await json(barred)).errorCode).toBe('in_need_true_account');
    // A trial account cannot be logged into with a password.
    expect((await json(await k.login(info.value.account, 'anything', { ip: '10.7.0.1' }))).errorCode).toBe('login.failed');
  });

  it('is 403 function.not.available while FREEPLAY3 is off', async () => {
    const ops = (...argv: string[]) => runOps({ db: d.db, merchantCode: 'bd01', invalidate: () => k.t.cache.invalidate() }, argv);
    await ops('module', 'off', 'FREEPLAY3');
    try {
      expect((await k.plain('POST', '/wps/session/login/freeplay', {}, { ip: '10.7.0.2' })).status).toBe(403);
    } finally {
      await ops('module', 'on', 'FREEPLAY3');
    }
  });
});
