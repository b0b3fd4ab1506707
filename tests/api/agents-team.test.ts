import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as e } from '../../src/api/agent-endpoints';
import { responseStruct } from '../../src/api/endpoints';
import { AGENTS } from '../../src/config/agents';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeAgentKit } from './agents-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

/** Account registration and team management (docs/agents.md "Reports", "Errors"). */
let top: Member, sub: Member, deep: Member, other: Member, otherMember: Member;

const { d, k } = useKit(makeAgentKit);
beforeAll(async () => {
  top = await k.agent({ rebateBps: 200 });
  sub = await k.agent({ upline: top, rebateBps: 120 });
  deep = await k.under(sub, { rebateBps: 80 });
  other = await k.agent({ rebateBps: 300 });
  otherMember = await k.under(other);
});

const PASSWORD = 'Downline@2026';
const register = (m: Member, over: Record<string, unknown> = {}) => {
  const username = `dl${Math.random().toString(36).slice(2, 10)}`;
  return k.seal('PUT', e.agentRegister.path, { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0, ...over }, m);
};
const user = (username: string) => d.db.selectFrom('users').selectAll().where('merchant_code', '=', TEST_MERCHANT).where('username', '=', username).executeTakeFirstOrThrow();

describe('PUT /wps/agent/register', () => {
  it('creates a direct downline member with a hashed password that logs in', async () => {
    const [status, body] = await register(top, { username: 'newplayer01', rebateBps: 50, nickname: 'New One' });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentRegister));
    expect(body.value).toEqual({ account: 'newplayer01', type: 0, rebateBps: 50 });
    const row = await user('newplayer01');
    expect([row.upline_id, row.type, row.rebate_bps, row.nickname, row.register_method, row.affiliate_code]).toEqual([top.id, 0, 50, 'New One', 'AGENT', null]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const tree = await d.db.selectFrom('user_tree').select(['ancestor_id', 'depth']).where('descendant_id', '=', row.id).orderBy('depth').execute();
    expect(tree.map((t) => t.ancestor_id)).toEqual([row.id, top.id]);
    const login = await json(await k.login('newplayer01', PASSWORD));
    expect(login.success).toBe(true);
  });

  it('creates a downline agent with an affiliate code, and the new agent may use the agent center', async () => {
    const [status, body] = await register(sub, { username: 'newagent01', type: 1, rebateBps: 120 });
    expect([status, body.value]).toEqual([200, { account: 'newagent01', type: 1, rebateBps: 120 }]);
    const row = await user('newagent01');
    expect(row.affiliate_code).toBe('NEWAGENT01');
    const login = await json(await k.login('newagent01', PASSWORD));
    const [menuStatus] = await k.get(e.agentMenu.path, { id: row.id, username: 'newagent01', token: login.value.token });
    expect(menuStatus).toBe(200);
  });

  it('accepts the caller’s own rebate group and refuses one above it', async () => {
    expect((await register(sub, { rebateBps: 120 }))[0]).toBe(200);
    const [status, body] = await register(sub, { rebateBps: 121 });
    expect([status, body.errorCode, body.value]).toEqual([400, 'agent.rebate.range', { field: 'rebateBps', min: 0, max: 120 }]);
    for (const bad of [-1, 1.5, '50']) expect((await register(top, { rebateBps: bad }))[0]).toBe(400);
  });

  it('refuses a taken username whatever its case, a weak password and a mismatch', async () => {
    const [s1, b1] = await register(top, { username: otherMember.username.toUpperCase() });
    expect([s1, b1.errorCode]).toEqual([409, 'register.username.exists']);
    const [s2, b2] = await register(top, { password: 'password1', confirmPassword: 'password1' });
    expect([s2, b2.errorCode, b2.value.field]).toEqual([400, 'request_param_err', 'password']);
    const [s3, b3] = await register(top, { confirmPassword: 'Other@2026x' });
    expect([s3, b3.value.field]).toEqual([400, 'confirmPassword']);
    const [s4, b4] = await register(top, { username: 'a' });
    expect([s4, b4.value.field]).toEqual([400, 'username']);
  });

  it('is encrypted only: a plain JSON body is refused', async () => {
    const [status, body] = await k.send('PUT', e.agentRegister.path, { username: 'plainreg01', password: PASSWORD, confirmPassword: PASSWORD, type: 0 }, top);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('encryption.required');
  });
});

describe('POST /wps/agent/member/type', () => {
  it('makes a direct member an agent (affiliate code) and back while it has no downline', async () => {
    const m = await k.under(top);
    const [status, body] = await k.send('POST', e.agentSetType.path, { account: m.username, type: 1 }, top);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.agentSetType));
    expect(body.value).toMatchObject({ account: m.username, type: 1, level: 1, upline: top.username });
    expect((await user(m.username)).affiliate_code).toBeTruthy();
    // Its session is an agent's at once (agentOnly reads the current type).
    expect((await k.get(e.agentMenu.path, m))[0]).toBe(200);
    const [back] = await k.send('POST', e.agentSetType.path, { account: m.username, type: 0 }, top);
    expect(back).toBe(200);
    expect((await k.get(e.agentMenu.path, m))[0]).toBe(403);
  });

  it('keeps an agent with a downline an agent', async () => {
    const [status, body] = await k.send('POST', e.agentSetType.path, { account: sub.username, type: 0 }, top);
    expect([status, body.errorCode]).toEqual([409, 'agent.member.has_downline']);
  });

  it('changes direct downlines only; outside the downline is 404', async () => {
    const [s1, b1] = await k.send('POST', e.agentSetType.path, { account: deep.username, type: 1 }, top);
    expect([s1, b1.errorCode]).toEqual([403, 'agent.member.not_direct']);
    const [s2, b2] = await k.send('POST', e.agentSetType.path, { account: otherMember.username, type: 1 }, top);
    expect([s2, b2.errorCode]).toEqual([404, 'agent.member.unknown']);
    expect((await user(otherMember.username)).type).toBe(0);
    const [s3] = await k.send('POST', e.agentSetType.path, { account: sub.username, type: 7 }, top);
    expect(s3).toBe(400);
  });
});

describe('POST /wps/agent/member/rebate', () => {
  const set = (m: Member, account: string, rebateBps: unknown) => k.send('POST', e.agentSetRebate.path, { account, rebateBps }, m);

  it('accepts up to the caller’s own group, refuses one more', async () => {
    const [ok, body] = await set(top, sub.username, 200);
    expect([ok, body.value.rebateBps]).toEqual([200, 200]);
    const [status, refused] = await set(top, sub.username, 201);
    expect([status, refused.errorCode, refused.value]).toEqual([400, 'agent.rebate.range', { field: 'rebateBps', min: 120, max: 200 }]);
    expect((await user(sub.username)).rebate_bps).toBe(200);
  });

  it('never goes below what the downline’s own downlines have', async () => {
    // sub's highest downline group is 120 (registered above at sub's own 120).
    expect((await set(top, sub.username, 120))[0]).toBe(200);
    const [status, body] = await set(top, sub.username, 119);
    expect([status, body.errorCode, body.value.min]).toEqual([400, 'agent.rebate.range', 120]);
  });

  it('never exceeds AGENTS.maxRebateBps, even for a caller above it', async () => {
    const m = await k.under(other);
    expect((await set(other, m.username, AGENTS.maxRebateBps))[0]).toBe(200);
    expect((await set(other, m.username, AGENTS.maxRebateBps + 1))[1].value.max).toBe(AGENTS.maxRebateBps);
  });

  it('is 404 outside the downline and 403 below the direct level', async () => {
    expect((await set(top, otherMember.username, 0))[1].errorCode).toBe('agent.member.unknown');
    expect((await set(top, deep.username, 0))[1].errorCode).toBe('agent.member.not_direct');
  });
});

describe('GET /wps/agent/team', () => {
  let crowd: Member;
  beforeAll(async () => {
    crowd = await k.agent();
    for (let i = 0; i < AGENTS.pageSize + 2; i++) {
      k.clock.advance(60_000);
      await k.seal('PUT', e.agentRegister.path, { username: `crowd${String(i).padStart(2, '0')}x`, password: PASSWORD, confirmPassword: PASSWORD, type: i % 4 === 0 ? 1 : 0 }, crowd);
    }
    const a = await user('crowd00x');
    await d.db
      .insertInto('users')
      .values({ id: 'crowd-deep', merchant_code: TEST_MERCHANT, username: 'crowddeep', password_hash: 'x', password_changed_at: k.clock.now(), nickname: 'crowddeep', profile: '{}', register_method: 'TEST', upline_id: a.id })
      .execute();
  });

  it('pages the direct downline, newest first by default', async () => {
    const [status, p1] = await k.query(e.agentTeam.path, {}, crowd);
    expect(status).toBe(200);
    assert(p1.value, await responseStruct(e.agentTeam));
    expect([p1.value.total, p1.value.list.length, p1.value.size]).toEqual([AGENTS.pageSize + 2, AGENTS.pageSize, AGENTS.pageSize]);
    expect(p1.value.list[0].account).toBe(`crowd${AGENTS.pageSize + 1}x`);
    const [, p2] = await k.query(e.agentTeam.path, { page: 2 }, crowd);
    expect(p2.value.list.map((m: any) => m.account)).toEqual(['crowd01x', 'crowd00x']);
    expect(p2.value.list[1]).toMatchObject({ type: 1, level: 1, upline: crowd.username, teamSize: 1 });
  });

  it('sorts by account either way, filters by type, searches and goes deeper with scope=all', async () => {
    const [, asc] = await k.query(e.agentTeam.path, { sort: 'account', order: 'asc' }, crowd);
    expect(asc.value.list[0].account).toBe('crowd00x');
    const [, desc] = await k.query(e.agentTeam.path, { sort: 'account', order: 'desc' }, crowd);
    expect(desc.value.list[0].account).toBe(`crowd${AGENTS.pageSize + 1}x`);
    const [, agents] = await k.query(e.agentTeam.path, { type: 'agent' }, crowd);
    expect(agents.value.list.map((m: any) => m.account).sort()).toEqual(['crowd00x', 'crowd04x', 'crowd08x']);
    const [, found] = await k.query(e.agentTeam.path, { keyword: 'WD0' }, crowd);
    expect(found.value.total).toBe(10);
    const [, all] = await k.query(e.agentTeam.path, { scope: 'all', keyword: 'deep' }, crowd);
    expect(all.value.list).toEqual([expect.objectContaining({ account: 'crowddeep', level: 2, upline: 'crowd00x' })]);
    const [, under] = await k.query(e.agentTeam.path, { parent: 'crowd00x' }, crowd);
    expect(under.value.list.map((m: any) => [m.account, m.level])).toEqual([['crowddeep', 2]]);
    const [, lastLogin] = await k.query(e.agentTeam.path, { sort: 'lastLoginAt' }, crowd);
    expect(lastLogin.value.total).toBe(AGENTS.pageSize + 2);
  });

  it('refuses a parent outside the downline and bad parameters', async () => {
    expect((await k.query(e.agentTeam.path, { parent: otherMember.username }, crowd))[1].errorCode).toBe('agent.member.unknown');
    expect((await k.query(e.agentTeam.path, { parent: crowd.username }, top))[1].errorCode).toBe('agent.member.unknown');
    for (const bad of [{ sort: 'password' }, { order: 'up' }, { scope: 'world' }, { type: 'admin' }, { page: '0' }, { keyword: 'x'.repeat(40) }]) {
      const [status, body] = await k.query(e.agentTeam.path, bad, crowd);
      expect([status, body.errorCode]).toEqual([400, 'request_param_err']);
    }
  });
});
