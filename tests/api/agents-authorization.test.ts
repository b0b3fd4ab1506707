import { beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '../../src/api/agent-endpoints';
import type { ContractTier } from '../../src/api/schemas/agent';
import { grantContract } from '../../server/domain/agents/contracts/contracts';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeAgentKit } from './agents-kit';
import { type Member } from './money-kit';
import { useKit } from './accounts-kit';

/**
 * Every entry of agentEndpoints (iterated, so a new entry is covered the day it is added),
 * called by a visitor, a member, a trial account, and an agent naming another agent's
 * downline or contract — refused, nothing of the other team in the answer, nothing written
 * (docs/agents.md "Authorization"). An entry whose route does not exist yet answers 404 to
 * the signed-in callers, which is a refusal too.
 */
type Name = keyof typeof agentEndpoints;
const NAMES = Object.keys(agentEndpoints) as Name[];

/** Any signed-in real account may call these; a member reads its own (empty) answer. */
const MEMBER_OK = new Set<Name>(['consolidated']);
/** Endpoints that take a downline account in the query or body: another team's is exactly 404 agent.member.unknown. */
const MEMBER_PARAM = new Set<Name>(['agentTeam', 'agentMember', 'agentSetType', 'agentSetRebate', 'agentBets', 'agentProfit', 'agentTransactions', 'contractOffer']);
/** Endpoints that take a contract id: another team's contract is 404. */
const CONTRACT_PARAM = new Set<Name>(['contractAnswer', 'contractEnd']);

let agent: Member, agentMember: Member, other: Member, otherSub: Member, otherMember: Member, member: Member, trial: Member;
const foreignContracts: string[] = [];

const TIER: ContractTier = { periodValidBet: null, periodProfitLoss: null, activeMembers: null, betDaily: 1_000, betHourly: null, winRate: null, lossRate: null, singleBet: null, rate: 50 };
const STAKE = 77_777;

const { d, k } = useKit(makeAgentKit);
beforeAll(async () => {
  agent = await k.agent({ rebateBps: 100 });
  agentMember = await k.under(agent);
  other = await k.agent({ rebateBps: 100, funds: 500_000 });
  otherSub = await k.agent({ upline: other, rebateBps: 50 });
  otherMember = await k.under(otherSub, { funds: 100_000 });
  member = await k.member();
  trial = await k.trial();
  await k.bet(otherMember, STAKE, 0);
  await k.fold();
  // The other team's contracts: the platform's to `other`, and `other`'s offer to its sub-agent.
  try {
    const granted = await grantContract({ db: d.db, clock: k.clock }, TEST_MERCHANT, other.username, 'daily', [{ ...TIER, rate: 100 }]);
    foreignContracts.push(granted.id);
    const [, offered] = await k.send('PUT', agentEndpoints.contractOffer.path, { kind: 'daily', downline: otherSub.username, tiers: [TIER] }, other);
    if (offered?.value?.id) foreignContracts.push(offered.value.id);
  } catch {
    // Contracts not there yet: the id-based entries are probed with an unknown id.
  }
  if (!foreignContracts.length) foreignContracts.push('C-no-such-contract');
});

/** What the other team is made of: none of it may appear in an answer to someone else. */
const leaks = () => [other.username, otherSub.username, otherMember.username, other.id, otherSub.id, otherMember.id, String(STAKE), ...foreignContracts];

/** Query and body naming the other team, per endpoint; an entry not listed gets every usual name. */
function probe(name: Name, contractId: string): { query: Record<string, string>; body: Record<string, unknown> } {
  const who = otherMember.username;
  switch (name) {
    case 'agentRegister':
      // A taken name (another team's): registration must not create anything.
      return { query: {}, body: { username: otherMember.username, password: 'Probe@2026x', confirmPassword: 'Probe@2026x', type: 0 } };
    case 'agentSetType':
      return { query: {}, body: { account: who, type: 1 } };
    case 'agentSetRebate':
      return { query: {}, body: { account: who, rebateBps: 0 } };
    case 'contractOffer':
      return { query: {}, body: { kind: 'daily', downline: otherSub.username, tiers: [TIER] } };
    case 'contractAnswer':
      return { query: {}, body: { id: contractId, accept: true } };
    case 'contractEnd':
      return { query: {}, body: { id: contractId } };
    case 'contracts':
    case 'agentBills':
      return { query: { kind: 'daily', account: who, parent: who, downline: who }, body: {} };
    default:
      return { query: { account: who, parent: who, downline: who, id: contractId }, body: { account: who, downline: who, id: contractId } };
  }
}

async function call(name: Name, m: Member | null, contractId = foreignContracts[0]!): Promise<[number, any, string]> {
  const ep = agentEndpoints[name];
  const p = probe(name, contractId);
  const token = m?.token;
  let res: Response;
  if (ep.method === 'GET') {
    const qs = new URLSearchParams(p.query).toString();
    res = await k.t.call(`${ep.path}${qs ? `?${qs}` : ''}`, { headers: token ? { Authorization: token } : {} });
  } else if (ep.encrypted) {
    res = await k.sealed(ep.method, ep.path, p.body, { token });
  } else {
    res = await k.plain(ep.method, ep.path, p.body, { token });
  }
  const text = await res.text();
  return [res.status, text ? JSON.parse(text) : null, text];
}

/** The rows an answer could have changed: users (type, rebate, upline), contracts, postings. */
async function snapshot() {
  const users = await d.db.selectFrom('users').select(['id', 'type', 'rebate_bps', 'upline_id', 'affiliate_code']).orderBy('id').execute();
  const contracts = await d.db
    .selectFrom('contracts' as never)
    .select(['id', 'status'] as never)
    .orderBy('id' as never)
    .execute()
    .catch(() => []);
  return { users, contracts, postings: await k.postings() };
}

const expectNoLeak = (name: Name, text: string) => {
  for (const s of leaks()) expect(text.includes(s), `${name} answer mentions ${s}`).toBe(false);
};

describe('every agent endpoint', () => {
  it('is in the registry with a token, under /wps/', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(12);
    for (const n of NAMES) {
      expect(agentEndpoints[n].token, n).toBe(true);
      expect(agentEndpoints[n].path, n).toMatch(/^\/wps\//);
    }
  });

  it('answers 401 login.required to a visitor', async () => {
    const before = await snapshot();
    for (const n of NAMES) {
      const [status, body, text] = await call(n, null);
      expect([n, status, body?.errorCode]).toEqual([n, 401, 'login.required']);
      expectNoLeak(n, text);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 agent.only to a member (consolidated: its own zeros)', async () => {
    const before = await snapshot();
    for (const n of NAMES) {
      const [status, body, text] = await call(n, member);
      expectNoLeak(n, text);
      if (MEMBER_OK.has(n)) {
        expect([n, status]).toEqual([n, 200]);
        expect(Object.values(body.value).every((v) => v === 0), n).toBe(true);
        continue;
      }
      // 404 only while the entry has no route yet.
      expect([n, status === 403 ? body.errorCode : status]).toEqual([n, status === 404 ? 404 : 'agent.only']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to a trial account', async () => {
    const before = await snapshot();
    for (const n of NAMES) {
      const [status, body, text] = await call(n, trial);
      expectNoLeak(n, text);
      expect([n, status === 403 ? ['agent.only', 'in_need_true_account'].includes(body.errorCode) : status]).toEqual([n, status === 404 ? 404 : true]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an agent naming another agent’s member or contract, and shows it nothing of that team', async () => {
    const before = await snapshot();
    for (const n of NAMES) {
      for (const id of CONTRACT_PARAM.has(n) ? foreignContracts : [foreignContracts[0]!]) {
        const [status, body, text] = await call(n, agent, id);
        expectNoLeak(n, text);
        if (MEMBER_PARAM.has(n)) {
          expect([n, status, status === 404 && body?.errorCode !== undefined && !n.startsWith('contract') ? body.errorCode : 'ok']).toEqual([
            n,
            404,
            n.startsWith('contract') ? 'ok' : 'agent.member.unknown',
          ]);
        } else if (CONTRACT_PARAM.has(n)) {
          expect([n, status]).toEqual([n, 404]);
        } else if (n === 'agentRegister') {
          expect([n, status, body.errorCode]).toEqual([n, 409, 'register.username.exists']);
        } else {
          // No member in it: the caller's own answer (or a refusal), never the other team's.
          expect([n, status < 500]).toEqual([n, true]);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still answers the caller’s own downline (the refusals above are about ownership)', async () => {
    const [status, body] = await k.query(agentEndpoints.agentMember.path, { account: agentMember.username }, agent);
    expect([status, body.value.member.account]).toEqual([200, agentMember.username]);
    const [, overview] = await k.query(agentEndpoints.agentOverview.path, {}, other);
    expect(overview.value.figures.stake).toBe(STAKE);
  });

  it('refuses an agent of another merchant’s session on this merchant', async () => {
    const res = await k.t.call(agentEndpoints.agentMenu.path, { headers: { Authorization: agent.token, Merchant: 'zz99' } });
    expect([400, 401, 403, 404]).toContain(res.status);
    expect(JSON.stringify(await json(res))).not.toContain(agent.username);
  });
});
