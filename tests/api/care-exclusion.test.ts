import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { careEndpoints as endpoints } from '../../src/api/care-endpoints';
import { marketingAllowed } from '../../server/domain/care/marketing';
import { json } from '../../server/testing/test-app';
import { careKit } from './care-kit';
import { LOGIN_PASSWORD, makeMoneyKit } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);
const c = careKit(k);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('time-out', () => {
  it('a 24 h time-out applies at once: the session ends, login is refused with care.timeout until it ends, marketing stops', async () => {
    const m = await k.member();
    const [status, body] = await c.exclude(m, 'timeout', 1);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.careExclusion));
    expect(body.value).toMatchObject({ kind: 'timeout', startsAt: '2026-03-01T04:00:00.000Z', endsAt: '2026-03-02T04:00:00.000Z' });
    expect(await marketingAllowed(d.db, m.id, k.clock.now())).toBe(false);
    // The session it was asked from is over.
    const [after, ended] = await k.get('/wps/care/status', m);
    expect(after).toBe(401);
    expect(ended.errorCode).toBe('login.required');

    const [refusedStatus, refused] = await c.login(m, LOGIN_PASSWORD);
    expect(refusedStatus).toBe(403);
    expect(refused).toMatchObject({ success: false, errorCode: 'care.timeout', value: { kind: 'timeout', until: '2026-03-02T04:00:00.000Z' } });
    // A wrong password learns nothing about the time-out.
    const [wrongStatus, wrong] = await c.login(m, 'Wrong@2026x');
    expect(wrongStatus).toBe(401);
    expect(wrong.errorCode).toBe('login.failed');

    k.clock.advance(DAY - 1000);
    expect((await c.login(m, LOGIN_PASSWORD))[1].errorCode).toBe('care.timeout');
    k.clock.advance(1000);
    expect(await marketingAllowed(d.db, m.id, k.clock.now())).toBe(true);
    const [okStatus, ok] = await c.login(m, LOGIN_PASSWORD);
    expect(okStatus).toBe(200);
    expect(ok.value.token).toEqual(expect.any(String));
  });

  it('lasts 1 to 42 days and must be confirmed; anything else is 400 and changes nothing', async () => {
    const m = await k.member();
    for (const duration of [0, 43, 1.5, -1, '7', null]) {
      const b = await c.refused(() => c.exclude(m, 'timeout', duration), 400, 'care.exclusion.duration');
      expect(b.value).toMatchObject({ field: 'duration', min: 1, max: 42 });
    }
    await c.refused(() => c.exclude(m, 'forever', 7), 400, 'request_param_err');
    await c.refused(() => c.exclude(m, 'timeout', 7, false), 400, 'care.exclusion.confirm');
    await c.refused(() => k.send('POST', '/wps/care/exclusion', { kind: 'timeout', duration: 7 }, m), 400, 'care.exclusion.confirm');
    await c.refused(() => k.send('POST', '/wps/care/exclusion', { kind: 'timeout', duration: 7, confirm: true, until: 'never' }, m), 400, 'request_param_err');
    expect((await c.status(m)).exclusion).toBeNull();
    expect(await marketingAllowed(d.db, m.id, k.clock.now())).toBe(true);
  });

  it('6 weeks is the longest time-out', async () => {
    const m = await k.member();
    const at = k.clock.now();
    const [, body] = await c.exclude(m, 'timeout', 42);
    expect(body.value.endsAt).toBe(new Date(at.getTime() + 42 * DAY).toISOString());
  });
});

describe('self-exclusion', () => {
  it('at least 6 months, at once; login refused with care.self_excluded for the whole period', async () => {
    const m = await k.member();
    const b = await c.refused(() => c.exclude(m, 'selfExclusion', 5), 400, 'care.exclusion.duration');
    expect(b.value).toMatchObject({ min: 6, max: 60 });
    const start = k.clock.now();
    const [status, body] = await c.exclude(m, 'selfExclusion', 6);
    expect(status).toBe(200);
    expect(body.value.kind).toBe('selfExclusion');
    const [s, refused] = await c.login(m, LOGIN_PASSWORD);
    expect(s).toBe(403);
    expect(refused.errorCode).toBe('care.self_excluded');
    k.clock.advance(180 * DAY);
    expect((await c.login(m, LOGIN_PASSWORD))[1].errorCode).toBe('care.self_excluded');
    expect(await marketingAllowed(d.db, m.id, k.clock.now())).toBe(false);
    k.clock.set(new Date(start.getTime() + 200 * DAY));
    expect(await marketingAllowed(d.db, m.id, k.clock.now())).toBe(true);
  });
});

describe('reality check', () => {
  it('the interval is 5 to 240 whole minutes or off; bad values are 400 and change nothing', async () => {
    const m = await k.member();
    const [status, body] = await k.send('POST', '/wps/care/reality-check', { minutes: 30 }, m);
    expect(status).toBe(200);
    expect(body.value).toEqual({ minutes: 30 });
    for (const minutes of [0, 4, 241, 30.5, '30', true]) {
      await c.refused(() => k.send('POST', '/wps/care/reality-check', { minutes }, m), 400, 'care.reality_check.minutes');
    }
    await c.refused(() => k.send('POST', '/wps/care/reality-check', {}, m), 400, 'care.reality_check.minutes');
    expect((await c.status(m)).realityCheckMinutes).toBe(30);
    await k.send('POST', '/wps/care/reality-check', { minutes: null }, m);
    expect((await c.status(m)).realityCheckMinutes).toBeNull();
  });

  it('shows the session time and its net result (payouts minus stakes since login)', async () => {
    const m = await k.member({ funds: 100_000 });
    await c.bet(m.id, 5_000, 0); // before this session: not counted
    k.clock.advance(60_000);
    const [, login] = await c.login(m, LOGIN_PASSWORD);
    const session = { ...m, token: login.value.token as string };
    await k.send('POST', '/wps/care/reality-check', { minutes: 15 }, session);
    k.clock.advance(20 * 60_000);
    await c.bet(m.id, 10_000, 0);
    await c.bet(m.id, 4_000, 9_000);
    k.clock.advance(25 * 60_000);
    const [status, body] = await k.get('/wps/care/reality-check', session);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.careRealityCheck));
    expect(body.value).toMatchObject({ minutes: 15, sessionMinutes: 45, netResult: -5_000, stakes: 14_000 });
  });
});

describe('age consent at registration', () => {
  const payload = (username: string, termsAccepted?: unknown) => ({
    username,
    password: 'Sturdy#Pass26',
    confirmPassword: 'Sturdy#Pass26',
    email: 'care@example.com',
    registerMethod: 'WEB',
    login: false,
    ...(termsAccepted === undefined ? {} : { termsAccepted }),
  });
  const register = async (p: Record<string, unknown>, ip: string) => {
    const cap = await k.captcha(ip);
    const res = await k.sealed('PUT', '/wps/member/register', { ...p, captcha: cap.answer }, { ip, cookie: cap.cookie });
    return [res.status, await json(res)] as [number, any];
  };

  it('is refused without the 18+ terms checkbox (terms.required), and nothing is created', async () => {
    const users = await k.count('users');
    for (const [i, t] of [undefined, false].entries()) {
      const [status, body] = await register(payload(`careterm${i}`, t), `10.7.0.${i + 1}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errorCode: 'terms.required', value: { field: 'termsAccepted' } });
    }
    expect(await k.count('users')).toBe(users);
    expect(await k.count('care_consents')).toBe(0);
  });

  it('records the consent with the account', async () => {
    const [status] = await register(payload('careterm9', true), '10.7.0.9');
    expect(status).toBe(200);
    const row = await d.db.selectFrom('care_consents').innerJoin('users', 'users.id', 'care_consents.user_id').select(['kind', 'username']).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'terms18', username: 'careterm9' });
  });
});

describe('21+ birthday check in the profile', () => {
  it('a birthday less than 21 years ago (or malformed) is refused under the field and nothing is stored; 21 years to the day passes', async () => {
    const m = await k.member();
    const today = k.clock.now().toISOString().slice(0, 10);
    const yearsAgo = (n: number, dayShift = 0) => {
      const d = new Date(`${Number(today.slice(0, 4)) - n}${today.slice(4)}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + dayShift);
      return d.toISOString().slice(0, 10);
    };
    for (const [birthday, reason] of [[yearsAgo(21, 1), 'age.required'], [yearsAgo(-1), 'age.required'], ['2005-02-30', 'validation.date']] as const) {
      const [status, body] = await k.send('PUT', '/wps/member/profile', { birthday }, m);
      expect(status).toBe(400);
      expect(body).toMatchObject({ errorCode: 'request_param_err', value: { field: 'birthday', reason } });
    }
    expect((await k.get('/wps/member/security', m))[1].value.profile.birthday).toBeUndefined();
    const [status, body] = await k.send('PUT', '/wps/member/profile', { birthday: yearsAgo(21) }, m);
    expect(status).toBe(200);
    expect(body.value.profile.birthday).toBe(yearsAgo(21));
  });
});
