import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { moneyEndpoints as endpoints } from '../../src/api/money-endpoints';
import { makeMoneyKit, type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

const sendCode = (m: Member, p: Record<string, unknown>) => k.send('POST', '/wps/verification/bind', p, m);
const bind = (m: Member, p: Record<string, unknown>) => k.send('POST', '/wps/member/bind', p, m);
const profile = (m: Member, p: Record<string, unknown>) => k.send('PUT', '/wps/member/profile', p, m);
let n = 100;
const nextMobile = () => `17120${String(n++).padStart(5, '0')}`;

describe('GET /wps/member/security', () => {
  it('says what is set, never the secrets', async () => {
    const m = await k.member({ payeeName: 'Rahim Uddin' });
    const [status, body] = await k.get('/wps/member/security', m);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.security));
    expect(body.value).toEqual({
      account: m.username,
      hasPaymentPassword: true,
      payeeName: 'Rahim Uddin',
      mobileNum: null,
      countryDialingCode: null,
      email: null,
      profile: { qqNum: null, line: null, whatsapp: null, facebook: null, wechat: null, idNumber: null },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });
});

describe('binding a mobile number or an e-mail address', () => {
  it('sends a code to the new number and binds it with that code', async () => {
    const m = await k.member();
    const mobileNum = nextMobile();
    const [status, sent] = await sendCode(m, { channel: 'sms', countryDialingCode: '880', mobileNum });
    expect(status).toBe(200);
    expect(sent.value).toEqual({ expiredMinutes: 5 });
    const code = await k.outboxCode(`+880${mobileNum}`);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const [s1, b1] = await bind(m, { channel: 'sms', countryDialingCode: '+880', mobileNum, verificationCode: wrong });
    expect([s1, b1.errorCode]).toEqual([400, 'verification.code.invalid']);
    const [s2, b2] = await bind(m, { channel: 'sms', countryDialingCode: '+880', mobileNum, verificationCode: code });
    expect(s2).toBe(200);
    assert(b2.value, await responseStruct(endpoints.bind));
    expect(b2.value).toMatchObject({ mobileNum, countryDialingCode: '+880' });
    // The code proved the number: security notices may now be copied to it (docs/account-protection.md "Notices").
    const proven = await d.db.selectFrom('users').select('mobile_verified_at').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(proven.mobile_verified_at).not.toBeNull();
    // Single use.
    expect((await bind(m, { channel: 'sms', countryDialingCode: '+880', mobileNum, verificationCode: code }))[1].errorCode).toBe('verification.code.invalid');
  });

  it('a code is bound to the member who asked for it', async () => {
    const a = await k.member();
    const b = await k.member();
    const mobileNum = nextMobile();
    await sendCode(a, { channel: 'sms', countryDialingCode: '+880', mobileNum });
    const code = (await k.outboxCode(`+880${mobileNum}`))!;
    expect((await bind(b, { channel: 'sms', countryDialingCode: '+880', mobileNum, verificationCode: code }))[1].errorCode).toBe('verification.code.invalid');
  });

  it('refuses a number another account has (409), malformed numbers, unknown dialing codes and quick resends', async () => {
    const a = await k.member();
    const b = await k.member();
    const mobileNum = nextMobile();
    await sendCode(a, { channel: 'sms', countryDialingCode: '+880', mobileNum });
    await bind(a, { channel: 'sms', countryDialingCode: '+880', mobileNum, verificationCode: (await k.outboxCode(`+880${mobileNum}`))! });
    expect(await sendCode(b, { channel: 'sms', countryDialingCode: '+880', mobileNum })).toEqual([
      409,
      expect.objectContaining({ errorCode: 'register.mobile.exists' }),
    ]);
    for (const p of [{ mobileNum: '12ab' }, { mobileNum: '' }, { mobileNum: '123' }, { countryDialingCode: '+999', mobileNum: nextMobile() }]) {
      const [s, body] = await sendCode(b, { channel: 'sms', countryDialingCode: '+880', ...p });
      expect([s, body.errorCode]).toEqual([400, 'request_param_err']);
    }
    const fresh = nextMobile();
    expect((await sendCode(b, { channel: 'sms', countryDialingCode: '+880', mobileNum: fresh }))[0]).toBe(200);
    expect((await sendCode(b, { channel: 'sms', countryDialingCode: '+880', mobileNum: fresh }))[1].errorCode).toBe('too.many.requests');
    expect((await sendCode(b, { channel: 'fax' }))[1].errorCode).toBe('request_param_err');
  });

  it('binds an e-mail address the same way', async () => {
    const m = await k.member();
    const email = `m${n++}@example.org`;
    expect((await sendCode(m, { channel: 'email', email: 'not-an-email' }))[1]).toMatchObject({ errorCode: 'request_param_err', value: { field: 'email' } });
    expect((await sendCode(m, { channel: 'email', email }))[0]).toBe(200);
    const code = (await k.outboxCode(email))!;
    const [status, body] = await bind(m, { channel: 'email', email, verificationCode: code });
    expect(status).toBe(200);
    expect(body.value.email).toBe(email);
    const proven = await d.db.selectFrom('users').select('email_verified_at').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(proven.email_verified_at).not.toBeNull();
  });
});

describe('PUT /wps/member/profile', () => {
  it('saves fields that pass the register-setting rules; an empty string clears one', async () => {
    const m = await k.member({ payeeName: null });
    const [status, body] = await profile(m, { qqNum: '123456', whatsapp: '8801711000001', line: 'my line', payeeName: ' Nusrat   Jahan ' });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.profile));
    expect(body.value).toMatchObject({ payeeName: 'Nusrat Jahan', profile: { qqNum: '123456', whatsapp: '8801711000001', line: 'my line', wechat: null } });
    const [, cleared] = await profile(m, { qqNum: '' });
    expect(cleared.value.profile).toMatchObject({ qqNum: null, line: 'my line' });
  });

  it('refuses a field that breaks its rule, naming it, and changes nothing', async () => {
    const m = await k.member();
    const cases: [string, string][] = [
      ['qqNum', 'abc'],
      ['qqNum', '1234'],
      ['whatsapp', 'phone'],
      ['wechat', '1abcdef'],
      ['idNumber', 'id with spaces'],
      ['line', 'x'.repeat(256)],
    ];
    for (const [field, value] of cases) {
      const [s, b] = await profile(m, { [field]: value });
      expect([field, s, b.errorCode, b.value.field]).toEqual([field, 400, 'request_param_err', field]);
    }
    expect((await profile(m, { nickname: 'x' }))[1].errorCode).toBe('request_param_err');
    expect((await k.get('/wps/member/security', m))[1].value.profile.qqNum).toBeNull();
  });

  it('sets the payee name once; changing it is 409 money.payee_name.locked', async () => {
    const m = await k.member({ payeeName: 'Rahim Uddin' });
    expect((await profile(m, { payeeName: 'rahim  uddin' }))[0]).toBe(200);
    const [s, b] = await profile(m, { payeeName: 'Someone Else' });
    expect([s, b.errorCode]).toEqual([409, 'money.payee_name.locked']);
    expect((await k.get('/wps/member/security', m))[1].value.payeeName).toBe('Rahim Uddin');
  });
});

describe('a payment password given at registration', () => {
  it('is stored in users.payment_password_hash (not the profile) and works for money movements', async () => {
    await d.db.updateTable('register_fields').set({ enabled: true }).where('field', '=', 'paymentPassword').execute();
    try {
      const ip = '198.51.100.77';
      const c = await k.captcha(ip);
      const payload = { username: 'payreg01', password: 'Sturdy#Pass26', confirmPassword: 'Sturdy#Pass26', paymentPassword: '192837', registerMethod: 'WEB', login: true, termsAccepted: true, captcha: c.answer };
      const res = await k.sealed('PUT', '/wps/member/register', payload, { ip, cookie: c.cookie });
      expect(res.status).toBe(200);
      const token = (await res.json()).value.session.token as string;
      const row = await d.db.selectFrom('users').select(['id', 'payment_password_hash', 'profile']).where('username', '=', 'payreg01').executeTakeFirstOrThrow();
      expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
      expect(row.profile).not.toHaveProperty('paymentPasswordHash');
      const m = { id: row.id, username: 'payreg01', token };
      expect((await k.get('/wps/member/security', m))[1].value.hasPaymentPassword).toBe(true);
      const change = { oldPaymentPassword: '192837', paymentPassword: '564738', confirmPaymentPassword: '564738' };
      expect((await k.seal('POST', '/wps/member/password/payment', change, m))[0]).toBe(200);
    } finally {
      await d.db.updateTable('register_fields').set({ enabled: false }).where('field', '=', 'paymentPassword').execute();
      k.t.cache.invalidate();
    }
  });
});
