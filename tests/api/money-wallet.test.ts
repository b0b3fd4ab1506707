import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { responseStruct } from '../../src/api/endpoints';
import { moneyEndpoints as endpoints } from '../../src/api/money-endpoints';

type EndpointName = keyof typeof endpoints;
import { sql } from 'kysely';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { json } from '../../server/testing/test-app';
import { makeMoneyKit, type Member } from './money-kit';
import { useKit } from './accounts-kit';

const { d, k } = useKit(makeMoneyKit);

const BAD_AMOUNTS: unknown[] = [0, -100, 1.5, '100', 1e13, 2 ** 53, null, true, [], {}];
const MONEY_ENDPOINTS = (Object.keys(endpoints) as EndpointName[]).filter((n) => {
  const path = endpoints[n].path;
  return /^\/wps\/(v2\/wallets|relay\/(MCSFE_merchantWallet|GCS_walletTransfer)|deposit|member\/(security|password\/payment|bind|profile|payout-accounts)|verification\/bind|withdrawal|transfer|records)/.test(path);
});
/** What a trial account may use (docs/money.md): its balance, the merchant wallet, its records. */
const TRIAL_OK = new Set<EndpointName>(['walletBalance', 'merchantWallet', 'betRecords', 'accountRecords', 'profitReport', 'bonusRecords']);

async function request(name: EndpointName, m?: Member): Promise<Response> {
  const ep = endpoints[name];
  if (ep.encrypted) return k.sealed(ep.method, ep.path, {}, { token: m?.token });
  return k.t.call(ep.path, { method: ep.method, headers: m ? { Authorization: m.token } : {}, ...(ep.method === 'GET' ? {} : { body: '{}' }) });
}

describe('every money endpoint', () => {
  it('is in the registry with a token: 26 endpoints', () => {
    expect(MONEY_ENDPOINTS).toHaveLength(26);
    for (const n of MONEY_ENDPOINTS) expect(endpoints[n].token, n).toBe(true);
  });

  it('answers 401 login.required without a token, and writes nothing', async () => {
    const before = await k.postings();
    for (const n of MONEY_ENDPOINTS) {
      const res = await request(n);
      expect([n, res.status, (await json(res)).errorCode]).toEqual([n, 401, 'login.required']);
    }
    expect(await k.postings()).toBe(before);
  });

  it('answers 403 in_need_true_account to a trial account, except balance, merchant wallet and records', async () => {
    const res = await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip: '10.66.0.1' });
    const trial = { id: '', username: '', token: (await json(res)).value.token as string };
    const before = await k.postings();
    for (const n of MONEY_ENDPOINTS) {
      if (TRIAL_OK.has(n)) continue;
      const r = await request(n, trial);
      expect([n, r.status, (await json(r)).errorCode]).toEqual([n, 403, 'in_need_true_account']);
    }
    expect(await k.postings()).toBe(before);
    const [status, balance] = await k.get('/wps/v2/wallets/balance', trial);
    expect(status).toBe(200);
    expect(balance.value.sumBalance).toBe(200_000);
    const [, records] = await k.get('/wps/records/bonus?start=2026-03-01&end=2026-03-01', trial);
    expect(records.value.list).toEqual([expect.objectContaining({ name: 'Free play credit', amount: 200_000 })]);
  });
});

describe('free play credit', () => {
  it('is a ledger posting promotions → MAIN written with the account', async () => {
    const res = await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip: '10.66.0.2' });
    const token = (await json(res)).value.token;
    const info = (await json(await k.t.call('/wps/member/info', { headers: { Authorization: token } }))).value;
    const rows = await d.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .select(['p.account_id', 'p.amount', 't.kind'])
      .where('t.user_id', '=', info.id)
      .orderBy('p.account_id')
      .execute();
    expect(rows.map((r) => [r.account_id, Number(r.amount), r.kind])).toEqual([
      [`sys:${TEST_MERCHANT}:promotions`, -200_000, 'freeplayCredit'],
      [`w:${info.id}:MAIN`, 200_000, 'freeplayCredit'],
    ]);
  });
});

describe('GET /wps/v2/wallets/balance and the merchant wallet', () => {
  it('lists MAIN and every vendor wallet, unused ones at 0, with sumBalance', async () => {
    const m = await k.member({ funds: 123_456 });
    const [status, body] = await k.get('/wps/v2/wallets/balance', m);
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.walletBalance));
    expect(body.value).toEqual({
      sumBalance: 123_456,
      currency: { symbol: 'P', scale: 2 },
      isSingle: false,
      wallets: [
        { code: 'MAIN', name: 'Main wallet', balance: 123_456 },
        { code: 'EVO', name: 'Evolution', balance: 0 },
        { code: 'PG', name: 'PG Soft', balance: 0 },
        { code: 'SABA', name: 'SABA Sports', balance: 0 },
      ],
    });
  });

  it('says which wallets the merchant has', async () => {
    const [, body] = await k.get('/wps/relay/MCSFE_merchantWallet', await k.member());
    assert(body.value, await responseStruct(endpoints.merchantWallet));
    expect(body.value.isSingle).toBe(false);
    expect(body.value.wallets.map((w: { code: string }) => w.code)).toEqual(['MAIN', 'EVO', 'PG', 'SABA']);
  });
});

describe('GCS_walletTransfer', () => {
  const transfer = (m: Member, p: Record<string, unknown>) => k.send('POST', '/wps/relay/GCS_walletTransfer', p, m);

  it('moves money MAIN → vendor and back, answering the balances after it', async () => {
    const m = await k.member({ funds: 50_000 });
    const [status, body] = await transfer(m, { requestId: k.rid(), from: 'MAIN', to: 'EVO', amount: 20_000 });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.walletTransfer));
    expect(body.value.balance.wallets.slice(0, 2)).toEqual([
      { code: 'MAIN', name: 'Main wallet', balance: 30_000 },
      { code: 'EVO', name: 'Evolution', balance: 20_000 },
    ]);
    const [, back] = await transfer(m, { requestId: k.rid(), from: 'EVO', to: 'MAIN', amount: 5_000 });
    expect(back.value.balance.sumBalance).toBe(50_000);
    expect(await k.main(m.id)).toBe(35_000);
  });

  it('refuses amounts that are not whole minor units from 1 to 10^12 with money.amount.invalid', async () => {
    const m = await k.member({ funds: 50_000 });
    for (const amount of BAD_AMOUNTS) {
      await k.refused(() => transfer(m, { requestId: k.rid(), from: 'MAIN', to: 'EVO', amount }), 400, 'money.amount.invalid');
    }
    await k.refused(() => transfer(m, { requestId: k.rid(), from: 'MAIN', to: 'EVO' }), 400, 'money.amount.invalid');
  });

  it('refuses a missing or malformed requestId with money.request_id.invalid', async () => {
    const m = await k.member({ funds: 50_000 });
    for (const requestId of [undefined, 'short', 'has space here', 'x'.repeat(65), 12345678, 'émoji-keys-x']) {
      await k.refused(() => transfer(m, { requestId, from: 'MAIN', to: 'EVO', amount: 100 }), 400, 'money.request_id.invalid');
    }
  });

  it('refuses wallets other than MAIN ↔ one vendor wallet with money.wallet.unknown', async () => {
    const m = await k.member({ funds: 50_000 });
    const other = await k.member({ funds: 50_000 });
    for (const [from, to] of [
      ['MAIN', 'MAIN'],
      ['EVO', 'PG'],
      ['MAIN', 'XYZ'],
      ['', 'EVO'],
      [`w:${other.id}:MAIN`, 'EVO'],
      ['MAIN', `w:${other.id}:MAIN`],
    ]) {
      await k.refused(() => transfer(m, { requestId: k.rid(), from, to, amount: 100 }), 400, 'money.wallet.unknown');
    }
    await k.refused(() => transfer(m, { requestId: k.rid(), to: 'EVO', amount: 100 }), 400, 'request_param_err');
    expect(await k.main(other.id)).toBe(50_000);
  });

  it('refuses to overdraw with 409 money.balance.insufficient', async () => {
    const m = await k.member({ funds: 1_000 });
    await k.refused(() => transfer(m, { requestId: k.rid(), from: 'MAIN', to: 'EVO', amount: 1_001 }), 409, 'money.balance.insufficient');
    await k.refused(() => transfer(m, { requestId: k.rid(), from: 'EVO', to: 'MAIN', amount: 1 }), 409, 'money.balance.insufficient');
    expect(await k.main(m.id)).toBe(1_000);
  });

  it('takes effect once per requestId: the same request again answers the same result; other parameters are 409', async () => {
    const m = await k.member({ funds: 10_000 });
    const requestId = k.rid();
    const before = await k.postings();
    const [s1, first] = await transfer(m, { requestId, from: 'MAIN', to: 'EVO', amount: 4_000 });
    const [s2, again] = await transfer(m, { requestId, from: 'MAIN', to: 'EVO', amount: 4_000 });
    expect([s1, s2]).toEqual([200, 200]);
    expect(again.value).toEqual(first.value);
    expect(await k.postings()).toBe(before + 2);
    expect(await k.main(m.id)).toBe(6_000);
    await k.refused(() => transfer(m, { requestId, from: 'MAIN', to: 'EVO', amount: 4_001 }), 409, 'money.idempotency.conflict');
    await k.refused(() => transfer(m, { requestId, from: 'MAIN', to: 'PG', amount: 4_000 }), 409, 'money.idempotency.conflict');
    // Keys are per member: another member may use the same one.
    const other = await k.member({ funds: 10_000 });
    expect((await transfer(other, { requestId, from: 'MAIN', to: 'EVO', amount: 4_000 }))[0]).toBe(200);
  });

  it('a refused request stores nothing: the key can be retried once the input is fixed', async () => {
    const m = await k.member({ funds: 1_000 });
    const requestId = k.rid();
    await k.refused(() => transfer(m, { requestId, from: 'MAIN', to: 'EVO', amount: 5_000 }), 409, 'money.balance.insufficient');
    expect((await transfer(m, { requestId, from: 'MAIN', to: 'EVO', amount: 500 }))[0]).toBe(200);
  });

  it('20 racing transfers of the whole balance: exactly one succeeds, the balance never goes negative', async () => {
    const m = await k.member({ funds: 7_000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(m, { requestId: k.rid(), from: 'MAIN', to: 'SABA', amount: 7_000 })));
    const statuses = results.map(([s]) => s);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter(([s, b]) => s === 409 && b.errorCode === 'money.balance.insufficient')).toHaveLength(19);
    expect(await k.main(m.id)).toBe(0);
    const [, bal] = await k.get('/wps/v2/wallets/balance', m);
    expect(bal.value.wallets.find((w: { code: string }) => w.code === 'SABA').balance).toBe(7_000);
  });

  it('the same requestId sent 10 times at once moves the money once', async () => {
    const m = await k.member({ funds: 9_000 });
    const requestId = k.rid();
    const results = await Promise.all(Array.from({ length: 10 }, () => transfer(m, { requestId, from: 'MAIN', to: 'PG', amount: 3_000 })));
    expect(results.map(([s]) => s)).toEqual(Array(10).fill(200));
    expect(new Set(results.map(([, b]) => b.value.transactionId)).size).toBe(1);
    expect(await k.main(m.id)).toBe(6_000);
  });

  it('on a single-wallet merchant there is only MAIN and a transfer is 409 money.wallet.single', async () => {
    const m = await k.member({ funds: 5_000 });
    const setSingle = (on: boolean) =>
      sql`update merchants set profile = jsonb_set(profile, '{money,isSingle}', to_jsonb(${on}::boolean)) where code = ${TEST_MERCHANT}`.execute(d.db);
    await setSingle(true);
    k.t.cache.invalidate();
    try {
      await k.refused(() => transfer(m, { requestId: k.rid(), from: 'MAIN', to: 'EVO', amount: 100 }), 409, 'money.wallet.single');
      const [, bal] = await k.get('/wps/v2/wallets/balance', m);
      expect(bal.value).toMatchObject({ isSingle: true, sumBalance: 5_000, wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 5_000 }] });
    } finally {
      await setSingle(false);
      k.t.cache.invalidate();
    }
  });
});

describe('transfers to the upline and to downlines', () => {
  const up = (m: Member, p: Record<string, unknown>) => k.seal('POST', '/wps/transfer/upline', p, m);
  const down = (m: Member, p: Record<string, unknown>) => k.seal('POST', '/wps/transfer/downline', p, m);

  it('transfer info names the upline; an agent sees its direct downlines only', async () => {
    const agent = await k.member({ type: 1 });
    const member = await k.member({ upline: agent.id });
    await k.member({ upline: member.id });
    const [, info] = await k.get('/wps/transfer/info', member);
    assert(info.value, await responseStruct(endpoints.transferInfo));
    expect(info.value).toEqual({ upline: { account: agent.username, nickname: agent.username }, toUpline: true, downlines: [] });
    const [, agentInfo] = await k.get('/wps/transfer/info', agent);
    expect(agentInfo.value).toEqual({ upline: null, toUpline: false, downlines: [{ account: member.username, nickname: member.username }] });
  });

  it('moves MAIN to the upline\'s MAIN with the payment password', async () => {
    const agent = await k.member({ type: 1 });
    const member = await k.member({ upline: agent.id, funds: 10_000 });
    const [status, body] = await up(member, { requestId: k.rid(), amount: 2_500, paymentPassword: '246810' });
    expect(status).toBe(200);
    assert(body.value, await responseStruct(endpoints.transferUpline));
    expect(body.value.balance.sumBalance).toBe(7_500);
    expect(await k.main(agent.id)).toBe(2_500);
    const [, rec] = await k.get('/wps/records/transactions?start=2026-03-01&end=2026-03-01&type=uplineTransfer', agent);
    expect(rec.value.list).toEqual([expect.objectContaining({ type: 'uplineTransfer', wallet: 'MAIN', amount: 2_500, balanceAfter: 2_500 })]);
  });

  it('refuses without an upline (403), with a wrong or unset payment password, bad amounts and overdrafts', async () => {
    const agent = await k.member({ type: 1 });
    const member = await k.member({ upline: agent.id, funds: 1_000 });
    const orphan = await k.member({ funds: 1_000 });
    await k.refused(() => up(orphan, { requestId: k.rid(), amount: 100, paymentPassword: '246810' }), 403, 'money.transfer.upline');
    await k.refused(() => up(member, { requestId: k.rid(), amount: 100, paymentPassword: '999999' }), 400, 'money.payment_password.wrong');
    await k.refused(() => up(member, { requestId: k.rid(), amount: 100 }), 400, 'request_param_err');
    const noPw = await k.member({ upline: agent.id, funds: 1_000, paymentPassword: null });
    await k.refused(() => up(noPw, { requestId: k.rid(), amount: 100, paymentPassword: '246810' }), 409, 'money.payment_password.not_set');
    for (const amount of BAD_AMOUNTS) await k.refused(() => up(member, { requestId: k.rid(), amount, paymentPassword: '246810' }), 400, 'money.amount.invalid');
    await k.refused(() => up(member, { requestId: k.rid(), amount: 1_001, paymentPassword: '246810' }), 409, 'money.balance.insufficient');
    await k.refused(() => up(member, { requestId: 'bad', amount: 100, paymentPassword: '246810' }), 400, 'money.request_id.invalid');
  });

  it('lets an agent send to a direct downline only; anyone else is the same 404', async () => {
    const agent = await k.member({ type: 1, funds: 10_000 });
    const direct = await k.member({ upline: agent.id });
    const indirect = await k.member({ upline: direct.id });
    const otherAgent = await k.member({ type: 2 });
    const stranger = await k.member({ upline: otherAgent.id });
    const [status, body] = await down(agent, { requestId: k.rid(), downline: direct.username.toUpperCase(), amount: 3_000, paymentPassword: '246810' });
    expect(status).toBe(200);
    expect(body.value.balance.sumBalance).toBe(7_000);
    expect(await k.main(direct.id)).toBe(3_000);
    const bodies = [];
    for (const name of [indirect.username, stranger.username, 'nobody-here', otherAgent.username, agent.username]) {
      bodies.push(await k.refused(() => down(agent, { requestId: k.rid(), downline: name, amount: 100, paymentPassword: '246810' }), 404, 'money.transfer.downline'));
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('refuses a downline transfer by a non-agent with 403 money.transfer.agent_only', async () => {
    const member = await k.member({ funds: 1_000 });
    const sub = await k.member({ upline: member.id });
    await k.refused(() => down(member, { requestId: k.rid(), downline: sub.username, amount: 100, paymentPassword: '246810' }), 403, 'money.transfer.agent_only');
  });
});
