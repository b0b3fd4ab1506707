import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { moneyEndpoints as endpoints } from '../../src/api/money-endpoints';
import { autoReceiveWithdrawals, decideWithdrawal } from '../../server/domain/money/withdrawals';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { LOGIN_PASSWORD, makeMoneyKit, type Member, PAY_PASSWORD } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const moneyDeps = () => ({ db: d.db, clock: k.clock, settings: k.t.config.money, hasher: null as never });

const setPassword = (m: Member, p: Record<string, unknown>) => k.seal('POST', '/wps/member/password/payment', p, m);
const addAccount = (m: Member, p: Record<string, unknown>) => k.seal('PUT', '/wps/member/payout-accounts', p, m);
const withdraw = (m: Member, p: Record<string, unknown>) => k.seal('POST', '/wps/withdrawal', p, m);
const confirm = (m: Member, p: Record<string, unknown>) => k.send('POST', '/wps/withdrawal/confirm', p, m);
const upload = (m: Member, bytes: Uint8Array, name = 'proof.png') => {
  const form = new FormData();
  form.append('file', new File([Buffer.from(bytes)], name, { type: 'image/png' }));
  return k.t.call('/wps/withdrawal/proof', { method: 'PUT', headers: { Authorization: m.token }, body: form });
};

/** A member with funds and one bKash payout account. */
async function payer(funds = 200_000): Promise<Member & { account: string }> {
  const m = await k.member({ funds, payeeName: 'Rahim Uddin' });
  const [status, body] = await addAccount(m, { provider: 'BKASH', accountNo: '01711123456', payeeName: 'Rahim Uddin', paymentPassword: PAY_PASSWORD });
  expect(status).toBe(200);
  return { ...m, account: body.value.id };
}

async function pending(m: Member & { account: string }, amount = 60_000) {
  const [status, body] = await withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount, paymentPassword: PAY_PASSWORD });
  expect(status).toBe(200);
  return body.value as { id: string; reference: string; amount: number; status: string };
}

async function paid(m: Member & { account: string }, amount = 60_000) {
  const w = await pending(m, amount);
  expect((await k.ops('withdrawal', 'approve', w.reference)).ok).toBe(true);
  return w;
}

const hold = async (userId: string) =>
  Number((await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', `hold:${userId}`).executeTakeFirst())?.balance ?? 0);
const payout = async () =>
  Number((await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', `sys:${TEST_MERCHANT}:payout`).executeTakeFirst())?.balance ?? 0);

describe('payment password', () => {
  it('is set the first time with the login password, by the register-setting rule (6 digits), confirmed', async () => {
    const m = await k.member({ paymentPassword: null });
    const ok = { loginPassword: LOGIN_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' };
    expect((await setPassword(m, { ...ok, loginPassword: 'Wrong@2026x' }))[1].errorCode).toBe('money.login_password.wrong');
    expect((await setPassword(m, { ...ok, loginPassword: undefined }))[1]).toMatchObject({ errorCode: 'request_param_err', value: { field: 'loginPassword' } });
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const [s, b] = await setPassword(m, { ...ok, paymentPassword: bad, confirmPaymentPassword: bad });
      expect([bad, s, b.errorCode]).toEqual([bad, 400, 'money.payment_password.rule']);
    }
    expect((await setPassword(m, { ...ok, confirmPaymentPassword: '135791' }))[1].errorCode).toBe('money.payment_password.mismatch');
    expect((await k.get('/wps/member/security', m))[1].value.hasPaymentPassword).toBe(false);
    const [status] = await setPassword(m, ok);
    expect(status).toBe(200);
    expect((await k.get('/wps/member/security', m))[1].value.hasPaymentPassword).toBe(true);
    const row = await d.db.selectFrom('users').select(['payment_password_hash', 'profile']).where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(row.profile).toEqual({});
  });

  it('is changed with the old payment password', async () => {
    const m = await k.member();
    const change = { oldPaymentPassword: PAY_PASSWORD, paymentPassword: '112233', confirmPaymentPassword: '112233' };
    const [s1, b1] = await setPassword(m, { ...change, oldPaymentPassword: '000000' });
    expect([s1, b1.errorCode]).toEqual([400, 'money.payment_password.wrong']);
    expect((await setPassword(m, { ...change, oldPaymentPassword: undefined, loginPassword: LOGIN_PASSWORD }))[1].value.field).toBe('oldPaymentPassword');
    expect((await setPassword(m, change))[0]).toBe(200);
    const [, sec] = await k.get('/wps/member/security', m);
    expect(sec.value.hasPaymentPassword).toBe(true);
  });

  it('after 5 wrong passwords in 15 minutes the account gets 429 too.many.requests, even for the right one', async () => {
    const m = await payer();
    const other = await payer();
    for (let i = 0; i < 5; i++) {
      await k.refused(() => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: '000000' }), 400, 'money.payment_password.wrong');
    }
    await k.refused(() => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: PAY_PASSWORD }), 429, 'too.many.requests');
    await k.refused(() => setPassword(m, { oldPaymentPassword: PAY_PASSWORD, paymentPassword: '121212', confirmPaymentPassword: '121212' }), 429, 'too.many.requests');
    // Per account: another member is not affected.
    expect((await withdraw(other, { requestId: k.rid(), payoutAccountId: other.account, amount: 50_000, paymentPassword: PAY_PASSWORD }))[0]).toBe(200);
    k.clock.advance(15 * 60_000 + 1000);
    expect((await withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: PAY_PASSWORD }))[0]).toBe(200);
  });

  it('a burst of wrong passwords cannot get more than 5 checked', async () => {
    const m = await payer();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: '000000' })),
    );
    const codes = results.map(([, b]) => b.errorCode);
    const wrong = codes.filter((c) => c === 'money.payment_password.wrong').length;
    // At most 5 get checked (with real concurrency a moment of double counting may refuse one more early).
    expect(wrong).toBeGreaterThanOrEqual(1);
    expect(wrong).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'too.many.requests')).toHaveLength(12 - wrong);
    // Whatever the burst got checked, the account has exactly 5 wrong tries in the window.
    for (let i = wrong; i < 5; i++) {
      await k.refused(() => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: '000000' }), 400, 'money.payment_password.wrong');
    }
    await k.refused(() => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: '000000' }), 429, 'too.many.requests');
  });
  it('checks in flight are counted in the process only: a check cut off by a crash leaves nothing behind in the database', async () => {
    const m = await payer();
    const paypwRows = () => d.db.selectFrom('rate_counters').select(['key', 'count']).where('key', 'like', `paypw:%${m.id}`).execute();
    expect((await withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: PAY_PASSWORD }))[0]).toBe(200);
    // A right password writes no throttle row at all: nothing a kill could leave counting.
    expect(await paypwRows()).toEqual([]);
    await k.refused(() => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: '000000' }), 400, 'money.payment_password.wrong');
    // Only a completed wrong check is written.
    expect(await paypwRows()).toEqual([{ key: `paypw:fail:${m.id}`, count: 1 }]);
    // Four wrong ones in all still leave room for the right one.
    for (let i = 0; i < 3; i++) await k.refused(() => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: '000000' }), 400, 'money.payment_password.wrong');
    expect((await withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 50_000, paymentPassword: PAY_PASSWORD }))[0]).toBe(200);
  });
});

describe('payout accounts', () => {
  it('adds an account under the registered payee name (case and spaces aside) and lists it masked', async () => {
    const m = await k.member({ payeeName: 'Karim Ahmed' });
    const [status, body] = await addAccount(m, { provider: 'dbbl', accountNo: '1071100012345', payeeName: '  karim   AHMED ', paymentPassword: PAY_PASSWORD });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.addPayoutAccount));
    expect(body.value).toMatchObject({ kind: 'bank', provider: 'DBBL', providerName: 'Dutch-Bangla Bank', accountNoMasked: '****2345', payeeName: 'Karim Ahmed' });
    const [, list] = await k.get('/wps/member/payout-accounts', m);
    assert(list.value, await responseStruct(endpoints.payoutAccounts));
    expect(list.value).toEqual([body.value]);
    expect(JSON.stringify(list.value)).not.toContain('1071100012345');
    // The same provider and number again: the same account, no duplicate.
    const [, again] = await addAccount(m, { provider: 'DBBL', accountNo: '1071100012345', payeeName: 'Karim Ahmed', paymentPassword: PAY_PASSWORD });
    expect(again.value.id).toBe(body.value.id);
    expect((await k.get('/wps/member/payout-accounts', await k.member()))[1].value).toEqual([]);
  });

  it('refuses another payee name, an unknown provider, a malformed number and a wrong payment password', async () => {
    const m = await k.member({ payeeName: 'Karim Ahmed' });
    const ok = { provider: 'NAGAD', accountNo: '01811000000', payeeName: 'Karim Ahmed', paymentPassword: PAY_PASSWORD };
    const before = await k.count('payout_accounts');
    expect((await addAccount(m, { ...ok, payeeName: 'Someone Else' }))[1].errorCode).toBe('money.payout_account.name');
    expect((await addAccount(m, { ...ok, provider: 'PAYPAL' }))[1].errorCode).toBe('money.payout_account.provider');
    for (const accountNo of ['12345', 'abcdefgh', '1'.repeat(31), '0171-100000']) {
      expect((await addAccount(m, { ...ok, accountNo }))[1].errorCode).toBe('money.payout_account.number');
    }
    expect((await addAccount(m, { ...ok, paymentPassword: '999999' }))[1].errorCode).toBe('money.payment_password.wrong');
    expect((await addAccount(m, { ...ok, payeeName: 'K4rim!' }))[1]).toMatchObject({ errorCode: 'request_param_err', value: { field: 'payeeName' } });
    expect((await addAccount(m, { provider: 'NAGAD', accountNo: '01811000000' }))[1].errorCode).toBe('request_param_err');
    expect(await k.count('payout_accounts')).toBe(before);
  });

  it('a member without a payee name registers it with the first payout account', async () => {
    const m = await k.member({ payeeName: null });
    expect((await k.get('/wps/member/security', m))[1].value.payeeName).toBeNull();
    expect((await addAccount(m, { provider: 'BKASH', accountNo: '01700000009', payeeName: 'Nusrat  Jahan', paymentPassword: PAY_PASSWORD }))[0]).toBe(200);
    expect((await k.get('/wps/member/security', m))[1].value.payeeName).toBe('Nusrat Jahan');
    expect((await addAccount(m, { provider: 'NAGAD', accountNo: '01800000009', payeeName: 'Other Name', paymentPassword: PAY_PASSWORD }))[1].errorCode).toBe(
      'money.payout_account.name',
    );
  });

  it('keeps at most 5 per member (409 money.payout_account.limit)', async () => {
    const m = await k.member();
    for (let i = 0; i < 5; i++) {
      expect((await addAccount(m, { provider: 'BKASH', accountNo: `0170000000${i}`, payeeName: 'Test Payee', paymentPassword: PAY_PASSWORD }))[0]).toBe(200);
    }
    const [s, b] = await addAccount(m, { provider: 'BKASH', accountNo: '01700000009', payeeName: 'Test Payee', paymentPassword: PAY_PASSWORD });
    expect([s, b.errorCode]).toEqual([409, 'money.payout_account.limit']);
  });
});

describe('POST /wps/withdrawal', () => {
  it('settings: limits, auto-receive minutes and the payout providers', async () => {
    const [, body] = await k.get('/wps/withdrawal/settings', await k.member());
    assert(body.value, await responseStruct(endpoints.withdrawalSettings));
    expect(body.value).toMatchObject({ currency: { symbol: 'P', scale: 2 }, min: 50_000, max: 5_000_000, autoReceiveMinutes: 60 });
    expect(body.value.providers.map((p: { code: string }) => p.code)).toEqual(['BKASH', 'NAGAD', 'DBBL', 'BRAC']);
  });

  it('holds the amount (MAIN −a, hold +a) and answers a pending withdrawal', async () => {
    const m = await payer(100_000);
    const before = await k.postings();
    const [status, body] = await withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 60_000, paymentPassword: PAY_PASSWORD });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.withdraw));
    expect(body.value).toMatchObject({
      reference: expect.stringMatching(/^W\d{6}[0-9A-Z]{8}$/),
      amount: 60_000,
      status: 'pending',
      payoutAccount: { providerName: 'bKash', accountNoMasked: '****3456' },
      decidedAt: null,
      confirmBy: null,
      receivedAmount: null,
      remainingAmount: null,
      hasProof: false,
      refundedAmount: null,
      rejectReason: null,
    });
    expect(await k.postings()).toBe(before + 2);
    expect([await k.main(m.id), await hold(m.id)]).toEqual([40_000, 60_000]);
  });

  it('refuses invalid amounts, amounts outside the limits, overdrafts, wrong passwords and someone else\'s payout account', async () => {
    const m = await payer(100_000);
    const other = await payer(100_000);
    const ok = { payoutAccountId: m.account, amount: 60_000, paymentPassword: PAY_PASSWORD };
    for (const amount of [0, -1, 0.5, '60000', 1e13, null]) await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), amount }), 400, 'money.amount.invalid');
    const low = await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), amount: 49_999 }), 400, 'money.amount.limit');
    expect(low.value).toEqual({ min: 50_000, max: 5_000_000 });
    await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), amount: 5_000_001 }), 400, 'money.amount.limit');
    await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), amount: 100_001 }), 409, 'money.balance.insufficient');
    await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), paymentPassword: '999999' }), 400, 'money.payment_password.wrong');
    const theirs = await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), payoutAccountId: other.account }), 404, 'money.payout_account.unknown');
    const missing = await k.refused(() => withdraw(m, { ...ok, requestId: k.rid(), payoutAccountId: 'no-such-account' }), 404, 'money.payout_account.unknown');
    expect(theirs).toEqual(missing);
    await k.refused(() => withdraw(m, { ...ok, requestId: 'x' }), 400, 'money.request_id.invalid');
    await k.refused(() => withdraw(m, { requestId: k.rid(), amount: 60_000, paymentPassword: PAY_PASSWORD }), 400, 'request_param_err');
    await k.refused(() => k.send('POST', '/wps/withdrawal', { ...ok, requestId: k.rid() }, m), 400, 'encryption.required');
    expect(await k.main(m.id)).toBe(100_000);
    expect(await k.main(other.id)).toBe(100_000);
  });

  it('holds once per requestId; the same key with other parameters is 409', async () => {
    const m = await payer(200_000);
    const requestId = k.rid();
    const [, a] = await withdraw(m, { requestId, payoutAccountId: m.account, amount: 50_000, paymentPassword: PAY_PASSWORD });
    const [, b] = await withdraw(m, { requestId, payoutAccountId: m.account, amount: 50_000, paymentPassword: PAY_PASSWORD });
    expect(b.value).toEqual(a.value);
    expect(await hold(m.id)).toBe(50_000);
    await k.refused(() => withdraw(m, { requestId, payoutAccountId: m.account, amount: 50_001, paymentPassword: PAY_PASSWORD }), 409, 'money.idempotency.conflict');
  });

  it('20 racing withdrawals of the whole balance: exactly one is accepted and the balance never goes negative', async () => {
    const m = await payer(80_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(m, { requestId: k.rid(), payoutAccountId: m.account, amount: 80_000, paymentPassword: PAY_PASSWORD })),
    );
    expect(results.filter(([s]) => s === 200)).toHaveLength(1);
    for (const [s, b] of results) if (s !== 200) expect(['money.balance.insufficient', 'too.many.requests']).toContain(b.errorCode);
    expect([await k.main(m.id), await hold(m.id)]).toEqual([0, 80_000]);
    const [, list] = await k.get('/wps/withdrawal/list', m);
    expect(list.value.total).toBe(1);
  });

  it('lists the member\'s own withdrawals, filtered by status', async () => {
    const m = await payer(300_000);
    await pending(m);
    const w2 = await pending(m);
    await pending(await payer());
    expect((await k.ops('withdrawal', 'reject', w2.reference)).ok).toBe(true);
    const [, all] = await k.get('/wps/withdrawal/list', m);
    assert(all.value, await responseStruct(endpoints.withdrawals));
    expect(all.value).toMatchObject({ total: 2, page: 1, size: 10 });
    const [, rejected] = await k.get('/wps/withdrawal/list?status=rejected', m);
    expect(rejected.value.list.map((w: { id: string }) => w.id)).toEqual([w2.id]);
    const [s, b] = await k.get('/wps/withdrawal/list?status=lost', m);
    expect([s, b.errorCode, b.value.field]).toEqual([400, 'request_param_err', 'status']);
  });
});

describe('withdrawal states (operator, member, job)', () => {
  it('approve: pending → paid once (hold → payout), confirmBy an hour later; a second approve or a reject is refused', async () => {
    const m = await payer();
    const w = await pending(m);
    const out = await k.ops('withdrawal', 'approve', w.reference);
    expect(out).toMatchObject({ ok: true, output: expect.stringContaining(`withdrawal ${w.reference} paid: P 600.00 to ${m.username}`) });
    expect([await hold(m.id), await k.main(m.id)]).toEqual([0, 140_000]);
    const [, list] = await k.get('/wps/withdrawal/list', m);
    expect(list.value.list[0]).toMatchObject({ status: 'paid', confirmBy: expect.stringMatching(/^2026-03-0\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    for (const cmd of ['approve', 'reject', 'refund', 'close']) {
      const again = await k.ops('withdrawal', cmd, w.reference);
      expect([cmd, again.ok, again.output]).toEqual([cmd, false, 'error: not allowed while the withdrawal is paid (money.withdrawal.state)']);
    }
  });

  it('10 racing approvals pay once', async () => {
    const m = await payer();
    const w = await pending(m);
    const payoutBefore = await payout();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => decideWithdrawal(moneyDeps(), null, w.reference, 'approve')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await payout()) - payoutBefore).toBe(60_000);
  });

  it('reject: pending → rejected, the hold goes back to MAIN with the reason', async () => {
    const m = await payer(100_000);
    const w = await pending(m);
    expect(await k.ops('withdrawal', 'reject', w.reference, 'account', 'closed')).toMatchObject({ ok: true });
    expect([await k.main(m.id), await hold(m.id)]).toEqual([100_000, 0]);
    const [, list] = await k.get('/wps/withdrawal/list', m);
    expect(list.value.list[0]).toMatchObject({ status: 'rejected', rejectReason: 'account closed' });
    expect((await k.ops('withdrawal', 'reject', w.reference)).ok).toBe(false);
    expect((await k.ops('withdrawal', 'approve', 'W000000NOPE')).output).toContain('money.withdrawal.unknown');
    const [, rec] = await k.get('/wps/records/transactions?start=2026-03-01&end=2026-03-31', m);
    expect(rec.value.list.map((r: { type: string }) => r.type).slice(0, 2)).toEqual(['withdrawalReleased', 'withdrawal']);
  });

  it('the member confirms a paid withdrawal once: received', async () => {
    const m = await payer();
    const w = await pending(m);
    await k.refused(() => confirm(m, { withdrawalId: w.id, outcome: 'received' }), 409, 'money.withdrawal.state');
    await k.ops('withdrawal', 'approve', w.reference);
    const [status, body] = await confirm(m, { withdrawalId: w.id, outcome: 'received' });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.withdrawalConfirm));
    expect(body.value).toMatchObject({ status: 'received', receivedAmount: 60_000, remainingAmount: 0, confirmBy: null });
    await k.refused(() => confirm(m, { withdrawalId: w.id, outcome: 'notReceived' }), 409, 'money.withdrawal.state');
    expect((await k.ops('withdrawal', 'refund', w.reference)).ok).toBe(false);
  });

  it('partlyReceived needs 1 ≤ receivedAmount < amount; the operator refunds the rest once', async () => {
    const m = await payer(100_000);
    const w = await paid(m);
    for (const receivedAmount of [0, 60_000, 70_000, -1, 1.5, '100', undefined]) {
      await k.refused(() => confirm(m, { withdrawalId: w.id, outcome: 'partlyReceived', receivedAmount }), 400, 'money.withdrawal.received_amount');
    }
    const [, body] = await confirm(m, { withdrawalId: w.id, outcome: 'partlyReceived', receivedAmount: 45_000 });
    expect(body.value).toMatchObject({ status: 'partlyReceived', receivedAmount: 45_000, remainingAmount: 15_000 });
    expect(await k.ops('withdrawal', 'refund', w.reference)).toMatchObject({ ok: true, output: expect.stringContaining('P 150.00') });
    expect(await k.main(m.id)).toBe(40_000 + 15_000);
    expect((await k.ops('withdrawal', 'refund', w.reference)).ok).toBe(false);
    expect((await k.ops('withdrawal', 'close', w.reference)).ok).toBe(false);
    const [, list] = await k.get('/wps/withdrawal/list', m);
    expect(list.value.list[0]).toMatchObject({ status: 'refunded', refundedAmount: 15_000 });
  });

  it('notReceived needs a proof of the member\'s own; the operator may close it without a refund', async () => {
    const m = await payer(100_000);
    const other = await payer();
    const w = await paid(m);
    await k.refused(() => confirm(m, { withdrawalId: w.id, outcome: 'notReceived' }), 400, 'money.withdrawal.proof_required');
    const theirProof = (await (await upload(other, PNG)).json()).value.proofId;
    await k.refused(() => confirm(m, { withdrawalId: w.id, outcome: 'notReceived', proofId: theirProof }), 400, 'money.withdrawal.proof_required');
    const proofId = (await (await upload(m, JPG, 'photo.jpeg')).json()).value.proofId;
    const [, body] = await confirm(m, { withdrawalId: w.id, outcome: 'notReceived', proofId });
    expect(body.value).toMatchObject({ status: 'notReceived', receivedAmount: 0, remainingAmount: 60_000, hasProof: true });
    expect(await k.ops('withdrawal', 'close', w.reference)).toEqual({ ok: true, output: `withdrawal ${w.reference} closed without a refund` });
    expect(await k.main(m.id)).toBe(40_000);
    expect((await k.ops('withdrawal', 'refund', w.reference)).ok).toBe(false);
  });

  it('a notReceived case refunded gives the whole amount back', async () => {
    const m = await payer(100_000);
    const w = await paid(m);
    const proofId = (await (await upload(m, PNG)).json()).value.proofId;
    await confirm(m, { withdrawalId: w.id, outcome: 'notReceived', proofId });
    expect((await k.ops('withdrawal', 'refund', w.reference)).ok).toBe(true);
    expect(await k.main(m.id)).toBe(100_000);
  });

  it('someone else\'s withdrawal answers exactly like a missing one', async () => {
    const owner = await payer();
    const w = await paid(owner);
    const other = await k.member();
    const theirs = await k.refused(() => confirm(other, { withdrawalId: w.id, outcome: 'received' }), 404, 'money.withdrawal.unknown');
    const missing = await k.refused(() => confirm(other, { withdrawalId: '00000000-0000-0000-0000-000000000000', outcome: 'received' }), 404, 'money.withdrawal.unknown');
    expect(theirs).toEqual(missing);
    await k.refused(() => confirm(other, { withdrawalId: w.id, outcome: 'maybe' }), 400, 'request_param_err');
  });

  it('auto-receive: a paid withdrawal past confirmBy becomes autoReceived exactly once; the member can no longer answer', async () => {
    const m = await payer();
    const w = await paid(m);
    const deps = moneyDeps();
    k.clock.advance(59 * 60_000);
    await autoReceiveWithdrawals(deps);
    expect((await k.get('/wps/withdrawal/list', m))[1].value.list[0].status).toBe('paid');
    k.clock.advance(60_000);
    await k.refused(() => confirm(m, { withdrawalId: w.id, outcome: 'notReceived' }), 409, 'money.withdrawal.state');
    const [a, b] = await Promise.all([autoReceiveWithdrawals(deps), autoReceiveWithdrawals(deps)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await autoReceiveWithdrawals(deps)).toBe(0);
    expect(await k.ops('withdrawal', 'auto-receive')).toEqual({ ok: true, output: '0 paid withdrawal(s) past their confirmation time marked autoReceived' });
    const [, list] = await k.get('/wps/withdrawal/list', m);
    expect(list.value.list[0]).toMatchObject({ status: 'autoReceived', receivedAmount: 60_000, remainingAmount: 0 });
    expect((await k.ops('withdrawal', 'refund', w.reference)).ok).toBe(false);
  });

  it('ops lists open withdrawals', async () => {
    const m = await payer();
    const w = await pending(m);
    const out = await k.ops('withdrawal', 'list');
    expect(out.ok).toBe(true);
    expect(out.output).toMatch(new RegExp(`${w.reference}  ${m.username}  bKash \\*\\*\\*\\*3456  P 600\\.00  pending`));
  });
});

describe('PUT /wps/withdrawal/proof', () => {
  it('stores a png or jpg (by its bytes) and answers its id', async () => {
    const m = await k.member();
    const res = await upload(m, PNG, 'anything.txt');
    expect(res.status).toBe(200);
    const body = await res.json();
    assert(body.value, await responseStruct(endpoints.withdrawalProof));
    const row = await d.db.selectFrom('withdrawal_proofs').selectAll().where('id', '=', body.value.proofId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: m.id, content_type: 'image/png', size: PNG.length });
    expect(Buffer.from(row.data)).toEqual(Buffer.from(PNG));
  });

  it('refuses other types whatever their name says (400 money.proof.type)', async () => {
    const m = await k.member();
    const before = await k.count('withdrawal_proofs');
    for (const bytes of [Buffer.from('GIF89a....'), Buffer.from('%PDF-1.7'), Buffer.from('just text'), new Uint8Array(0), PNG.slice(0, 4)]) {
      const res = await upload(m, bytes, 'proof.png');
      expect([res.status, (await res.json()).errorCode]).toEqual([400, 'money.proof.type']);
    }
    expect(await k.count('withdrawal_proofs')).toBe(before);
  });

  it('refuses more than 5 MB with 413 money.proof.size; a declared oversized body is refused before it is read', async () => {
    const m = await k.member();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(m, big);
    expect([res.status, (await res.json()).errorCode]).toEqual([413, 'money.proof.size']);
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(PNG);
    expect((await upload(m, exact)).status).toBe(200);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const declared = await k.t.call('/wps/withdrawal/proof', {
      method: 'PUT',
      headers: { Authorization: m.token, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect([declared.status, (await declared.json()).errorCode]).toEqual([413, 'money.proof.size']);
    expect(pulled).toBeLessThan(3);
    const streamed = await k.t.call('/wps/withdrawal/proof', {
      method: 'PUT',
      headers: { Authorization: m.token, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: new ReadableStream<Uint8Array>({
        pull(c) {
          pulled++;
          c.enqueue(new Uint8Array(1024 * 1024));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect([streamed.status, (await streamed.json()).errorCode]).toEqual([413, 'money.proof.size']);
  });

  it('needs a multipart `file` field and a token', async () => {
    const m = await k.member();
    const form = new FormData();
    form.append('other', 'x');
    const res = await k.t.call('/wps/withdrawal/proof', { method: 'PUT', headers: { Authorization: m.token }, body: form });
    expect([res.status, (await res.json()).errorCode]).toEqual([400, 'request_param_err']);
    const json = await k.t.call('/wps/withdrawal/proof', { method: 'PUT', headers: { Authorization: m.token, 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    const anon = await k.t.call('/wps/withdrawal/proof', { method: 'PUT', body: new FormData() });
    expect(anon.status).toBe(401);
  });
});
