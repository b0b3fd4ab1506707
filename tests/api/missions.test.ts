import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { referralEndpoints as e } from '../../src/api/referral-endpoints';
import { REFERRAL } from '../../src/config/referral';
import { json } from '../../server/db/json';
import { missionId } from '../../server/db/seed-data/referral';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';
import { makeReferralKit } from './referral-kit';

const { d, k } = useKit(makeReferralKit);

const id = (key: string) => missionId(TEST_MERCHANT, key);
const missions = async (m: Member, lang = 'EN') => {
  const [status, body] = await k.getIn(lang, '/wps/mission/list', m);
  expect(status).toBe(200);
  assert(body.value, await responseStruct(e.missionList));
  return body.value as { day: string; missions: { id: string; title: string; progress: number; target: number; reward: number; status: string }[] };
};
const mission = async (m: Member, key: string) => (await missions(m)).missions.find((x) => x.id === id(key))!;
const count = async (m: Member) => {
  const [status, body] = await k.get('/wps/mission/count', m);
  expect(status).toBe(200);
  assert(body.value, await responseStruct(e.missionCount));
  return body.value.count as number;
};

describe('mission list', () => {
  it("shows the merchant's active missions in the member's language, with progress from its own activity", async () => {
    k.clock.set(new Date('2026-03-02T04:00:00Z')); // 12:00 GMT+8
    const m = await k.member({ funds: 1_000_000 });
    const en = await missions(m);
    expect(en.day).toBe('2026-03-02');
    expect(en.missions.map((x) => x.title)).toEqual(['Place 5 bets today', 'Bet P 1,000 in total today', 'Deposit P 100 in total', 'Invite 3 friends who deposit']);
    expect(en.missions.every((x) => x.progress === 0 && x.status === 'inProgress')).toBe(true);
    expect((await missions(m, 'BN')).missions[0]!.title).toBe('আজ ৫টি বাজি ধরুন');

    for (let i = 0; i < 3; i++) await k.bet(m, 20_000, i === 0 ? 50_000 : null);
    await k.deposited(m.id, 4_000);
    const other = await k.member({ funds: 100_000 });
    await k.bet(other, 1_000);
    expect(await mission(m, 'daily-bets')).toMatchObject({ progress: 3, target: 5, status: 'inProgress' });
    expect(await mission(m, 'daily-turnover')).toMatchObject({ progress: 60_000, target: 100_000 });
    expect(await mission(m, 'deposit-total')).toMatchObject({ progress: 4_000, target: 10_000 });
    // Progress stops at the target.
    await k.bet(m, 90_000);
    expect(await mission(m, 'daily-turnover')).toMatchObject({ progress: 100_000, status: 'claimable' });
  });

  it('counts invitees who qualified towards the invite mission', async () => {
    const m = await k.member();
    const [, infoBody] = await k.get('/wps/referral/info', m);
    for (let i = 0; i < 3; i++) {
      const [, reg] = await k.register({ referralCode: infoBody.value.code });
      if (i < 2) await k.deposited((await k.userIdOf(reg.value.account))!, REFERRAL.qualifyingDeposit);
    }
    expect(await mission(m, 'invite-3')).toMatchObject({ progress: 2, target: 3, status: 'inProgress' });
  });

  it('is for signed-in real accounts', async () => {
    expect((await k.get('/wps/mission/list'))[0]).toBe(401);
    const trial = await k.member({ type: 4 });
    for (const path of ['/wps/mission/list', '/wps/mission/count', '/wps/mission/leaderboard']) {
      const [status, body] = await k.get(path, trial);
      expect([status, body.errorCode]).toEqual([403, 'in_need_true_account']);
    }
    await k.refused(() => k.claimMission(trial, id('daily-bets')), 403, 'in_need_true_account');
  });
});

describe('claiming a mission reward', () => {
  it('refuses an unfinished mission and pays a finished one exactly once', async () => {
    k.clock.set(new Date('2026-03-03T02:00:00Z'));
    const m = await k.member();
    await k.refused(() => k.claimMission(m, id('deposit-total')), 409, 'mission.unfinished');
    await k.deposited(m.id, 10_000);
    expect(await count(m)).toBe(1);

    const requestId = k.rid();
    const before = await k.postings();
    const [status, body] = await k.claimMission(m, id('deposit-total'), requestId);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.missionClaim));
    expect(body.value.amount).toBe(2_000);
    expect(await k.main(m.id)).toBe(2_000);
    expect(await k.postings()).toBe(before + 2);
    const [again, replay] = await k.claimMission(m, id('deposit-total'), requestId);
    expect([again, replay.value]).toEqual([200, body.value]);
    await k.refused(() => k.claimMission(m, id('deposit-total')), 409, 'mission.claimed');
    expect(await k.main(m.id)).toBe(2_000);
    expect(await mission(m, 'deposit-total')).toMatchObject({ status: 'claimed' });
    expect(await count(m)).toBe(0);

    const [, records] = await k.get('/wps/records/transactions?start=2026-03-01&end=2026-03-31', m);
    expect(records.value.list[0]).toMatchObject({ type: 'missionReward', amount: 2_000, reference: body.value.reference });
    const [, bonus] = await k.get('/wps/records/bonus?start=2026-03-01&end=2026-03-31', m);
    expect(bonus.value.list[0]).toMatchObject({ name: 'মোট P 100 জমা করুন', amount: 2_000 });
  });

  it('pays once when claims race', async () => {
    const m = await k.member();
    await k.deposited(m.id, 10_000);
    const answers = await Promise.all([1, 2, 3].map(() => k.claimMission(m, id('deposit-total'))));
    expect(answers.map(([s]) => s).sort()).toEqual([200, 409, 409]);
    expect(await k.main(m.id)).toBe(2_000);
  });

  it('lets a daily mission be claimed again the next site day (GMT+8 midnight), not before', async () => {
    k.clock.set(new Date('2026-03-04T15:00:00Z')); // 23:00 GMT+8
    const m = await k.member({ funds: 1_000_000 });
    for (let i = 0; i < 5; i++) await k.bet(m, 100);
    expect((await k.claimMission(m, id('daily-bets')))[0]).toBe(200);
    await k.refused(() => k.claimMission(m, id('daily-bets')), 409, 'mission.claimed');
    k.clock.set(new Date('2026-03-04T16:00:01Z')); // 00:00:01 the next day
    expect(await mission(m, 'daily-bets')).toMatchObject({ progress: 0, status: 'inProgress' });
    await k.refused(() => k.claimMission(m, id('daily-bets')), 409, 'mission.unfinished');
    for (let i = 0; i < 5; i++) await k.bet(m, 100);
    expect((await k.claimMission(m, id('daily-bets')))[0]).toBe(200);
    expect(await k.main(m.id)).toBe(1_000_000 - 1_000 + 1_000);
  });

  it('refuses bad input, unknown and inactive missions, and claims during a time-out, changing nothing', async () => {
    const m = await k.member();
    await k.deposited(m.id, 10_000);
    await k.refused(() => k.claimMission(m, 'no-such-mission'), 404, 'mission.unknown');
    await k.refused(() => k.send('POST', '/wps/mission/claim', { requestId: 'x', missionId: id('deposit-total') }, m), 400, 'money.request_id.invalid');
    await k.refused(() => k.send('POST', '/wps/mission/claim', { requestId: k.rid() }, m), 400, 'request_param_err');
    await k.refused(() => k.send('POST', '/wps/mission/claim', { requestId: k.rid(), missionId: ['a'] }, m), 400, 'request_param_err');
    await k.refused(() => k.send('POST', '/wps/mission/claim', { requestId: k.rid(), missionId: 'm'.repeat(256) }, m), 400, 'request_param_err');
    await k.refused(() => k.claimMission(undefined as never, id('deposit-total')), 401, 'login.required');
    await d.db
      .insertInto('missions')
      .values({ id: 'off-mission', merchant_code: TEST_MERCHANT, key: 'off', kind: 'deposit', period: 'once', target: 1, reward: 100, title: json({ en: 'Off' }), active: false, created_at: k.clock.now() })
      .execute();
    await k.refused(() => k.claimMission(m, 'off-mission'), 404, 'mission.unknown');
    expect((await missions(m)).missions.some((x) => x.id === 'off-mission')).toBe(false);
    await k.timeOut(m.id);
    await k.refused(() => k.claimMission(m, id('deposit-total')), 403, 'reward.blocked');
    expect(await mission(m, 'deposit-total')).toMatchObject({ status: 'claimable' });
  });
});

describe('throttling', () => {
  it('refuses claims past REFERRAL.claimsPerMinute per member before any work', async () => {
    const m = await k.member();
    for (let i = 0; i < REFERRAL.claimsPerMinute; i++) expect((await k.claimMission(m, 'no-such-mission'))[0]).toBe(404);
    await k.refused(() => k.claimMission(m, 'no-such-mission'), 429, 'too.many.requests');
    await k.refused(() => k.claimReferral(m, 'no-such-referral'), 429, 'too.many.requests');
    k.clock.advance(61_000);
    expect((await k.claimMission(m, 'no-such-mission'))[0]).toBe(404);
  });
});

describe('leaderboard', () => {
  it("ranks this week's members by missions claimed, then rewards, with masked names and the caller's line", async () => {
    k.clock.set(new Date('2026-03-10T04:00:00Z')); // Tuesday; the week started Monday 2026-03-09 00:00 GMT+8
    const a = await k.member({ funds: 1_000_000 });
    const b = await k.member({ funds: 1_000_000 });
    const c = await k.member();
    await k.deposited(a.id, 10_000);
    await k.deposited(b.id, 10_000);
    for (let i = 0; i < 5; i++) await k.bet(b, 100);
    expect((await k.claimMission(a, id('deposit-total')))[0]).toBe(200);
    k.clock.advance(60_000);
    expect((await k.claimMission(b, id('deposit-total')))[0]).toBe(200);
    expect((await k.claimMission(b, id('daily-bets')))[0]).toBe(200);

    const [status, body] = await k.get('/wps/mission/leaderboard', a);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.missionLeaderboard));
    expect(body.value).toMatchObject({ start: '2026-03-08T16:00:00.000Z', end: '2026-03-15T15:59:59.000Z' });
    const mask = (u: string) => `${u.slice(0, 2)}***${u.slice(-2)}`;
    expect(body.value.list.slice(0, 2)).toEqual([
      { rank: 1, account: mask(b.username), missions: 2, rewards: 2_500 },
      { rank: 2, account: mask(a.username), missions: 1, rewards: 2_000 },
    ]);
    expect(JSON.stringify(body.value)).not.toContain(a.username);
    expect(body.value.me).toEqual({ rank: 2, missions: 1, rewards: 2_000 });
    expect((await k.get('/wps/mission/leaderboard', c))[1].value.me).toEqual({ rank: null, missions: 0, rewards: 0 });
    // Next week starts empty.
    k.clock.set(new Date('2026-03-15T16:00:00Z'));
    expect((await k.get('/wps/mission/leaderboard', a))[1].value).toMatchObject({ list: [], start: '2026-03-15T16:00:00.000Z' });
  });
});

describe('ops missions / referral', () => {
  it('lists, adds and switches missions; shows a member referral summary', async () => {
    const list = await k.ops('missions', 'list');
    expect(list.ok).toBe(true);
    expect(list.output).toContain('deposit-total');
    expect((await k.ops('missions', 'add', 'weekend-bets', 'betCount', 'daily', '10', '800', 'Place 10 bets today', 'আজ ১০টি বাজি ধরুন')).output).toBe('mission weekend-bets added (on)');
    expect((await k.ops('missions', 'add', 'weekend-bets', 'betCount', 'daily', '10', '800', 'Again')).ok).toBe(false);
    expect((await k.ops('missions', 'add', 'bad', 'lottery', 'daily', '10', '800', 'X')).ok).toBe(false);
    expect((await k.ops('missions', 'add', 'bad', 'betCount', 'daily', '0', '800', 'X')).ok).toBe(false);
    const m = await k.member();
    expect((await missions(m)).missions.map((x) => x.title)).toContain('Place 10 bets today');
    expect((await k.ops('missions', 'off', 'weekend-bets')).output).toBe('mission weekend-bets OFF');
    expect((await missions(m)).missions.map((x) => x.title)).not.toContain('Place 10 bets today');
    expect((await k.ops('missions', 'off', 'nope')).ok).toBe(false);
    const shown = await k.ops('referral', 'show', 'player01');
    expect(shown.output).toMatch(/^player01: code RAHM2026, 2 invited, 1 claimable, 0 rewarded/);
    expect((await k.ops('referral', 'show', 'nobody')).ok).toBe(false);
    expect((await k.ops('missions', 'frobnicate')).ok).toBe(false);
  });

  it('seeds player01 with one finished, unclaimed mission (the badge) and player03 on the leaderboard', async () => {
    const player01 = (await d.db.selectFrom('users').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()).id;
    const rows = await d.db.selectFrom('mission_claims').select('user_id').execute();
    expect(rows.some((r) => r.user_id === player01)).toBe(false);
    const player03 = (await d.db.selectFrom('users').select('id').where('username', '=', 'player03').executeTakeFirstOrThrow()).id;
    expect(rows.some((r) => r.user_id === player03)).toBe(true);
  });
});
