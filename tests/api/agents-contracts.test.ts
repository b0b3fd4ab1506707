import { assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints as e } from '../../src/api/agent-endpoints';
import { responseStruct } from '../../src/api/endpoints';
import type { ContractKind, ContractTier } from '../../src/api/schemas/agent';
import { AGENTS } from '../../src/config/agents';
import { json } from '../../server/db/json';
import { seedUserId } from '../../server/db/seed-accounts';
import { AGENT02_DAILY_OFFER } from '../../server/db/seed-data/contracts';
import { firstTierAbove, normalizeTiers, payFor, uplineRateAt } from '../../server/domain/agents/contracts/tiers';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeAgentKit, tier } from './agents-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

/**
 * Contract rules (docs/agents.md "Contracts"), each on both sides of its boundary: the
 * upline's own valid contract; rate equal vs one bps above the upline's at the same
 * thresholds; thresholds just below vs at; one pending offer and one valid contract per kind
 * and pair; direct downline agents only; answer by the downline only; the cascade of
 * terminations; disabled kinds; consolidated and the relays.
 */


/** agent01-like upline daily tiers: P 1,000 → 1.00%, P 10,000 → 1.50%. */
const UPLINE_DAILY = [tier({ betDaily: 100_000, rate: 100 }), tier({ betDaily: 1_000_000, rate: 150 })];

async function grant(m: Member, kind: ContractKind, tiers: ContractTier[]) {
  const r = await k.ops('agents', 'contract', 'grant', m.username, kind, JSON.stringify(tiers));
  expect(r.ok, r.output).toBe(true);
  return /contract (\S+):/.exec(r.output)![1]!;
}
const offer = (from: Member, to: Member | string, kind: ContractKind, tiers: ContractTier[]) =>
  k.send('PUT', e.contractOffer.path, { kind, downline: typeof to === 'string' ? to : to.username, tiers }, from);
const answer = (m: Member, id: string, accept: boolean) => k.send('POST', e.contractAnswer.path, { id, accept }, m);
const end = (m: Member, id: string) => k.send('POST', e.contractEnd.path, { id }, m);
const statusOf = async (id: string) => (await d.db.selectFrom('contracts').select(['status', 'ended_by']).where('id', '=', id).executeTakeFirstOrThrow());
const messagesOf = async (m: Member) =>
  (await d.db.selectFrom('member_messages').select(['kind', 'ref', 'title', 'body']).where('user_id', '=', m.id).orderBy('id').execute());

async function offered(from: Member, to: Member, kind: ContractKind, tiers: ContractTier[]): Promise<string> {
  const [s, b] = await offer(from, to, kind, tiers);
  expect(s, JSON.stringify(b)).toBe(200);
  assert(b.value, await responseStruct(e.contractOffer));
  return b.value.id;
}
async function accepted(from: Member, to: Member, kind: ContractKind, tiers: ContractTier[]): Promise<string> {
  const id = await offered(from, to, kind, tiers);
  const [s, b] = await answer(to, id, true);
  expect(s, JSON.stringify(b)).toBe(200);
  expect(b.value.status).toBe('valid');
  return id;
}

const { d, k } = useKit(makeAgentKit);

describe('tiers (pure rules)', () => {
  it('the upline rate at a downline tier: its best tier whose every threshold is ≤ (null = 0)', () => {
    expect(uplineRateAt('daily', UPLINE_DAILY, tier({ betDaily: 99_999, rate: 1 }))).toBe(-1);
    expect(uplineRateAt('daily', UPLINE_DAILY, tier({ betDaily: 100_000, rate: 1 }))).toBe(100);
    expect(uplineRateAt('daily', UPLINE_DAILY, tier({ betDaily: 999_999, rate: 1 }))).toBe(100);
    expect(uplineRateAt('daily', UPLINE_DAILY, tier({ betDaily: 1_000_000, rate: 1 }))).toBe(150);
    // A requirement the upline does not have does not lower its rate; one the downline lacks does.
    expect(uplineRateAt('daily', UPLINE_DAILY, tier({ betDaily: 100_000, activeMembers: 5, rate: 1 }))).toBe(100);
    expect(uplineRateAt('daily', [tier({ betDaily: 100_000, activeMembers: 2, rate: 100 })], tier({ betDaily: 100_000, rate: 1 }))).toBe(-1);
    expect(firstTierAbove('daily', UPLINE_DAILY, [tier({ betDaily: 100_000, rate: 100 }), tier({ betDaily: 1_000_000, rate: 150 })])).toBe(-1);
    expect(firstTierAbove('daily', UPLINE_DAILY, [tier({ betDaily: 100_000, rate: 100 }), tier({ betDaily: 1_000_000, rate: 151 })])).toBe(1);
  });

  it('a period reaches a tier at its threshold, not one below; the best reached rate pays ⌊base × rate / 10000⌋', () => {
    const m = (validBet: number, extra: Partial<{ profitLoss: number; activeMembers: number; maxBet: number }> = {}) => ({
      validBet,
      profitLoss: 0,
      activeMembers: 0,
      maxBet: 0,
      ...extra,
    });
    expect(payFor('daily', UPLINE_DAILY, m(99_999))).toEqual({ rateBps: 0, base: 99_999, amount: 0 });
    expect(payFor('daily', UPLINE_DAILY, m(100_000))).toEqual({ rateBps: 100, base: 100_000, amount: 1_000 });
    expect(payFor('daily', UPLINE_DAILY, m(1_000_001))).toEqual({ rateBps: 150, base: 1_000_001, amount: 15_000 });
    const div = [tier({ periodProfitLoss: 50_000, lossRate: 1_000, rate: 2_000 })];
    // Net loss 50,000 on 500,000 valid bet: loss rate exactly 10.00%.
    expect(payFor('dividend', div, m(500_000, { profitLoss: -50_000 }))).toEqual({ rateBps: 2_000, base: 50_000, amount: 10_000 });
    expect(payFor('dividend', div, m(500_001, { profitLoss: -50_000 })).rateBps).toBe(0);
    expect(payFor('dividend', div, m(500_000, { profitLoss: -49_999 })).rateBps).toBe(0);
    // A team that won: no dividend base at all.
    expect(payFor('dividend', [tier({ rate: 2_000 })], m(500_000, { profitLoss: 10 }))).toEqual({ rateBps: 2_000, base: 0, amount: 0 });
    const rt = [tier({ periodValidBet: 10_000, singleBet: 5_000, rate: 50 })];
    expect(payFor('realtime', rt, m(10_000, { maxBet: 4_999 })).rateBps).toBe(0);
    expect(payFor('realtime', rt, m(10_000, { maxBet: 5_000 })).amount).toBe(50);
  });

  it('normalizes: sorted by thresholds, refuses fields of another kind, negatives, fractions, duplicates, too many, empty, rate above the maximum', () => {
    expect(normalizeTiers('daily', [tier({ betDaily: 1_000_000, rate: 150 }), tier({ betDaily: 100_000, rate: 100 })]).map((t) => t.betDaily)).toEqual([100_000, 1_000_000]);
    const bad = (tiers: ContractTier[]) => {
      try {
        normalizeTiers('daily', tiers);
        return 'accepted';
      } catch (err) {
        return (err as { value?: { reason: string } }).value?.reason;
      }
    };
    expect(bad([tier({ singleBet: 10, rate: 1 })])).toBe('notForKind');
    expect(bad([tier({ betDaily: -1, rate: 1 })])).toBe('threshold');
    expect(bad([tier({ betDaily: 1.5, rate: 1 })])).toBe('threshold');
    expect(bad([tier({ lossRate: 10_001, rate: 1 })])).toBe('threshold');
    expect(bad([tier({ betDaily: 5, rate: 1 }), tier({ betDaily: 5, rate: 2 })])).toBe('duplicate');
    expect(bad([tier({ betDaily: null, rate: 1 }), tier({ betDaily: 0, rate: 2 })])).toBe('duplicate');
    expect(bad(Array.from({ length: AGENTS.maxTiers + 1 }, (_, i) => tier({ betDaily: i, rate: 1 })))).toBe('tooMany');
    expect(bad(Array.from({ length: AGENTS.maxTiers }, (_, i) => tier({ betDaily: i, rate: 1 })))).toBe('accepted');
    expect(bad([])).toBe('empty');
    expect(bad([tier({ rate: AGENTS.maxRateBps + 1 })])).toBe('rate');
    expect(bad([tier({ rate: AGENTS.maxRateBps })])).toBe('accepted');
  });
});

describe('the seed', () => {
  it('gives agent01 the platform contracts of every kind and leaves agent02 an open daily-salary offer', async () => {
    const rows = await d.db.selectFrom('contracts').selectAll().where('downline_id', 'in', [seedUserId(TEST_MERCHANT, 'agent01'), seedUserId(TEST_MERCHANT, 'agent02')]).execute();
    const platform = rows.filter((r) => r.upline_id === null);
    expect(platform.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['daily', 'valid'],
      ['dividend', 'valid'],
      ['hourly', 'valid'],
      ['realtime', 'valid'],
    ]);
    const open = rows.filter((r) => r.upline_id !== null);
    expect(open.map((r) => [r.kind, r.status, r.upline_id, r.downline_id])).toEqual([
      ['daily', 'offered', seedUserId(TEST_MERCHANT, 'agent01'), seedUserId(TEST_MERCHANT, 'agent02')],
    ]);
    expect(open[0]!.tiers).toEqual(AGENT02_DAILY_OFFER);
    const msg = await d.db.selectFrom('member_messages').select('kind').where('user_id', '=', seedUserId(TEST_MERCHANT, 'agent02')).execute();
    expect(msg.map((m) => m.kind)).toContain('contract.offered');
  });
});

describe('offering', () => {
  let top: Member, sub: Member;
  beforeAll(async () => {
    top = await k.agent();
    sub = await k.agent({ upline: top });
  });

  it('needs the upline’s own valid contract of the kind: refused without it, allowed once granted', async () => {
    await k.refused(() => offer(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 50 })]), 409, 'agent.contract.no_own');
    await grant(top, 'daily', UPLINE_DAILY);
    const id = await offered(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 50 })]);
    expect((await end(top, id))[1].value.status).toBe('cancelled');
    // Another kind is still refused: the grant was for daily salary only.
    await k.refused(() => offer(top, sub, 'hourly', [tier({ betHourly: 100, rate: 1 })]), 409, 'agent.contract.no_own');
  });

  it('a tier may pay what the upline pays at the same thresholds, not one bps more', async () => {
    const cases: [ContractTier, 'ok' | number][] = [
      [tier({ betDaily: 100_000, rate: 100 }), 'ok'],
      [tier({ betDaily: 100_000, rate: 101 }), 100],
      [tier({ betDaily: 1_000_000, rate: 150 }), 'ok'],
      [tier({ betDaily: 1_000_000, rate: 151 }), 150],
      // Threshold one below the upline's second tier: only its first tier covers it.
      [tier({ betDaily: 999_999, rate: 101 }), 100],
      // Below every upline threshold: nothing covers a positive rate…
      [tier({ betDaily: 99_999, rate: 1 }), 0],
      // …and exactly at it, the first tier does.
      [tier({ betDaily: 100_000, rate: 1 }), 'ok'],
    ];
    for (const [t, expected] of cases) {
      const [s, b] = await offer(top, sub, 'daily', [t]);
      if (expected === 'ok') {
        expect(s, JSON.stringify({ t, b })).toBe(200);
        expect((await end(top, b.value.id))[0]).toBe(200);
      } else {
        expect([s, b.errorCode, b.value], JSON.stringify(t)).toEqual([409, 'agent.contract.rate_exceeds', { index: 0, uplineRate: expected }]);
      }
    }
  });

  it('checks the tiers (400 agent.contract.tiers) and stores them sorted', async () => {
    const [s, b] = await offer(top, sub, 'daily', [tier({ singleBet: 1, rate: 1 })]);
    expect([s, b.errorCode, b.value]).toEqual([400, 'agent.contract.tiers', { reason: 'notForKind', index: 0, field: 'singleBet' }]);
    const [s2, b2] = await offer(top, sub, 'daily', [tier({ betDaily: 1_000_000, rate: 120 }), tier({ betDaily: 100_000, rate: 90 })]);
    expect(s2).toBe(200);
    expect(b2.value.tiers.map((t: ContractTier) => t.betDaily)).toEqual([100_000, 1_000_000]);
    await end(top, b2.value.id);
    // A malformed body is the shared 400.
    const [s3, b3] = await k.send('PUT', e.contractOffer.path, { kind: 'daily', downline: sub.username, tiers: [{ rate: 'x' }] }, top);
    expect([s3, b3.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('one pending offer per kind and pair: a second waits until the first is answered or cancelled', async () => {
    const first = await offered(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 60 })]);
    await k.refused(() => offer(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 70 })]), 409, 'agent.contract.pending');
    expect((await answer(sub, first, false))[1].value.status).toBe('rejected');
    const second = await offered(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 70 })]);
    await end(top, second);
  });

  it('only to a direct downline that is an agent; anyone outside the downline is unknown', async () => {
    const deep = await k.agent({ upline: sub });
    const member = await k.under(top);
    const stranger = await k.agent();
    const strangersAgent = await k.agent({ upline: stranger });
    const t = [tier({ betDaily: 100_000, rate: 10 })];
    await k.refused(() => offer(top, deep, 'daily', t), 403, 'agent.member.not_direct');
    await k.refused(() => offer(top, member, 'daily', t), 409, 'agent.contract.not_agent');
    const unknown = await k.refused(() => offer(top, strangersAgent, 'daily', t), 404, 'agent.member.unknown');
    const nobody = await k.refused(() => offer(top, 'no-such-user', 'daily', t), 404, 'agent.member.unknown');
    expect(unknown).toEqual(nobody);
    await k.refused(() => offer(top, top, 'daily', t), 404, 'agent.member.unknown');
    // A member (not an agent) may not offer at all.
    await k.refused(() => offer(member, top, 'daily', t), 403, 'agent.only');
  });
});

describe('answering and ending', () => {
  let top: Member, sub: Member, stranger: Member;
  beforeAll(async () => {
    top = await k.agent();
    sub = await k.agent({ upline: top });
    stranger = await k.agent();
    await grant(top, 'daily', UPLINE_DAILY);
  });

  it('only the downline answers; a stranger and an unknown id get the same 404; an answered offer is not answered again', async () => {
    const id = await offered(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 80 })]);
    await k.refused(() => answer(top, id, true), 403, 'agent.contract.side');
    const a = await k.refused(() => answer(stranger, id, true), 404, 'agent.contract.unknown');
    const b = await k.refused(() => answer(stranger, 'C260301NOSUCHID', true), 404, 'agent.contract.unknown');
    expect(a).toEqual(b);
    await k.refused(() => end(stranger, id), 404, 'agent.contract.unknown');
    const [s, body] = await answer(sub, id, true);
    expect(s).toBe(200);
    assert(body.value, await responseStruct(e.contractAnswer));
    expect(body.value).toMatchObject({ status: 'valid', upline: top.username, downline: sub.username, kind: 'daily', period: null });
    await k.refused(() => answer(sub, id, false), 409, 'agent.contract.state');
    // The upline heard about it; the downline had the offer.
    expect((await messagesOf(top)).map((m) => [m.kind, m.ref])).toContainEqual(['contract.accepted', id]);
    expect((await messagesOf(sub)).map((m) => [m.kind, m.ref])).toContainEqual(['contract.offered', id]);
    const offeredMsg = (await messagesOf(sub)).find((m) => m.kind === 'contract.offered')!;
    expect(offeredMsg.title).toMatchObject({ en: 'New daily salary contract offer' });
    expect((offeredMsg.body as Record<string, string>).bn).toContain(top.username);
  });

  it('one valid contract per kind and pair: accepting a new offer supersedes the old one', async () => {
    const old = (await d.db.selectFrom('contracts').select('id').where('downline_id', '=', sub.id).where('status', '=', 'valid').executeTakeFirstOrThrow()).id;
    const next = await accepted(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 90 })]);
    expect(await statusOf(old)).toEqual({ status: 'terminated', ended_by: 'superseded' });
    expect(await statusOf(next)).toEqual({ status: 'valid', ended_by: null });
    const valid = await d.db.selectFrom('contracts').select('id').where('downline_id', '=', sub.id).where('kind', '=', 'daily').where('status', '=', 'valid').execute();
    expect(valid).toHaveLength(1);
    // The database itself refuses a second valid one.
    await expect(d.db.updateTable('contracts').set({ status: 'valid' }).where('id', '=', old).execute()).rejects.toThrow();
  });

  it('the upline cancels an offer; the downline cannot end an offer (it rejects it), but terminates a valid contract', async () => {
    const id = await offered(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 70 })]);
    await k.refused(() => end(sub, id), 409, 'agent.contract.state');
    const [, c] = await end(top, id);
    expect(c.value).toMatchObject({ status: 'cancelled', endedBy: 'upline' });
    await k.refused(() => end(top, id), 409, 'agent.contract.state');
    const valid = (await d.db.selectFrom('contracts').select('id').where('downline_id', '=', sub.id).where('status', '=', 'valid').executeTakeFirstOrThrow()).id;
    const [, t] = await end(sub, valid);
    expect(t.value).toMatchObject({ status: 'terminated', endedBy: 'downline' });
    expect((await messagesOf(top)).map((m) => [m.kind, m.ref])).toContainEqual(['contract.terminated', valid]);
  });
});

describe('cascade', () => {
  it('a new contract terminates the downline’s contracts whose rate is now higher, and everything they carried; ending a contract ends what its downline gave', async () => {
    const a = await k.agent();
    const b = await k.agent({ upline: a });
    const c1 = await k.agent({ upline: b });
    const c2 = await k.agent({ upline: b });
    const dd = await k.agent({ upline: c1 });
    const e1 = await k.agent({ upline: c2 });
    await grant(a, 'daily', UPLINE_DAILY);
    await accepted(a, b, 'daily', [tier({ betDaily: 100_000, rate: 100 })]);
    const bc1 = await accepted(b, c1, 'daily', [tier({ betDaily: 100_000, rate: 90 })]);
    const bc2 = await accepted(b, c2, 'daily', [tier({ betDaily: 100_000, rate: 60 })]);
    const c1d = await accepted(c1, dd, 'daily', [tier({ betDaily: 100_000, rate: 80 })]);
    const c2e = await accepted(c2, e1, 'daily', [tier({ betDaily: 100_000, rate: 50 })]);
    const bOffer = await offered(b, c2, 'daily', [tier({ betDaily: 100_000, rate: 61 })]);

    // b's new contract pays 60: c1 (90) is over it, c2 (60, equal) is not; the open offer at 61 is over it.
    await accepted(a, b, 'daily', [tier({ betDaily: 100_000, rate: 60 })]);
    expect(await statusOf(bc1)).toEqual({ status: 'terminated', ended_by: 'superseded' });
    expect(await statusOf(c1d)).toEqual({ status: 'terminated', ended_by: 'uplineEnded' });
    expect(await statusOf(bc2)).toEqual({ status: 'valid', ended_by: null });
    expect(await statusOf(c2e)).toEqual({ status: 'valid', ended_by: null });
    expect(await statusOf(bOffer)).toEqual({ status: 'cancelled', ended_by: 'superseded' });
    expect((await messagesOf(c1)).map((m) => [m.kind, m.ref])).toContainEqual(['contract.terminated', bc1]);
    expect((await messagesOf(dd)).map((m) => [m.kind, m.ref])).toContainEqual(['contract.terminated', c1d]);

    // c1 has no valid daily contract now: it cannot offer again.
    const f = await k.agent({ upline: c1 });
    await k.refused(() => offer(c1, f, 'daily', [tier({ betDaily: 100_000, rate: 1 })]), 409, 'agent.contract.no_own');

    // The platform ends a's contract: b's, c2's and e1's go with it (uplineEnded).
    const aContract = (await d.db.selectFrom('contracts').select('id').where('downline_id', '=', a.id).where('status', '=', 'valid').executeTakeFirstOrThrow()).id;
    const r = await k.ops('agents', 'contract', 'end', aContract);
    expect(r.ok, r.output).toBe(true);
    expect(await statusOf(aContract)).toEqual({ status: 'terminated', ended_by: 'platform' });
    expect(await statusOf(bc2)).toEqual({ status: 'terminated', ended_by: 'uplineEnded' });
    expect(await statusOf(c2e)).toEqual({ status: 'terminated', ended_by: 'uplineEnded' });
    const left = await d.db.selectFrom('contracts').select('id').where('downline_id', 'in', [a.id, b.id, c1.id, c2.id, dd.id, e1.id]).where('status', 'in', ['valid', 'offered']).execute();
    expect(left).toEqual([]);
  });

  it('an offer accepted after the upline lost its contract is refused', async () => {
    const a = await k.agent();
    const b = await k.agent({ upline: a });
    const c = await k.agent({ upline: b });
    await grant(a, 'hourly', [tier({ betHourly: 1_000, rate: 50 })]);
    await accepted(a, b, 'hourly', [tier({ betHourly: 1_000, rate: 40 })]);
    const id = await offered(b, c, 'hourly', [tier({ betHourly: 1_000, rate: 30 })]);
    const bContract = (await d.db.selectFrom('contracts').select('id').where('downline_id', '=', b.id).where('status', '=', 'valid').executeTakeFirstOrThrow()).id;
    await end(b, bContract);
    // b's contract ended: its open offer was cancelled with it.
    expect(await statusOf(id)).toEqual({ status: 'cancelled', ended_by: 'uplineEnded' });
    await k.refused(() => answer(c, id, true), 409, 'agent.contract.state');
  });
});

describe('lists, consolidated, relays, flags', () => {
  let top: Member, sub: Member, member: Member;
  let offerId: string;
  beforeAll(async () => {
    top = await k.agent();
    sub = await k.agent({ upline: top });
    member = await k.under(top);
    await grant(top, 'daily', UPLINE_DAILY);
    await grant(top, 'hourly', [tier({ betHourly: 10_000, rate: 50 })]);
    offerId = await offered(top, sub, 'daily', [tier({ betDaily: 100_000, rate: 80 })]);
  });

  it('GET contracts: mine (the caller’s own) and given (a page of those it offered)', async () => {
    const [s, b] = await k.query(e.contracts.path, { kind: 'daily' }, top);
    expect(s).toBe(200);
    assert(b.value, await responseStruct(e.contracts));
    expect(b.value.enabled).toBe(true);
    expect(b.value.mine.map((c: { upline: string | null; status: string }) => [c.upline, c.status])).toEqual([[null, 'valid']]);
    expect(b.value.given).toMatchObject({ page: 1, size: AGENTS.pageSize, total: 1 });
    expect(b.value.given.list[0]).toMatchObject({ id: offerId, downline: sub.username, status: 'offered' });
    const [, filtered] = await k.query(e.contracts.path, { kind: 'daily', status: 'valid' }, top);
    expect(filtered.value.given.total).toBe(0);
    const [, subView] = await k.query(e.contracts.path, { kind: 'daily' }, sub);
    expect(subView.value.mine.map((c: { id: string }) => c.id)).toEqual([offerId]);
    expect(subView.value.given.total).toBe(0);
    const [, div] = await k.query(e.contracts.path, { kind: 'dividend' }, top);
    expect(div.value.mine).toEqual([]);
    expect((await k.query(e.contracts.path, {}, top))[1].errorCode).toBe('request_param_err');
    expect((await k.query(e.contracts.path, { kind: 'weekly' }, top))[1].errorCode).toBe('request_param_err');
  });

  it('consolidated counts the offers waiting for the caller; a member reads zeros; a trial account is refused', async () => {
    const [s, b] = await k.get(e.consolidated.path, sub);
    expect(s).toBe(200);
    assert(b.value, await responseStruct(e.consolidated));
    expect(b.value).toEqual({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    expect((await k.get(e.consolidated.path, top))[1].value.dailysalreqtype).toBe(0);
    expect((await k.get(e.consolidated.path, member))[1].value).toEqual({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    const trial = await k.trial();
    const [ts, tb] = await k.get(e.consolidated.path, trial);
    expect([ts, tb.errorCode]).toEqual([403, 'in_need_true_account']);
    expect((await k.get(e.consolidated.path))[0]).toBe(401);
  });

  it('the relay of a kind answers the open offer and the upline’s own tiers to compare with', async () => {
    const [s, b] = await k.get(e.dailySalaryRequest.path, sub);
    expect(s).toBe(200);
    assert(b.value, await responseStruct(e.dailySalaryRequest));
    expect(b.value.offer).toMatchObject({ id: offerId, status: 'offered', upline: top.username });
    expect(b.value.uplineTiers).toEqual(UPLINE_DAILY);
    const [, h] = await k.get(e.hourlySalaryRequest.path, sub);
    expect(h.value).toEqual({ offer: null, uplineTiers: [tier({ betHourly: 10_000, rate: 50 })] });
    const [, r] = await k.get(e.realtimeSalaryRequest.path, sub);
    expect(r.value).toEqual({ offer: null, uplineTiers: [] });
    expect((await k.get(e.dividendRequest.path, member))[1].errorCode).toBe('agent.only');
  });

  it('a kind switched off refuses offers and answers, hides its offers, and says so in the list', async () => {
    const row = await d.db.selectFrom('merchants').select('profile').where('code', '=', TEST_MERCHANT).executeTakeFirstOrThrow();
    const profile = row.profile;
    const setFlag = async (on: boolean) => {
      await d.db
        .updateTable('merchants')
        .set({ profile: json({ ...profile, agents: { ...profile.agents, salary: on } }) })
        .where('code', '=', TEST_MERCHANT)
        .execute();
      k.t.cache.invalidate();
    };
    await setFlag(false);
    try {
      const hourly = await k.agent({ upline: top });
      await k.refused(() => offer(top, hourly, 'daily', [tier({ betDaily: 100_000, rate: 1 })]), 403, 'agent.contract.disabled');
      await k.refused(() => answer(sub, offerId, true), 403, 'agent.contract.disabled');
      expect((await k.get(e.consolidated.path, sub))[1].value.dailysalreqtype).toBe(0);
      expect((await k.get(e.dailySalaryRequest.path, sub))[1].value.offer).toBeNull();
      expect((await k.query(e.contracts.path, { kind: 'daily' }, top))[1].value.enabled).toBe(false);
      // …and it does not settle (the operator's command says so; the job skips the kind).
      const ops = await k.ops('agents', 'settle', 'daily');
      expect([ops.ok, ops.output]).toEqual([false, expect.stringContaining('switched off')]);
      expect((await k.send('POST', '/dev/agents/settle', { kind: 'daily' }))[1].errorCode).toBe('agent.contract.disabled');
      // Other kinds go on.
      expect((await offer(top, hourly, 'hourly', [tier({ betHourly: 10_000, rate: 1 })]))[0]).toBe(200);
    } finally {
      await setFlag(true);
    }
    expect((await answer(sub, offerId, true))[1].value.status).toBe('valid');
  });
});
