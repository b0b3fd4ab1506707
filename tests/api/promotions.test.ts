import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { responseStruct } from '../../src/api/endpoints';
import { promotionEndpoints as endpoints } from '../../src/api/promotion-endpoints';
import { auditLedger } from '../../server/domain/money/ledger';
import { drawPrize } from '../../server/domain/promotions/actions';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit } from './money-kit';
import { useKit } from './accounts-kit';
import { DAY, JPG, PNG, promoKit, SCRIPT } from './promotions-kit';

const { d, k } = useKit(makeMoneyKit);
const p = promoKit(k);

const promotionsAccount = async () =>
  Number((await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', `sys:${TEST_MERCHANT}:promotions`).executeTakeFirst())?.balance ?? 0);

describe('promotion list (SPEC §2 categories, §4 statuses)', () => {
  it('shows a visitor every enabled promotion with the status of its kind and window, in the wire shape', async () => {
    const claim = await p.promotion({ kind: 'claim', category: 'newbie' });
    const apply = await p.promotion({ kind: 'apply', category: 'specialOffer' });
    const soon = await p.promotion({ startsIn: DAY });
    const over = await p.promotion({ endsIn: -1000 });
    const [status, body] = await k.get('/wps/promotion/list');
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.promotions));
    const byId = new Map((body.value.list as any[]).map((x) => [x.id, x]));
    expect(byId.get(claim)).toMatchObject({ status: 'claim', actionable: true, category: 'newbie', bonusAmount: 5_000, turnoverMultiplier: 5 });
    expect(byId.get(apply)).toMatchObject({ status: 'join', actionable: true });
    expect(byId.get(soon)).toMatchObject({ status: 'comingSoon', actionable: false });
    expect(byId.get(over)).toMatchObject({ status: 'closed', actionable: false });
    expect(body.value.categories).toEqual(['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip']);
  });

  it('narrows to one category; an unknown category is 400 request_param_err', async () => {
    const vip = await p.promotion({ category: 'vip', kind: 'award' });
    const [, body] = await k.get('/wps/promotion/list?category=vip');
    expect((body.value.list as any[]).every((x) => x.category === 'vip')).toBe(true);
    expect((body.value.list as any[]).some((x) => x.id === vip)).toBe(true);
    const [status, bad] = await k.get('/wps/promotion/list?category=casino');
    expect([status, bad.errorCode, bad.value.field]).toEqual([400, 'request_param_err', 'category']);
  });

  it('gives one promotion with its HTML content; an unknown or foreign id is 404 promotion.unknown', async () => {
    const id = await p.promotion();
    const [status, body] = await k.get(`/wps/promotion/detail?id=${id}`);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.promotionDetail));
    expect(body.value.content).toBe('<p>নিয়ম</p>');
    const [s404, b404] = await k.get('/wps/promotion/detail?id=nope');
    expect([s404, b404.errorCode]).toEqual([404, 'promotion.unknown']);
    await d.db.insertInto('merchants').values({ code: 'zz99', profile: (await d.db.selectFrom('merchants').select('profile').where('code', '=', TEST_MERCHANT).executeTakeFirstOrThrow()).profile as never, allowed_countries: '[]' }).onConflict((oc) => oc.doNothing()).execute();
    const foreign = await p.promotion({ merchant: 'zz99' });
    expect((await k.get(`/wps/promotion/detail?id=${foreign}`))[1].errorCode).toBe('promotion.unknown');
  });

  it('member statuses are their own (/mine needs a token)', async () => {
    const id = await p.promotion();
    const a = await k.member();
    const b = await k.member();
    expect((await p.claim(a, id))[0]).toBe(200);
    expect((await p.mine(a, id)).status).toBe('process');
    expect((await p.mine(b, id)).status).toBe('claim');
    expect((await k.get('/wps/promotion/mine'))[0]).toBe(401);
  });
});

describe('claim (instant bonus through the ledger)', () => {
  it('pays the bonus once (promotions −a, MAIN +a) with turnover = amount × multiplier; a retry answers the same', async () => {
    const id = await p.promotion({ bonus: 5_000, turnover: 5 });
    const m = await k.member();
    const before = await promotionsAccount();
    const rid = k.rid();
    const [status, body] = await p.claim(m, id, rid);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.promotionClaim));
    expect(body.value).toMatchObject({ status: 'process', bonus: { amount: 5_000, turnoverRequired: 25_000, turnoverProgress: 0, status: 'active', source: 'claim' } });
    expect(await k.main(m.id)).toBe(5_000);
    expect(await promotionsAccount()).toBe(before - 5_000);
    const postings = await k.postings();
    const [again, replay] = await p.claim(m, id, rid);
    expect([again, replay.value.bonus.reference]).toEqual([200, body.value.bonus.reference]);
    expect(await k.postings()).toBe(postings);
    await k.refused(() => p.claim(m, id), 409, 'promotion.already');
    expect(await k.main(m.id)).toBe(5_000);
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });

  it('pays once when two claims with different keys race', async () => {
    const id = await p.promotion();
    const m = await k.member();
    const results = await Promise.all([p.claim(m, id), p.claim(m, id), p.claim(m, id)]);
    expect(results.map(([s]) => s).sort()).toEqual([200, 409, 409]);
    expect(await k.main(m.id)).toBe(5_000);
  });

  it('a daily promotion pays again on the next site day', async () => {
    const id = await p.promotion({ period: 'daily', turnover: 0 });
    const m = await k.member();
    expect((await p.claim(m, id))[1].value.status).toBe('claimed');
    await k.refused(() => p.claim(m, id), 409, 'promotion.already');
    k.clock.advance(DAY);
    expect((await p.claim(m, id))[0]).toBe(200);
    expect(await k.main(m.id)).toBe(10_000);
  });

  it('refuses with a clear 4xx and moves nothing: bad requestId, unknown, not started, ended, wrong kind, old member for newbie', async () => {
    const m = await k.member();
    const claim = await p.promotion();
    await k.refused(() => p.claim(m, claim, 'x'), 400, 'money.request_id.invalid');
    await k.refused(() => k.send('POST', '/wps/promotion/claim', { requestId: k.rid() }, m), 400, 'request_param_err');
    await k.refused(() => p.claim(m, 'nope'), 404, 'promotion.unknown');
    await k.refused(async () => p.claim(m, await p.promotion({ startsIn: DAY })), 409, 'promotion.not_started');
    await k.refused(async () => p.claim(m, await p.promotion({ endsIn: -1 })), 409, 'promotion.closed');
    const apply = await p.promotion({ kind: 'apply' });
    const b = await k.refused(() => p.claim(m, apply), 409, 'promotion.kind');
    expect(b.value).toEqual({ kind: 'apply' });
    const newbie = await p.promotion({ category: 'newbie' });
    const old = await k.member();
    await d.db.updateTable('users').set({ created_at: new Date(k.clock.now().getTime() - 31 * DAY) } as never).where('id', '=', old.id).execute();
    await k.refused(() => p.claim(old, newbie), 403, 'promotion.not_eligible');
    expect((await p.mine(old, newbie)).status).toBe('closed');
  });

  it('is refused during a time-out or self-exclusion (care: no marketing), to trial accounts and without a token', async () => {
    const id = await p.promotion();
    const m = await k.member();
    const now = k.clock.now().getTime();
    await d.db
      .insertInto('care_exclusions')
      .values({ user_id: m.id, kind: 'selfExclusion', starts_at: new Date(now - 1000), ends_at: new Date(now + 200 * DAY), created_at: new Date(now) })
      .execute();
    await k.refused(() => p.claim(m, id), 403, 'promotion.not_allowed');
    const trial = await k.member({ type: 4 });
    await k.refused(() => p.claim(trial, id), 403, 'in_need_true_account');
    const [status] = await k.send('POST', '/wps/promotion/claim', { promotionId: id, requestId: k.rid() });
    expect(status).toBe(401);
  });
});

describe('activity apply form (SPEC §5: comment ≤ 140, ≤ 3 png/jpg of ≤ 5 MB, judged by content)', () => {
  it('takes a comment and up to 3 images by their bytes; a second open application is 409', async () => {
    const id = await p.promotion({ kind: 'apply', bonus: 20_000, turnover: 10 });
    const m = await k.member();
    const [status, body] = await p.apply(m, id, 'ক'.repeat(140), [{ bytes: PNG }, { bytes: JPG, name: 'win.jpeg', type: 'image/jpeg' }, { bytes: PNG, name: 'noext', type: '' }]);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.activityApply));
    expect(body.value).toMatchObject({ status: 'applying', images: 3, comment: 'ক'.repeat(140) });
    const types = await d.db.selectFrom('promo_application_images').select('content_type').where('application_id', '=', body.value.id).orderBy('id').execute();
    expect(types.map((t) => t.content_type)).toEqual(['image/png', 'image/jpeg', 'image/png']);
    expect((await p.mine(m, id)).status).toBe('applying');
    const [s2, b2] = await p.apply(m, id, 'again');
    expect([s2, b2.errorCode]).toEqual([409, 'promotion.application.open']);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const id = await p.promotion({ kind: 'apply' });
    const m = await k.member();
    const before = [await p.count('promo_applications'), await p.count('promo_application_images')];
    const cases: [string, Parameters<typeof p.apply>[3], string, number, string][] = [
      ['oversized comment', [], 'x'.repeat(141), 400, 'promotion.comment.length'],
      ['4 images', [{ bytes: PNG }, { bytes: PNG }, { bytes: PNG }, { bytes: PNG }], 'ok', 400, 'promotion.image.count'],
      ['a 6 MB image', [{ bytes: (() => { const b = new Uint8Array(6 * 1024 * 1024); b.set(PNG); return b; })() }], 'ok', 413, 'promotion.image.size'],
      ['a .jpg that is really a script', [{ bytes: SCRIPT, name: 'win.jpg', type: 'image/jpeg' }], 'ok', 400, 'promotion.image.type'],
      ['an empty file', [{ bytes: new Uint8Array(0), name: 'win.png' }], 'ok', 400, 'promotion.image.type'],
    ];
    for (const [what, images, comment, wantStatus, code] of cases) {
      const [status, body] = await p.apply(m, id, comment, images);
      expect([what, status, body.success, body.errorCode, typeof body.message]).toEqual([what, wantStatus, false, code, 'string']);
    }
    const [s, b] = await k.send('PUT', '/wps/promotion/apply', { promotionId: id, comment: 'json' }, m);
    expect([s, b.errorCode]).toEqual([400, 'request_param_err']);
    const [s404, b404] = await p.apply(m, 'nope', 'ok');
    expect([s404, b404.errorCode]).toEqual([404, 'promotion.unknown']);
    const claimKind = await p.promotion({ kind: 'claim' });
    expect((await p.apply(m, claimKind, 'ok'))[1].errorCode).toBe('promotion.kind');
    expect([await p.count('promo_applications'), await p.count('promo_application_images')]).toEqual(before);
    expect((await p.mine(m, id)).status).toBe('join');
  });

  it('refuses a declared oversized body before reading it (413)', async () => {
    const id = await p.promotion({ kind: 'apply' });
    const m = await k.member();
    const res = await k.t.call('/wps/promotion/apply', {
      method: 'PUT',
      headers: { Authorization: m.token, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(40 * 1024 * 1024) },
      body: `--x\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n${id}\r\n--x--\r\n`,
    });
    expect([res.status, (await res.json()).errorCode]).toEqual([413, 'promotion.image.size']);
  });

  it('ops approve pays the bonus (issued); ops reject lets the member apply again; the reward center lists only its own', async () => {
    const id = await p.promotion({ kind: 'apply', bonus: 20_000, turnover: 10 });
    const m = await k.member();
    const other = await k.member();
    const first = (await p.apply(m, id, 'first', [{ bytes: JPG }]))[1].value;
    const rejected = await k.ops('promotions', 'reject', first.id, 'blurry', 'screenshot');
    expect(rejected).toEqual({ ok: true, output: `application ${first.id} rejected` });
    expect((await p.mine(m, id)).status).toBe('rejected');
    expect((await k.ops('promotions', 'approve', first.id)).output).toMatch(/application\.state/);
    k.clock.advance(60_000);
    const second = (await p.apply(m, id, 'second'))[1].value;
    const list = (await k.ops('promotions', 'applications')).output;
    expect(list).toContain(second.id);
    expect(list).not.toContain(first.id);
    const approved = await k.ops('promotions', 'approve', second.id);
    expect(approved.ok).toBe(true);
    expect(approved.output).toContain('P 200.00 paid');
    expect(await k.main(m.id)).toBe(20_000);
    expect((await p.mine(m, id)).status).toBe('process');
    const rc = await p.rewards(m);
    assert(rc, await responseStruct(endpoints.rewardCenter));
    expect(rc.applications.map((a: any) => [a.id, a.status, a.rejectReason])).toEqual([
      [second.id, 'issued', null],
      [first.id, 'rejected', 'blurry screenshot'],
    ]);
    expect(rc.bonuses[0]).toMatchObject({ source: 'issued', amount: 20_000, turnoverRequired: 200_000 });
    expect((await p.rewards(other)).applications).toEqual([]);
    expect((await k.ops('promotions', 'approve', 'nope')).output).toMatch(/promotion\.application\.unknown/);
  });

  it('throttles apply forms before reading them (429)', async () => {
    const id = await p.promotion({ kind: 'apply' });
    const m = await k.member();
    let last: [number, any] = [0, null];
    for (let i = 0; i < 11; i++) {
      last = await p.apply(m, id, 'x'.repeat(141));
    }
    expect([last[0], last[1].errorCode]).toEqual([429, 'too.many.requests']);
  });
});

describe('claim raffle (SPEC §7 relay) and award promotions (join → joined → issued)', () => {
  it('draws one weighted prize per day, paid as a raffle credit', async () => {
    const prizes = [
      { amount: 500, weight: 3 },
      { amount: 5_000, weight: 1 },
    ];
    const id = await p.promotion({ kind: 'raffle', category: 'daily', period: 'daily', bonus: 0, turnover: 1, prizes });
    const m = await k.member();
    const [status, body] = await p.raffle(m, id);
    expect(status).toBe(200);
    expect([500, 5_000]).toContain(body.value.bonus.amount);
    expect(body.value).toMatchObject({ status: 'process', bonus: { source: 'raffle' } });
    expect(await k.main(m.id)).toBe(body.value.bonus.amount);
    const kind = await d.db.selectFrom('ledger_transactions').select('kind').where('reference', '=', body.value.bonus.reference).executeTakeFirstOrThrow();
    expect(kind.kind).toBe('raffle');
    await k.refused(() => p.raffle(m, id), 409, 'promotion.already');
    await k.refused(async () => p.raffle(m, await p.promotion()), 409, 'promotion.kind');
  });

  it('drawPrize follows the weights', () => {
    const prizes = [
      { amount: 1, weight: 2 },
      { amount: 2, weight: 1 },
    ];
    expect([0, 1, 2].map((r) => drawPrize(prizes, () => r))).toEqual([1, 1, 2]);
  });

  it('join once per period, then the operator awards a joined member', async () => {
    const id = await p.promotion({ kind: 'award', category: 'highRebate', bonus: 0, turnover: 1 });
    const m = await k.member();
    const [status, body] = await p.join(m, id);
    expect([status, body.value]).toEqual([200, { status: 'joined' }]);
    expect((await p.mine(m, id)).status).toBe('joined');
    await k.refused(() => p.join(m, id), 409, 'promotion.already');
    const stranger = await k.member();
    expect((await k.ops('promotions', 'award', id, stranger.username, '700')).output).toMatch(/promotion\.already/);
    const awarded = await k.ops('promotions', 'award', id, m.username, '700');
    expect(awarded.ok).toBe(true);
    expect(await k.main(m.id)).toBe(700);
    expect((await p.mine(m, id)).status).toBe('process');
    expect((await k.ops('promotions', 'award', id, m.username, '700')).ok).toBe(false);
    expect(await k.main(m.id)).toBe(700);
  });
});

describe('bonus turnover (docs/engagement.md "Bonus turnover")', () => {
  const PAY = '246810';
  async function payer(funds: number) {
    const m = await k.member({ funds, payeeName: 'Rahim Uddin' });
    const [, acct] = await k.seal('PUT', '/wps/member/payout-accounts', { provider: 'BKASH', accountNo: '01711123456', payeeName: 'Rahim Uddin', paymentPassword: PAY }, m);
    return { ...m, account: acct.value.id as string };
  }
  const withdraw = (m: Awaited<ReturnType<typeof payer>>, amount: number) =>
    k.seal('POST', '/wps/withdrawal', { requestId: k.rid(), payoutAccountId: m.account, amount, paymentPassword: PAY }, m);

  it('keeps the bonus part from withdrawal until valid bets placed after the grant reach amount × multiplier', async () => {
    const id = await p.promotion({ bonus: 5_000, turnover: 5 });
    const m = await payer(200_000);
    await p.bet(m.id, 90_000, { at: new Date(k.clock.now().getTime() - 1000) }); // before the grant: does not count
    k.clock.advance(1);
    expect((await p.claim(m, id))[0]).toBe(200);
    expect((await p.rewards(m)).lockedAmount).toBe(5_000);

    // The deposited 200,000 stays withdrawable; the 5,000 bonus does not.
    const refused = await k.refused(() => withdraw(m, 200_001), 409, 'promotion.turnover.unmet');
    expect(refused.value).toEqual({ locked: 5_000, withdrawable: 200_000 });
    expect(await k.main(m.id)).toBe(205_000);
    expect((await withdraw(m, 150_000))[0]).toBe(200);
    await k.refused(() => withdraw(m, 55_000), 409, 'promotion.turnover.unmet');

    await p.bet(m.id, 10_000);
    await p.bet(m.id, 50_000, { status: 'void' });
    await p.bet(m.id, 50_000, { status: 'open' });
    let rc = await p.rewards(m);
    expect(rc.bonuses[0]).toMatchObject({ turnoverRequired: 25_000, turnoverProgress: 10_000, status: 'active' });
    const [, bonus] = await k.get('/wps/records/bonus?start=2026-02-20&end=2026-03-05', m);
    expect(bonus.value.list[0]).toMatchObject({ amount: 5_000, turnoverRequired: 25_000, turnoverProgress: 10_000 });

    await p.bet(m.id, 15_000, { status: 'won' });
    rc = await p.rewards(m);
    expect(rc.lockedAmount).toBe(0);
    expect(rc.bonuses[0]).toMatchObject({ turnoverProgress: 25_000, status: 'completed' });
    expect((await p.mine(m, id)).status).toBe('claimed');
    expect((await withdraw(m, 55_000))[0]).toBe(200);
    expect((await auditLedger(d.db)).violations).toEqual([]);
  });

  it('a member without rewards withdraws as before', async () => {
    const m = await payer(50_000);
    expect((await withdraw(m, 50_000))[0]).toBe(200);
  });
});

describe('ops promotions', () => {
  it('lists promotions, hides and shows one, prints a member\'s rewards', async () => {
    const id = await p.promotion();
    expect((await k.ops('promotions', 'list')).output).toContain(id);
    expect((await k.ops('promotions', 'off', id)).ok).toBe(true);
    expect(((await k.get('/wps/promotion/list'))[1].value.list as any[]).some((x) => x.id === id)).toBe(false);
    expect((await k.ops('promotions', 'on', id)).ok).toBe(true);
    const m = await k.member();
    await p.claim(m, id);
    expect((await k.ops('promotions', 'bonuses', m.username)).output).toMatch(/turnover P 0\.00 \/ P 250\.00 {2}active/);
    expect((await k.ops('promotions', 'frobnicate')).ok).toBe(false);
  });
});
