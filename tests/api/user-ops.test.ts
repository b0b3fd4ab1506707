import { describe, expect, it } from 'vitest';
import { OPS_HELP, runOps } from '../../server/cli/commands';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeKit, useKit } from './accounts-kit';

const { d, k } = useKit(makeKit);

const ops = (...argv: string[]) => runOps({ db: d.db, merchantCode: TEST_MERCHANT, invalidate: () => k.t.cache.invalidate(), clock: k.clock }, argv);

describe('ops user reset-password (customer service)', () => {
  it('gives the member the default flagged password: sessions end, the old password stops working, the next login must change it', async () => {
    const ip = '10.31.0.1';
    const before = await json(await k.login('staff01', 'Staff@2026', { ip }));
    expect(before.value.mustChangePassword).toBe(false);
    const token = before.value.token as string;

    const result = await ops('user', 'reset-password', 'staff01');
    expect(result).toEqual({ ok: true, output: expect.stringContaining('password of staff01 reset to the default flagged password') });

    const old = await k.t.call('/wps/member/info', { headers: { Authorization: token } });
    expect(old.status).toBe(401);
    expect((await json(await k.login('staff01', 'Staff@2026', { ip }))).errorCode).toBe('login.failed');
    const after = await json(await k.login('staff01', '{secret}', { ip }));
    expect(after.value).toMatchObject({ mustChangePassword: true, firstTimeLogin: false });

    const event = await d.db.selectFrom('auth_events').selectAll().where('event', '=', 'password.reset').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ subject: 'staff01', detail: { how: 'ops' } });
  });

  it('matches the username case-insensitively, as login does', async () => {
    expect((await ops('user', 'reset-password', 'AGENT01')).ok).toBe(true);
    expect((await json(await k.login('agent01', '{secret}', { ip: '10.31.0.2' }))).value.mustChangePassword).toBe(true);
  });

  it('refuses an unknown member, a trial account, a missing name and an unknown sub-command, changing nothing', async () => {
    expect(await ops('user', 'reset-password', 'nobody99')).toEqual({ ok: false, output: 'error: no member nobody99 in bd01' });

    await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip: '10.31.0.3' });
    const trial = await d.db.selectFrom('users').select('username').where('type', '=', 4).executeTakeFirstOrThrow();
    const refused = await ops('user', 'reset-password', trial.username);
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain('is a trial account');

    for (const argv of [['user', 'reset-password'], ['user', 'reset-password', 'a', 'b'], ['user', 'unlock', 'player01'], ['user']]) {
      const r = await ops(...argv);
      expect(r.ok, argv.join(' ')).toBe(false);
      expect(r.output).toContain('user reset-password <username>');
    }
    // player01 kept its password throughout.
    expect((await json(await k.login('player01', 'Player@2026', { ip: '10.31.0.4' }))).value.mustChangePassword).toBe(false);
  });

  it('is listed in the operator help', () => {
    expect(OPS_HELP).toContain('user reset-password <username>');
  });
});
