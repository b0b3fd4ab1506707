import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { endpoints, responseStruct } from '../../src/api/endpoints';
import { json, makeTestApp } from '../../server/testing/test-app';
import { makeKit, useKit } from './accounts-kit';

const { d, k } = useKit(makeKit);

let n = 10;
const nextIp = () => `203.0.113.${n++}`;
let m = 5000000;
const nextMobile = () => `171${m++}`;

async function smsCode(mobileNo: string, ip: string) {
  const res = await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880', mobileNo }, { ip });
  expect(res.status).toBe(200);
  return (await k.outboxCode(`+880${mobileNo}`))!;
}

const base = (over: Record<string, unknown> = {}) => ({
  username: `user${n}${m}`,
  password: 'Sturdy#Pass26',
  confirmPassword: 'Sturdy#Pass26',
  email: 'new@example.com',
  registerMethod: 'WEB',
  login: true,
  termsAccepted: true,
  ...over,
});

async function register(path: string, payload: Record<string, unknown>, ip: string) {
  const c = await k.captcha(ip);
  return k.sealed('PUT', path, { ...payload, captcha: payload.captcha ?? c.answer }, { ip, cookie: c.cookie });
}

describe('SMS codes', () => {
  it('sends 6 random digits to the outbox and replies expiredMinutes', async () => {
    const ip = nextIp();
    const mobile = nextMobile();
    const res = await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880', mobileNo: mobile }, { ip });
    const body = await json(res);
    assert(body.value, await responseStruct(endpoints.smsRegister));
    expect(body.value).toEqual({ expiredMinutes: 5 });
    const outbox = await json(await k.t.call(`/dev/outbox?to=%2B880${mobile}`));
    assert(outbox.value, await responseStruct(endpoints.devOutbox));
    expect(outbox.value[0]).toMatchObject({ channel: 'sms', purpose: 'register', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('throttles a resend to the same number and purpose for 60 s', async () => {
    const ip = nextIp();
    const mobile = nextMobile();
    await smsCode(mobile, ip);
    const again = await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880', mobileNo: mobile }, { ip: nextIp() });
    expect(again.status).toBe(429);
    expect((await json(again)).errorCode).toBe('too.many.requests');
    k.clock.advance(60_000);
    expect((await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880', mobileNo: mobile }, { ip })).status).toBe(200);
  });

  it('throttles one address sending to many numbers', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880', mobileNo: nextMobile() }, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a malformed number or unknown dialing code, sending nothing', async () => {
    const before = await k.count('outbox');
    const bad = await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880', mobileNo: '12ab' }, { ip: nextIp() });
    expect(await json(bad)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'mobileNum' } });
    const code = await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+999', mobileNo: '1711000009' }, { ip: nextIp() });
    expect(await json(code)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'countryDialingCode' } });
    const missing = await k.plain('POST', '/wps/verification/sms/register', { countryDialingCode: '+880' }, { ip: nextIp() });
    expect(await json(missing)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'mobileNo' } });
    expect(await k.count('outbox')).toBe(before);
  });

  it('answers noLogin the same for a registered and an unknown number, sending only to the registered one', async () => {
    const before = await k.count('outbox');
    const known = await k.plain('POST', '/wps/verification/sms/noLogin', { countryDialingCode: '+880', mobileNum: '1711000001', purpose: 'reset' }, { ip: nextIp() });
    const unknown = await k.plain('POST', '/wps/verification/sms/noLogin', { countryDialingCode: '+880', mobileNum: '1799999999', purpose: 'reset' }, { ip: nextIp() });
    expect(await json(known)).toEqual(await json(unknown));
    expect(await k.count('outbox')).toBe(before + 1);
  });
});

describe('GET /dev/outbox', () => {
  it('is not mounted when NODE_ENV=production', async () => {
    const prod = makeTestApp({ db: d.db, config: { nodeEnv: 'production' } });
    expect((await prod.call('/dev/outbox')).status).toBe(404);
    expect((await k.t.call('/dev/outbox')).status).toBe(200);
  });
});

describe('PUT /wps/member/register', () => {
  it('creates the account (registerMethod WEB) and logs it in', async () => {
    const ip = nextIp();
    const res = await register('/wps/member/register', base({ username: 'freshman1' }), ip);
    expect(res.status).toBe(200);
    const body = await json(res);
    assert(body.value, await responseStruct(endpoints.register));
    expect(body.value.account).toBe('freshman1');
    expect(body.value.session).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    const info = await json(await k.t.call('/wps/member/info', { headers: { Authorization: body.value.session.token } }));
    expect(info.value).toMatchObject({ account: 'freshman1', type: 0, toUpline: false });
    const row = await d.db.selectFrom('users').select(['register_method', 'register_ip', 'password_hash']).where('username', '=', 'freshman1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ register_method: 'WEB', register_ip: ip });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await d.db.selectFrom('auth_events').select('event').where('event', '=', 'register').execute()).length).toBe(1);
  });

  it('stores the upline of a valid affiliate code; GET /wps/agent/affiliate checks codes', async () => {
    expect((await json(await k.t.call('/wps/agent/affiliate?code=AGENT01&domain=x.test'))).value).toEqual({ valid: true });
    expect((await json(await k.t.call('/wps/agent/affiliate?code=NOPE99'))).value).toEqual({ valid: false });
    const res = await register('/wps/member/register', base({ username: 'downline1', affiliateCode: 'agent01', login: false }), nextIp());
    expect((await json(res)).value).toEqual({ account: 'downline1', session: null });
    const u = await d.db.selectFrom('users').select('upline_id').where('username', '=', 'downline1').executeTakeFirstOrThrow();
    expect(u.upline_id).toBe('bd01-agent01');
  });

  it('refuses a wrong affiliate code with affiliate.invalid and creates nothing', async () => {
    const users = await k.count('users');
    const res = await register('/wps/member/register', base({ username: 'orphan01', affiliateCode: 'NOPE99' }), nextIp());
    expect(res.status).toBe(400);
    expect((await json(res)).errorCode).toBe('affiliate.invalid');
    expect(await k.count('users')).toBe(users);
  });

  it('validates every field against the published config, first failure named', async () => {
    const users = await k.count('users');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '1abcdef' }, 'username', 'validation.pattern.letterFirstAlnum'],
      [{ username: undefined }, 'username', 'validation.required'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'validation.password.tooShort'],
      [{ password: 'password123', confirmPassword: 'password123' }, 'password', 'validation.password.common'],
      [{ password: '{secret}x', confirmPassword: '{secret}y' }, 'confirmPassword', 'validation.confirmMismatch'],
      [{ email: 'not-an-email' }, 'email', 'validation.pattern.email'],
      [{ payeeName: 'R2D2' }, 'payeeName', 'validation.pattern.lettersSpaces'],
      [{ password: 'A'.repeat(200), confirmPassword: 'A'.repeat(200) }, 'password', 'validation.pattern.noSpaces'],
    ];
    for (const [over, field, reason] of cases) {
      const res = await register('/wps/member/register', base(over), nextIp());
      expect(res.status, field).toBe(400);
      expect(await json(res), field).toMatchObject({ errorCode: 'request_param_err', value: { field, reason } });
    }
    const missingMethod = await register('/wps/member/register', base({ registerMethod: 'APP' }), nextIp());
    expect(await json(missingMethod)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'registerMethod' } });
    const plain = await k.plain('PUT', '/wps/member/register', base());
    expect((await json(plain)).errorCode).toBe('encryption.required');
    expect(await k.count('users')).toBe(users);
  });

  it('needs the captcha when the setting is on', async () => {
    const users = await k.count('users');
    const ip = nextIp();
    const none = await k.sealed('PUT', '/wps/member/register', base({ username: 'nocaptcha1' }), { ip });
    expect(await json(none)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'captcha', reason: 'validation.required' } });
    const wrong = await register('/wps/member/register', base({ username: 'nocaptcha1', captcha: 'zzzzz' }), ip);
    expect((await json(wrong)).errorCode).toBe('captcha.invalid');
    expect(await k.count('users')).toBe(users);
  });

  it('answers 409 for a taken username (any case), creating nothing', async () => {
    const users = await k.count('users');
    const res = await register('/wps/member/register', base({ username: 'PLAYER01' }), nextIp());
    expect(res.status).toBe(409);
    expect((await json(res)).errorCode).toBe('register.username.exists');
    expect(await k.count('users')).toBe(users);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('needs the SMS code of that number; a used or expired code is refused', async () => {
    const ip = nextIp();
    const mobile = nextMobile();
    const users = await k.count('users');
    const noCode = await register('/wps/member/register/mobile', base({ username: 'mobileman1', mobileNum: mobile, countryDialingCode: '+880' }), ip);
    expect(await json(noCode)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'verificationCode' } });

    const code = await smsCode(mobile, ip);
    const wrong = await register('/wps/member/register/mobile', base({ username: 'mobileman1', mobileNum: mobile, countryDialingCode: '+880', verificationCode: code === '000000' ? '111111' : '000000' }), ip);
    expect((await json(wrong)).errorCode).toBe('verification.code.invalid');
    expect(await k.count('users')).toBe(users);

    const ok = await register('/wps/member/register/mobile', base({ username: 'mobileman1', mobileNum: mobile, countryDialingCode: '+880', verificationCode: code }), ip);
    expect(ok.status).toBe(200);
    const reuse = await register('/wps/member/register/mobile', base({ username: 'mobileman2', mobileNum: nextMobile(), countryDialingCode: '+880', verificationCode: code }), ip);
    expect((await json(reuse)).errorCode).toBe('verification.code.invalid');

    const later = nextMobile();
    const code2 = await smsCode(later, ip);
    k.clock.advance(5 * 60_000 + 1);
    const expired = await register('/wps/member/register/mobile', base({ username: 'mobileman3', mobileNum: later, countryDialingCode: '+880', verificationCode: code2 }), ip);
    expect((await json(expired)).errorCode).toBe('verification.code.expired');
    expect(await k.count('users')).toBe(users + 1);
  });

  it('kills a code after 5 wrong tries', async () => {
    const ip = nextIp();
    const mobile = nextMobile();
    const code = await smsCode(mobile, ip);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await register('/wps/member/register/mobile', base({ username: 'guesser01', mobileNum: mobile, countryDialingCode: '+880', verificationCode: wrongCode }), nextIp());
    const right = await register('/wps/member/register/mobile', base({ username: 'guesser01', mobileNum: mobile, countryDialingCode: '+880', verificationCode: code }), nextIp());
    expect((await json(right)).errorCode).toBe('verification.code.invalid');
  });

  it('answers 409 for a registered mobile number', async () => {
    const ip = nextIp();
    const code = await smsCode('1711000002', ip);
    const res = await register('/wps/member/register/mobile', base({ username: 'copycat01', mobileNum: '1711000002', countryDialingCode: '+880', verificationCode: code }), ip);
    expect(res.status).toBe(409);
    expect((await json(res)).errorCode).toBe('register.mobile.exists');
  });
});
