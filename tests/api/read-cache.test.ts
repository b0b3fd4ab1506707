import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ledgerAccount } from '../../server/domain/money/ledger';
import { json, makeTestApp } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { LOGIN_PASSWORD, makeMoneyKit, type Member, PAY_PASSWORD } from './money-kit';
import { useKit } from './accounts-kit';

/**
 * The process-local read caches (server/domain/read-cache.ts) with the caches ON: every
 * change made through this process is seen by the very next request; a change made behind
 * its back (another process on the same database) is seen once the TTL has passed.
 */
const TTL = 1000;
const { d, k } = useKit((d) => makeMoneyKit(d, { readCache: { sessionMs: TTL, balanceMs: TTL } }));

const balance = async (m: Member) => {
  const [status, body] = await k.get('/wps/v2/wallets/balance', m);
  expect(status).toBe(200);
  return body.value as { sumBalance: number; wallets: { code: string; balance: number }[] };
};
const main = async (m: Member) => (await balance(m)).wallets.find((w) => w.code === 'MAIN')!.balance;
const info = (token: string) => k.t.call('/wps/member/info', { headers: { Authorization: token } });

/** Another process writing the database: no invalidation reaches this one. */
const behindItsBack = {
  credit: (userId: string, amount: number) =>
    sql`update ledger_accounts set balance = balance + ${amount} where id = ${ledgerAccount.wallet(TEST_MERCHANT, userId).id}`.execute(d.db),
  endSessions: (userId: string, reason: string) =>
    sql`update sessions set ended_at = now(), end_reason = ${reason} where user_id = ${userId} and ended_at is null`.execute(d.db),
};

describe('the caches are on', () => {
  it('serve a balance and a session from memory within the TTL, and from the db after it', async () => {
    const m = await k.member({ funds: 10_000 });
    expect(await main(m)).toBe(10_000);
    await behindItsBack.credit(m.id, 100);
    await behindItsBack.endSessions(m.id, 'replaced');
    // Still within the TTL: the cached session and balance answer.
    k.clock.advance(TTL - 1);
    expect(await main(m)).toBe(10_000);
    // Past it: both are read again.
    k.clock.advance(1);
    const res = await info(m.token);
    expect(res.status).toBe(401);
    expect((await json(res)).errorCode).toBe('login.not.session');
    await behindItsBack.credit(m.id, -100);
  });

  it('see a balance changed behind their back once the TTL has passed', async () => {
    const m = await k.member({ funds: 10_000 });
    expect(await main(m)).toBe(10_000);
    await behindItsBack.credit(m.id, 700);
    expect(await main(m)).toBe(10_000);
    k.clock.advance(TTL);
    expect(await main(m)).toBe(10_700);
    await behindItsBack.credit(m.id, -700);
  });

  it('are per app and can be turned off: with 0 every request reads the db', async () => {
    const m = await k.member({ funds: 10_000 });
    const off = makeTestApp({ db: d.db, clock: k.clock, config: { readCache: { sessionMs: 0, balanceMs: 0 } } });
    const get = async () => (await json(await off.call('/wps/v2/wallets/balance', { headers: { Authorization: m.token } }))).value.sumBalance;
    expect(await get()).toBe(10_000);
    await behindItsBack.credit(m.id, 5);
    expect(await get()).toBe(10_005);
    await behindItsBack.credit(m.id, -5);
  });
});

describe('sessions changed in this process are seen by the very next request', () => {
  it('a new login makes the old token answer 401 login.not.session', async () => {
    const m = await k.member();
    expect((await info(m.token)).status).toBe(200); // cached now
    const login = await json(await k.login(m.username, LOGIN_PASSWORD, { ip: '127.0.0.1' }));
    expect(login.success).toBe(true);
    const old = await info(m.token);
    expect(old.status).toBe(401);
    expect((await json(old)).errorCode).toBe('login.not.session');
    expect((await info(login.value.token)).status).toBe(200);
  });

  it('logout ends the token at once', async () => {
    const m = await k.member();
    expect((await info(m.token)).status).toBe(200);
    const out = await k.t.call('/wps/session/logout', { method: 'DELETE', headers: { Authorization: m.token } });
    expect(out.status).toBe(200);
    const after = await info(m.token);
    expect(after.status).toBe(401);
    expect((await json(after)).errorCode).toBe('login.required');
  });

  it('a refusal is never cached: a session found ended answers so on every request', async () => {
    const m = await k.member();
    await behindItsBack.endSessions(m.id, 'logout');
    for (let i = 0; i < 2; i++) expect((await info(m.token)).status).toBe(401);
  });
});

describe('balances changed in this process are seen by the very next read', () => {
  it('a wallet transfer', async () => {
    const m = await k.member({ funds: 50_000 });
    expect((await balance(m)).sumBalance).toBe(50_000);
    const [status] = await k.send('POST', '/wps/relay/GCS_walletTransfer', { requestId: k.rid(), from: 'MAIN', to: 'EVO', amount: 20_000 }, m);
    expect(status).toBe(200);
    const after = await balance(m);
    expect(after.wallets.slice(0, 2)).toEqual([
      expect.objectContaining({ code: 'MAIN', balance: 30_000 }),
      expect.objectContaining({ code: 'EVO', balance: 20_000 }),
    ]);
  });

  it('a transfer to the upline, on both sides', async () => {
    const agent = await k.member({ type: 1, funds: 1_000 });
    const member = await k.member({ upline: agent.id, funds: 10_000 });
    expect(await main(agent)).toBe(1_000);
    expect(await main(member)).toBe(10_000);
    const [status] = await k.seal('POST', '/wps/transfer/upline', { requestId: k.rid(), amount: 2_500, paymentPassword: PAY_PASSWORD }, member);
    expect(status).toBe(200);
    expect(await main(member)).toBe(7_500);
    expect(await main(agent)).toBe(3_500);
  });

  it('a deposit approved by the operator', async () => {
    const m = await k.member({ funds: 1_000 });
    expect(await main(m)).toBe(1_000);
    const [status, dep] = await k.send('POST', '/wps/deposit', { requestId: k.rid(), channel: 'BKASH', amount: 50_000 }, m);
    expect(status).toBe(200);
    expect(await main(m)).toBe(1_000);
    expect((await k.ops('deposit', 'approve', dep.value.reference)).ok).toBe(true);
    expect(await main(m)).toBe(51_000);
  });

  it('a withdrawal request, and its rejection by the operator', async () => {
    const m = await k.member({ funds: 200_000, payeeName: 'Rahim Uddin' });
    const [s1, acct] = await k.seal('PUT', '/wps/member/payout-accounts', { provider: 'BKASH', accountNo: '01711123456', payeeName: 'Rahim Uddin', paymentPassword: PAY_PASSWORD }, m);
    expect(s1).toBe(200);
    expect(await main(m)).toBe(200_000);
    const [s2, w] = await k.seal('POST', '/wps/withdrawal', { requestId: k.rid(), payoutAccountId: acct.value.id, amount: 60_000, paymentPassword: PAY_PASSWORD }, m);
    expect(s2).toBe(200);
    expect(await main(m)).toBe(140_000);
    expect((await k.ops('withdrawal', 'reject', w.value.reference)).ok).toBe(true);
    expect(await main(m)).toBe(200_000);
  });

  it('a bet through the dev route', async () => {
    const m = await k.member({ funds: 10_000 });
    expect(await main(m)).toBe(10_000);
    const [status, bet] = await k.send('POST', '/dev/bet', { requestId: k.rid(), wallet: 'MAIN', stake: 1_000, payout: 0, category: 'SPORTS' }, m);
    if (status !== 200) throw new Error(`dev bet: ${status} ${JSON.stringify(bet)}`);
    expect(await main(m)).toBe(9_000);
  });
});
