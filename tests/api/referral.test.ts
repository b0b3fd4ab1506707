import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { referralEndpoints as e } from '../../src/api/referral-endpoints';
import { REFERRAL } from '../../src/config/referral';
import { json } from '../../server/db/json';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';
import { makeReferralKit } from './referral-kit';

const { d, k } = useKit(makeReferralKit);

const info = async (m: Member) => {
  const [status, body] = await k.get('/wps/referral/info', m);
  expect(status).toBe(200);
  assert(body.value, await responseStruct(e.referralInfo));
  return body.value;
};
const invitees = async (m: Member, page = 1) => {
  const [status, body] = await k.get(`/wps/referral/invitees?page=${page}`, m);
  expect(status).toBe(200);
  assert(body.value, await responseStruct(e.referralInvitees));
  return body.value;
};

/** A referrer with one invitee registered with its code; the invitee's id. */
async function invited(referrer: Member): Promise<string> {
  const { code } = await info(referrer);
  const [status, body] = await k.register({ referralCode: code });
  expect(status).toBe(200);
  return (await k.userIdOf(body.value.account))!;
}

describe('personal code and link', () => {
  it('gives a member one personal code, made on first use, with the rules the server applies', async () => {
    const m = await k.member();
    const first = await info(m);
    expect(first.code).toMatch(new RegExp(`^[${REFERRAL.codeAlphabet}]{${REFERRAL.codeLength}}$`));
    expect(first).toMatchObject({
      linkParam: 'ref',
      rules: { qualifyingDeposit: REFERRAL.qualifyingDeposit, rewardAmount: REFERRAL.rewardAmount, maxRewards: REFERRAL.maxRewardsPerReferrer },
      invited: 0,
      claimable: 0,
      rewarded: 0,
      totalRewards: 0,
    });
    expect((await info(m)).code).toBe(first.code);
    expect((await info(await k.member())).code).not.toBe(first.code);
  });

  it('is for signed-in real accounts of a merchant with the referral module on', async () => {
    expect((await k.get('/wps/referral/info'))[0]).toBe(401);
    const trial = await k.member({ type: 4 });
    const [status, body] = await k.get('/wps/referral/info', trial);
    expect([status, body.errorCode]).toEqual([403, 'in_need_true_account']);
    const m = await k.member();
    expect((await k.ops('module', 'off', 'referral')).ok).toBe(true);
    try {
      for (const path of ['/wps/referral/info', '/wps/referral/invitees']) {
        const [s, b] = await k.get(path, m);
        expect([s, b.errorCode]).toEqual([403, 'function.not.available']);
      }
      await k.refused(() => k.claimReferral(m, 'x'), 403, 'function.not.available');
    } finally {
      await k.ops('module', 'on', 'referral');
    }
  });
});

describe('registration with a referral code', () => {
  it('links the new account to the referrer (typed code, any case, or the personal link)', async () => {
    const m = await k.member();
    const { code } = await info(m);
    const [s1] = await k.register({ referralCode: ` ${code.toLowerCase()} ` });
    const [s2] = await k.register({ registerUrl: `https://bet.example/register?${REFERRAL.linkParam}=${code}` });
    expect([s1, s2]).toEqual([200, 200]);
    const page = await invitees(m);
    expect(page.total).toBe(2);
    expect(page.list.map((i: { status: string }) => i.status)).toEqual(['registered', 'registered']);
    expect((await info(m)).invited).toBe(2);
  });

  it('refuses a typed code nobody has, creating nothing; ignores a stale link', async () => {
    const users = await k.count('users');
    const [status, body] = await k.register({ referralCode: 'NOSUCH99' });
    expect([status, body.errorCode, body.value?.field]).toEqual([400, 'referral.code.invalid', 'referralCode']);
    expect(await k.count('users')).toBe(users);
    const links = await k.count('referrals');
    const [ok] = await k.register({ registerUrl: 'https://bet.example/register?ref=NOSUCH99' });
    expect(ok).toBe(200);
    expect(await k.count('users')).toBe(users + 1);
    expect(await k.count('referrals')).toBe(links);
  });

  it('does not link a trial account as referrer, nor anyone while the module is off', async () => {
    const trial = await k.member({ type: 4 });
    await d.db.insertInto('referral_codes').values({ user_id: trial.id, merchant_code: TEST_MERCHANT, code: 'TRIAL777', created_at: k.clock.now() }).execute();
    expect((await k.register({ referralCode: 'TRIAL777' }))[1].errorCode).toBe('referral.code.invalid');
    const m = await k.member();
    const { code } = await info(m);
    await k.ops('module', 'off', 'referral');
    try {
      expect((await k.register({ referralCode: code }))[0]).toBe(200);
    } finally {
      await k.ops('module', 'on', 'referral');
    }
    expect((await info(m)).invited).toBe(0);
  });
});

describe('invited members and rewards', () => {
  it('lists a member its own invitees only, masked, newest first; bad page is 400', async () => {
    const m = await k.member();
    const other = await k.member();
    await invited(m);
    k.clock.advance(60_000);
    await invited(m);
    await invited(other);
    const page = await invitees(m);
    expect(page).toMatchObject({ page: 1, size: REFERRAL.pageSize, total: 2 });
    for (const i of page.list) expect(i.account).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect(page.list[0].registeredAt > page.list[1].registeredAt).toBe(true);
    for (const bad of ['0', '-1', 'x', '9999999']) {
      const [status, body] = await k.get(`/wps/referral/invitees?page=${bad}`, m);
      expect([status, body.errorCode]).toEqual([400, 'request_param_err']);
    }
  });

  it('pays the reward once the invitee qualifies, exactly once, through the ledger', async () => {
    const m = await k.member();
    const inviteeId = await invited(m);
    const [row] = (await invitees(m)).list;
    await k.refused(() => k.claimReferral(m, row.id), 409, 'referral.reward.unqualified');
    await k.deposited(inviteeId, REFERRAL.qualifyingDeposit - 1);
    await k.refused(() => k.claimReferral(m, row.id), 409, 'referral.reward.unqualified');
    await k.deposited(inviteeId, 1);
    expect((await invitees(m)).list[0]).toMatchObject({ status: 'claimable', reward: REFERRAL.rewardAmount });
    expect((await info(m)).claimable).toBe(1);

    const requestId = k.rid();
    const before = await k.postings();
    const [status, body] = await k.claimReferral(m, row.id, requestId);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(e.referralClaim));
    expect(body.value.amount).toBe(REFERRAL.rewardAmount);
    expect(await k.main(m.id)).toBe(REFERRAL.rewardAmount);
    expect(await k.postings()).toBe(before + 2);
    // The same request again: the first answer, nothing paid twice; another request: refused.
    const [again, replay] = await k.claimReferral(m, row.id, requestId);
    expect([again, replay.value]).toEqual([200, body.value]);
    await k.refused(() => k.claimReferral(m, row.id), 409, 'referral.reward.claimed');
    await k.refused(() => k.claimReferral(m, row.id, requestId.replace(/.$/, 'Z')), 409, 'referral.reward.claimed');
    expect(await k.main(m.id)).toBe(REFERRAL.rewardAmount);

    expect((await invitees(m)).list[0]).toMatchObject({ status: 'rewarded', reward: REFERRAL.rewardAmount, rewardedAt: expect.any(String) });
    expect(await info(m)).toMatchObject({ claimable: 0, rewarded: 1, totalRewards: REFERRAL.rewardAmount });
    const [, bonus] = await k.get('/wps/records/bonus?start=2026-01-01&end=2026-03-31', m);
    expect(bonus.value.list[0]).toMatchObject({ reference: body.value.reference, amount: REFERRAL.rewardAmount, name: 'রেফারেল পুরস্কার' }); // the claim's language (bn by default)
    const [, records] = await k.get('/wps/records/transactions?start=2026-01-01&end=2026-03-31', m);
    expect(records.value.list[0]).toMatchObject({ type: 'referralReward', amount: REFERRAL.rewardAmount });
  });

  it('pays once when two claims race with different keys', async () => {
    const m = await k.member();
    const inviteeId = await invited(m);
    await k.deposited(inviteeId, REFERRAL.qualifyingDeposit);
    const [row] = (await invitees(m)).list;
    const answers = await Promise.all([k.claimReferral(m, row.id), k.claimReferral(m, row.id), k.claimReferral(m, row.id)]);
    expect(answers.map(([s]) => s).sort()).toEqual([200, 409, 409]);
    expect(await k.main(m.id)).toBe(REFERRAL.rewardAmount);
  });

  it("refuses another member's invitee as unknown, and bad input, changing nothing", async () => {
    const m = await k.member();
    const thief = await k.member();
    const inviteeId = await invited(m);
    await k.deposited(inviteeId, REFERRAL.qualifyingDeposit);
    const [row] = (await invitees(m)).list;
    await k.refused(() => k.claimReferral(thief, row.id), 404, 'referral.unknown');
    await k.refused(() => k.claimReferral(m, 'no-such-referral'), 404, 'referral.unknown');
    await k.refused(() => k.send('POST', '/wps/referral/reward', { requestId: 'short', referralId: row.id }, m), 400, 'money.request_id.invalid');
    await k.refused(() => k.send('POST', '/wps/referral/reward', { requestId: k.rid() }, m), 400, 'request_param_err');
    await k.refused(() => k.send('POST', '/wps/referral/reward', { requestId: k.rid(), referralId: 'x'.repeat(300) }, m), 400, 'request_param_err');
    await k.refused(() => k.send('POST', '/wps/referral/reward', { requestId: k.rid(), referralId: 7 }, m), 400, 'request_param_err');
    await k.refused(() => k.send('POST', '/wps/referral/reward', [], m), 400, 'request_param_err');
    const trial = await k.member({ type: 4 });
    await k.refused(() => k.claimReferral(trial, row.id), 403, 'in_need_true_account');
    expect((await invitees(m)).list[0].status).toBe('claimable');
  });

  it('pauses rewards during a time-out', async () => {
    const m = await k.member();
    const inviteeId = await invited(m);
    await k.deposited(inviteeId, REFERRAL.qualifyingDeposit);
    const [row] = (await invitees(m)).list;
    await k.timeOut(m.id);
    await k.refused(() => k.claimReferral(m, row.id), 403, 'reward.blocked');
  });

  it('stops at the reward limit per referrer', async () => {
    const m = await k.member();
    const now = k.clock.now();
    const ids = Array.from({ length: REFERRAL.maxRewardsPerReferrer }, (_, i) => `${m.id}-inv${i}`);
    await d.db
      .insertInto('users')
      .values(ids.map((id, i) => ({ id, merchant_code: TEST_MERCHANT, username: `${m.username}i${i}`, password_hash: 'x', password_changed_at: now, nickname: 'x', profile: json({}), register_method: 'TEST', created_at: now })))
      .execute();
    await d.db.insertInto('referrals').values(ids.map((id) => ({ id: `${id}-r`, merchant_code: TEST_MERCHANT, referrer_id: m.id, invitee_id: id, code: 'X', created_at: now }))).execute();
    await d.db.insertInto('referral_rewards').values(ids.map((id) => ({ referral_id: `${id}-r`, referrer_id: m.id, amount: REFERRAL.rewardAmount, reference: `${id}-ref`, created_at: now }))).execute();
    const { code } = await info(m);
    const [, reg] = await k.register({ referralCode: code });
    await k.deposited((await k.userIdOf(reg.value.account))!, REFERRAL.qualifyingDeposit);
    const newest = (await invitees(m)).list.find((i: { status: string }) => i.status !== 'rewarded');
    expect(newest).toMatchObject({ status: 'limitReached', reward: null });
    expect((await info(m)).claimable).toBe(0);
    const body = await k.refused(() => k.claimReferral(m, newest.id), 409, 'referral.reward.limit');
    expect(body.value).toEqual({ max: REFERRAL.maxRewardsPerReferrer });
  });
});
