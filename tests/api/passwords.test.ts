import { describe, expect, it } from 'vitest';
import { json } from '../../server/testing/test-app';
import { makeKit, useKit } from './accounts-kit';

const { d, k } = useKit(makeKit);

const IP = '127.0.0.1';
const token = async (u: string, p: string) => (await json(await k.login(u, p, { ip: IP }))).value.token as string;
const hashOf = async (u: string) => (await d.db.selectFrom('users').select('password_hash').where('username', '=', u).executeTakeFirstOrThrow()).password_hash;

describe('POST /wps/member/password', () => {
  it('needs the old password in a normal session', async () => {
    const t = await token('agent01', 'Agent@2026');
    const before = await hashOf('agent01');
    const noOld = await k.sealed('POST', '/wps/member/password', { newPassword: 'Brand#New2026', confirmNewPassword: 'Brand#New2026' }, { token: t });
    expect(await json(noOld)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'oldPassword' } });
    const wrongOld = await k.sealed('POST', '/wps/member/password', { oldPassword: 'Wrong#2026', newPassword: 'Brand#New2026', confirmNewPassword: 'Brand#New2026' }, { token: t });
    expect((await json(wrongOld)).errorCode).toBe('password.old.invalid');
    const mismatch = await k.sealed('POST', '/wps/member/password', { oldPassword: 'Agent@2026', newPassword: 'Brand#New2026', confirmNewPassword: 'Brand#New2027' }, { token: t });
    expect(await json(mismatch)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'confirmNewPassword', reason: 'validation.confirmMismatch' } });
    expect(await hashOf('agent01')).toBe(before);
    const ok = await k.sealed('POST', '/wps/member/password', { oldPassword: 'Agent@2026', newPassword: 'Brand#New2026', confirmNewPassword: 'Brand#New2026' }, { token: t });
    expect(ok.status).toBe(200);
    expect((await k.login('agent01', 'Brand#New2026', { ip: IP })).status).toBe(200);
  });

  it('lets a mustChangePassword session change without the old password, then clears the flag', async () => {
    const t = await token('player02', '{secret}');
    const res = await k.sealed('POST', '/wps/member/password', { newPassword: 'Fresh#Start26', confirmNewPassword: 'Fresh#Start26' }, { token: t });
    expect(res.status).toBe(200);
    const again = await k.login('player02', 'Fresh#Start26', { ip: IP });
    expect((await json(again)).value).toMatchObject({ mustChangePassword: false });
    const events = await d.db.selectFrom('auth_events').select('event').where('event', '=', 'password.change').execute();
    expect(events.length).toBe(2);
  });

  it('refuses the token-less and plaintext calls', async () => {
    expect((await k.sealed('POST', '/wps/member/password', { newPassword: 'x', confirmNewPassword: 'x' })).status).toBe(401);
    const t = await token('expired01', 'Expired@2026');
    expect((await json(await k.plain('POST', '/wps/member/password', {}, { token: t }))).errorCode).toBe('encryption.required');
  });
});

describe('password reset by e-mail', () => {
  it('gives the same reply for an unknown account, a wrong e-mail and a match; mails only the match', async () => {
    const before = await k.count('outbox');
    const r = async (username: string, email: string, ip: string) => {
      const res = await k.plain('POST', '/wps/member/password/email', { username, email }, { ip });
      return [res.status, await json(res)];
    };
    const a = await r('ghost0001', 'ghost@example.com', '10.1.0.1');
    const b = await r('player01', 'other@example.com', '10.1.0.2');
    k.clock.advance(61_000);
    const c = await r('player01', 'Player01@Example.com', '10.1.0.3');
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    expect(await k.count('outbox')).toBe(before + 1);
  });

  it('accepts a form POST too', async () => {
    const res = await k.t.call('/wps/member/password/email', {
      method: 'POST',
      ip: '10.1.0.9',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=ghost0009&email=g%40example.com',
    });
    expect(res.status).toBe(200);
  });

  it('resets with the mailed code once; a replay is 400 and an expired code is refused', async () => {
    k.clock.advance(61_000);
    await k.plain('POST', '/wps/member/password/email', { username: 'expired01', email: 'expired01@example.com' }, { ip: '10.1.0.4' });
    const mail = (await json(await k.t.call('/dev/outbox?to=expired01%40example.com'))).value[0];
    expect(mail.body).toContain('/reset-password?code=');
    const t = await token('expired01', 'Expired@2026');
    const ok = await k.sealed('POST', '/wps/member/password/email/reset', { code: mail.code, newPassword: 'Reset#Done2026', confirmNewPassword: 'Reset#Done2026' });
    expect(ok.status).toBe(200);
    // A reset ends the sessions of whoever had the old password.
    expect((await k.t.call('/wps/member/info', { headers: { Authorization: t } })).status).toBe(401);
    const replay = await k.sealed('POST', '/wps/member/password/email/reset', { code: mail.code, newPassword: 'Other#Pass2026', confirmNewPassword: 'Other#Pass2026' });
    expect(replay.status).toBe(400);
    expect((await json(replay)).errorCode).toBe('reset.code.invalid');
    expect((await k.login('expired01', 'Reset#Done2026', { ip: IP })).status).toBe(200);

    k.clock.advance(61_000);
    await k.plain('POST', '/wps/member/password/email', { username: 'expired01', email: 'expired01@example.com' }, { ip: '10.1.0.5' });
    const code2 = (await json(await k.t.call('/dev/outbox?to=expired01%40example.com'))).value[0].code;
    k.clock.advance(31 * 60_000);
    const late = await k.sealed('POST', '/wps/member/password/email/reset', { code: code2, newPassword: 'Late#Pass2026', confirmNewPassword: 'Late#Pass2026' });
    expect((await json(late)).errorCode).toBe('reset.code.invalid');
  });
});

describe('POST /wps/member/password/verification (reset by phone)', () => {
  it('resets with an SMS code of purpose reset and returns the account', async () => {
    k.clock.advance(61_000);
    await k.plain('POST', '/wps/verification/sms/noLogin', { countryDialingCode: '+880', mobileNum: '1711000001', purpose: 'reset' }, { ip: '10.2.0.1' });
    const code = await k.outboxCode('+8801711000001');
    const before = await hashOf('player01');
    const wrong = await k.sealed('POST', '/wps/member/password/verification', { newPassword: 'Phone#Reset26', mobileNum: '1711000001', countryDialingCode: '+880', verificationCode: code === '000000' ? '111111' : '000000' });
    expect((await json(wrong)).errorCode).toBe('verification.code.invalid');
    expect(await hashOf('player01')).toBe(before);
    const res = await k.sealed('POST', '/wps/member/password/verification', { newPassword: 'Phone#Reset26', mobileNum: '1711000001', countryDialingCode: '+880', verificationCode: code });
    expect((await json(res)).value).toEqual({ account: 'player01' });
    expect((await k.login('player01', 'Phone#Reset26', { ip: IP })).status).toBe(200);
  });

  it('does not accept a login-purpose code for a reset', async () => {
    k.clock.advance(61_000);
    await k.plain('POST', '/wps/verification/sms/noLogin', { countryDialingCode: '+880', mobileNum: '1711000002', purpose: 'login' }, { ip: '10.2.0.2' });
    const code = await k.outboxCode('+8801711000002');
    const res = await k.sealed('POST', '/wps/member/password/verification', { newPassword: 'Phone#Reset26', mobileNum: '1711000002', countryDialingCode: '+880', verificationCode: code });
    expect((await json(res)).errorCode).toBe('verification.code.invalid');
  });
});
