import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  Consolidated,
  Contract,
  ContractKind,
  ContractOverview,
  ContractRequest,
  ContractStatus,
  ContractTier,
} from '../../../../src/api/schemas/agent';
import { AGENTS } from '../../../../src/config/agents';
import type { AgentsProfile, Database } from '../../../db/database';
import { json } from '../../../db/json';
import type { ContractsTable } from '../../../db/tables-contracts';
import { newReference } from '../../money/references';
import { agentProfile } from '../config';
import { AgentError } from '../errors';
import { type Agent, resolveDownline } from '../tree';
import { type ContractMessage, type EndReason, sendContractMessages } from './messages';
import { firstTierAbove, normalizeTiers, uplineRateAt } from './tiers';
import { wireInstant, wireInstantOrNull } from '../../time';

/**
 * Contracts between an upline (or the platform) and a direct downline agent (docs/agents.md
 * "Contracts"). Every function takes the caller and acts only on contracts the caller is a
 * party of; anyone else's contract id is 404 agent.contract.unknown, the answer for an id that
 * does not exist. Each change is one database transaction with the member messages it sends.
 */

type Tx = Kysely<Database>;
export type ContractRow = Selectable<ContractsTable>;

/** The agent calling (routes/agents/context.ts agentOnly reads it from users on each request). */
export type ContractCaller = Agent;

export interface ContractDeps {
  db: Kysely<Database>;
  clock: { now(): Date };
}

export const KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** The merchant flag of each kind (SPEC §2: enableCt, salary, hourSalary; realtimeSalary). */
export const KIND_FLAG: Record<ContractKind, keyof Omit<AgentsProfile, 'dividendPeriod'>> = {
  dividend: 'enableCt',
  daily: 'salary',
  hourly: 'hourSalary',
  realtime: 'realtimeSalary',
};

export const kindEnabled = (profile: AgentsProfile, kind: ContractKind) => profile[KIND_FLAG[kind]] === true;

// ---- Refusals -----------------------------------------------------------------------------

export const contractUnknown = () => new AgentError('notFound', 'agent.contract.unknown', 'no such contract of yours');
export const contractDisabled = (kind: ContractKind) =>
  new AgentError('forbidden', 'agent.contract.disabled', `${kind} contracts are not enabled`, { kind });
const contractState = (status: ContractStatus) =>
  new AgentError('conflict', 'agent.contract.state', `not allowed while the contract is ${status}`, { status });
const notYourSide = () => new AgentError('forbidden', 'agent.contract.side', 'only the other party may do this');
const noOwnContract = (kind: ContractKind) =>
  new AgentError('conflict', 'agent.contract.no_own', `you have no valid ${kind} contract yourself`, { kind });
const uplineNoContract = (kind: ContractKind) =>
  new AgentError('conflict', 'agent.contract.upline_invalid', `the upline has no valid ${kind} contract any more`, { kind });
const rateExceeds = (index: number, uplineRate: number) =>
  new AgentError('conflict', 'agent.contract.rate_exceeds', 'a tier pays more than your own contract at the same thresholds', {
    index,
    uplineRate: Math.max(uplineRate, 0),
  });
const pendingOffer = () => new AgentError('conflict', 'agent.contract.pending', 'an offer of this kind is already waiting for an answer');
/** The same refusal as team changes on a deeper downline (team.ts). */
const directOnly = () => new AgentError('forbidden', 'agent.member.not_direct', 'contracts are offered to direct downlines only');
const notAgent = () => new AgentError('conflict', 'agent.contract.not_agent', 'contracts are offered to agents only');

const UNIQUE = '23505';
const isUnique = (e: unknown) => (e as { code?: string }).code === UNIQUE;

// ---- Reading ------------------------------------------------------------------------------

interface WireRow extends ContractRow {
  upline_account: string | null;
  downline_account: string;
}

function withAccounts(db: Tx) {
  return db
    .selectFrom('contracts as c')
    .leftJoin('users as up', 'up.id', 'c.upline_id')
    .innerJoin('users as down', 'down.id', 'c.downline_id')
    .selectAll('c')
    .select(['up.username as upline_account', 'down.username as downline_account']);
}

const tiersOf = (r: { tiers: unknown }): ContractTier[] => (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : (r.tiers as ContractTier[]));

export function toContract(r: WireRow, profile: AgentsProfile): Contract {
  return {
    id: r.id,
    kind: r.kind,
    upline: r.upline_account,
    downline: r.downline_account,
    status: r.status,
    tiers: tiersOf(r),
    period: r.kind === 'dividend' ? profile.dividendPeriod : null,
    offeredAt: wireInstant(r.offered_at),
    answeredAt: wireInstantOrNull(r.answered_at),
    endedAt: wireInstantOrNull(r.ended_at),
    endedBy: r.ended_by,
  };
}

async function wireContract(db: Tx, id: string, profile: AgentsProfile): Promise<Contract> {
  return toContract((await withAccounts(db).where('c.id', '=', id).executeTakeFirstOrThrow()) as WireRow, profile);
}

/** The member's valid contract of a kind (its own; the one it pays from when it offers). */
async function validContract(tx: Tx, userId: string, kind: ContractKind, lock: 'share' | 'none' = 'none'): Promise<ContractRow | undefined> {
  const q = tx.selectFrom('contracts').selectAll().where('downline_id', '=', userId).where('kind', '=', kind).where('status', '=', 'valid');
  return lock === 'share' ? q.forShare().executeTakeFirst() : q.executeTakeFirst();
}

/**
 * GET /wps/agent/contracts: the caller's own contracts of the kind — the valid one and an open
 * offer, then the latest ended ones, newest first, at most AGENTS.mineContracts — and a page of
 * those it gave to its direct downlines (`status` filter), newest first.
 */
export async function listContracts(
  db: Kysely<Database>,
  caller: ContractCaller,
  q: { kind: ContractKind; status: ContractStatus | null; page: number },
  profile: AgentsProfile,
): Promise<ContractOverview> {
  const mineRows = (await withAccounts(db)
    .where('c.downline_id', '=', caller.id)
    .where('c.kind', '=', q.kind)
    .orderBy(sql`case when c.status in ('offered', 'valid') then 0 else 1 end`)
    .orderBy('c.offered_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(AGENTS.mineContracts)
    .execute()) as WireRow[];
  const mine = mineRows
    .map((r) => toContract(r, profile))
    .sort((a, b) => (a.offeredAt < b.offeredAt ? 1 : a.offeredAt > b.offeredAt ? -1 : 0));
  let given = db.selectFrom('contracts as c').where('c.upline_id', '=', caller.id).where('c.kind', '=', q.kind);
  if (q.status) given = given.where('c.status', '=', q.status);
  const [rows, total] = await Promise.all([
    withAccounts(db)
      .where('c.upline_id', '=', caller.id)
      .where('c.kind', '=', q.kind)
      .$if(q.status !== null, (b) => b.where('c.status', '=', q.status!))
      .orderBy('c.offered_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(AGENTS.pageSize)
      .offset((q.page - 1) * AGENTS.pageSize)
      .execute(),
    given.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    kind: q.kind,
    enabled: kindEnabled(profile, q.kind),
    mine,
    given: { list: (rows as WireRow[]).map((r) => toContract(r, profile)), page: q.page, size: AGENTS.pageSize, total: Number(total.n) },
  };
}

/** Consolidated: open offers waiting for the caller's answer, per kind (kinds switched off count 0). */
export async function consolidated(db: Kysely<Database>, userId: string, profile: AgentsProfile): Promise<Consolidated> {
  const rows = await db
    .selectFrom('contracts')
    .select(['kind', sql<string>`count(*)`.as('n')])
    .where('downline_id', '=', userId)
    .where('status', '=', 'offered')
    .groupBy('kind')
    .execute();
  const n = (kind: ContractKind) => (kindEnabled(profile, kind) ? Number(rows.find((r) => r.kind === kind)?.n ?? 0) : 0);
  return { dailysalreqtype: n('daily'), divtypereq: n('dividend'), contracthoursalreq: n('hourly'), realtimesalreqtype: n('realtime') };
}

/**
 * The relay calls of the home page (SPEC §7): the caller's open offer of the kind (null when
 * none, or the kind is off) and, to compare with, the tiers of the upline's own valid contract
 * of the kind (empty when it has none).
 */
export async function contractRequest(db: Kysely<Database>, caller: ContractCaller, kind: ContractKind, profile: AgentsProfile): Promise<ContractRequest> {
  if (!kindEnabled(profile, kind)) return { offer: null, uplineTiers: [] };
  const offer = (await withAccounts(db).where('c.downline_id', '=', caller.id).where('c.kind', '=', kind).where('c.status', '=', 'offered').executeTakeFirst()) as
    | WireRow
    | undefined;
  const me = await db.selectFrom('users').select('upline_id').where('id', '=', caller.id).executeTakeFirst();
  const upline = me?.upline_id ? await validContract(db, me.upline_id, kind) : undefined;
  return { offer: offer ? toContract(offer, profile) : null, uplineTiers: upline ? tiersOf(upline) : [] };
}

// ---- Offer --------------------------------------------------------------------------------

/**
 * PUT /wps/agent/contract: the caller offers a contract of `kind` to a DIRECT downline that is
 * an agent. Rules (docs/agents.md "Contracts"): the kind is enabled (403 agent.contract.disabled);
 * the downline is in the caller's downline (404 agent.member.unknown otherwise, whoever it is),
 * direct (403 agent.member.not_direct) and an agent (409 agent.contract.not_agent); the
 * tiers are well formed (400 agent.contract.tiers); the caller has a valid contract of the kind
 * itself (409 agent.contract.no_own) and no tier pays more than it at the same thresholds (409
 * agent.contract.rate_exceeds, value {index, uplineRate}); no other offer of the kind waits for
 * that downline (409 agent.contract.pending). A valid contract of the pair may exist: accepting
 * the new offer supersedes it.
 */
export async function offerContract(
  d: ContractDeps,
  caller: ContractCaller,
  input: { kind: ContractKind; downline: string; tiers: ContractTier[] },
  profile: AgentsProfile,
): Promise<Contract> {
  const now = d.clock.now();
  let id: string;
  try {
    id = await d.db.transaction().execute((tx) => offerContractIn(tx, caller, input, profile, now));
  } catch (e) {
    if (isUnique(e)) throw pendingOffer();
    throw e;
  }
  return wireContract(d.db, id, profile);
}

/**
 * offerContract's work inside a transaction the caller holds (the seed claims its step in the
 * same one: seed-steps.ts). Returns the new contract's id. A racing offer of the same pair and
 * kind fails the transaction on `contracts_one_offer` (unique violation).
 */
export async function offerContractIn(
  tx: Tx,
  caller: ContractCaller,
  input: { kind: ContractKind; downline: string; tiers: ContractTier[] },
  profile: AgentsProfile,
  now: Date,
): Promise<string> {
  if (!kindEnabled(profile, input.kind)) throw contractDisabled(input.kind);
  const target = await resolveDownline(tx, caller, input.downline);
  if (target.depth !== 1) throw directOnly();
  if (!AGENTS.types.includes(target.type)) throw notAgent();
  const tiers = normalizeTiers(input.kind, input.tiers);
  const id = newReference('C', now);
  // FOR SHARE: ending the caller's contract waits for this offer, then its cascade sees it.
  const own = await validContract(tx, caller.id, input.kind, 'share');
  if (!own) throw noOwnContract(input.kind);
  const ownTiers = tiersOf(own);
  const above = firstTierAbove(input.kind, ownTiers, tiers);
  if (above >= 0) throw rateExceeds(above, uplineRateAt(input.kind, ownTiers, tiers[above]!));
  const waiting = await tx.selectFrom('contracts').select('id').where('downline_id', '=', target.id).where('kind', '=', input.kind).where('status', '=', 'offered').executeTakeFirst();
  if (waiting) throw pendingOffer();
  await tx
    .insertInto('contracts')
    .values({
      id,
      merchant_code: caller.merchantCode,
      kind: input.kind,
      upline_id: caller.id,
      downline_id: target.id,
      status: 'offered',
      tiers: json(tiers),
      offered_at: now,
    })
    .execute();
  await sendContractMessages(
    tx,
    [{ merchantCode: caller.merchantCode, userId: target.id, kind: 'offered', contractId: id, contractKind: input.kind, other: caller.account }],
    now,
  );
  return id;
}

// ---- Answer -------------------------------------------------------------------------------

/** A contract the caller is a party of, locked; anyone else's (or none): 404 agent.contract.unknown. */
async function partyContract(tx: Tx, caller: ContractCaller, id: string): Promise<ContractRow> {
  const row = await tx
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_code', '=', caller.merchantCode)
    .where((eb) => eb.or([eb('upline_id', '=', caller.id), eb('downline_id', '=', caller.id)]))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw contractUnknown();
  return row;
}

/**
 * POST /wps/agent/contract/answer: the downline accepts or rejects an offer made to it (the
 * upline: 403 agent.contract.side; not offered any more: 409 agent.contract.state; kind switched
 * off: 403 agent.contract.disabled). Accepting re-checks the offer against the upline's valid
 * contract as it is now (409 agent.contract.upline_invalid / agent.contract.rate_exceeds), ends
 * the pair's previous valid contract of the kind (superseded) and terminates, with their own
 * downlines', the contracts the caller gave whose rate the new contract no longer covers.
 */
export async function answerContract(
  d: ContractDeps,
  caller: ContractCaller,
  input: { id: string; accept: boolean },
  profile: AgentsProfile,
): Promise<Contract> {
  const now = d.clock.now();
  await d.db.transaction().execute(async (tx) => {
    const c = await partyContract(tx, caller, input.id);
    if (c.downline_id !== caller.id) throw notYourSide();
    if (c.status !== 'offered') throw contractState(c.status);
    if (!kindEnabled(profile, c.kind)) throw contractDisabled(c.kind);
    const messages: ContractMessage[] = [];
    if (!input.accept) {
      await tx.updateTable('contracts').set({ status: 'rejected', answered_at: now }).where('id', '=', c.id).where('status', '=', 'offered').execute();
      if (c.upline_id) messages.push({ merchantCode: c.merchant_code, userId: c.upline_id, kind: 'rejected', contractId: c.id, contractKind: c.kind, other: caller.account });
    } else {
      if (c.upline_id) {
        const own = await validContract(tx, c.upline_id, c.kind, 'share');
        if (!own) throw uplineNoContract(c.kind);
        const above = firstTierAbove(c.kind, tiersOf(own), tiersOf(c));
        if (above >= 0) throw rateExceeds(above, uplineRateAt(c.kind, tiersOf(own), tiersOf(c)[above]!));
      }
      await makeValid(tx, c, now, messages);
      if (c.upline_id) messages.push({ merchantCode: c.merchant_code, userId: c.upline_id, kind: 'accepted', contractId: c.id, contractKind: c.kind, other: caller.account });
    }
    await sendContractMessages(tx, messages, now);
  });
  return wireContract(d.db, input.id, profile);
}

/**
 * Makes `c` the downline's valid contract of its kind: the previous valid one ends
 * (superseded), `c` becomes valid, and the contracts the downline gave that the new tiers no
 * longer cover end (superseded; offers cancelled), with everything below them (uplineEnded).
 */
async function makeValid(tx: Tx, c: ContractRow, now: Date, messages: ContractMessage[]): Promise<void> {
  await tx
    .updateTable('contracts')
    .set({ status: 'terminated', ended_at: now, ended_by: 'superseded' })
    .where('downline_id', '=', c.downline_id)
    .where('kind', '=', c.kind)
    .where('status', '=', 'valid')
    .execute();
  await tx.updateTable('contracts').set({ status: 'valid', answered_at: now }).where('id', '=', c.id).execute();
  const given = await tx
    .selectFrom('contracts')
    .select(['id', 'downline_id', 'status', 'tiers'])
    .where('upline_id', '=', c.downline_id)
    .where('kind', '=', c.kind)
    .where('status', 'in', ['offered', 'valid'])
    .forUpdate()
    .execute();
  const newTiers = tiersOf(c);
  const over = given.filter((g) => firstTierAbove(c.kind, newTiers, tiersOf(g)) >= 0);
  if (!over.length) return;
  await endContracts(tx, c.merchant_code, c.kind, over, 'superseded', now, messages);
}

// ---- End ----------------------------------------------------------------------------------

interface Ending {
  id: string;
  downline_id: string;
  status: ContractStatus;
}

/**
 * Ends contracts of one kind (valid → terminated, offered → cancelled) for `reason`, tells both
 * parties (the platform excepted), then, level by level, ends everything the ended valid
 * contracts' downlines gave of that kind (uplineEnded): without a valid contract of its own,
 * an agent's contracts of the kind cannot stand.
 */
async function endContracts(tx: Tx, merchantCode: string, kind: ContractKind, first: readonly Ending[], reason: EndReason, now: Date, messages: ContractMessage[]) {
  let batch: readonly Ending[] = first;
  let why = reason;
  while (batch.length) {
    const ids = batch.map((e) => e.id);
    const ended = await tx
      .updateTable('contracts')
      .set((eb) => ({
        status: sql<ContractStatus>`case when ${eb.ref('status')} = 'valid' then 'terminated' else 'cancelled' end`,
        ended_at: now,
        ended_by: why,
      }))
      .where('id', 'in', ids)
      .where('status', 'in', ['offered', 'valid'])
      .returning(['id', 'upline_id', 'downline_id', 'status'])
      .execute();
    const accounts = await accountsOf(tx, ended.flatMap((e) => [e.upline_id, e.downline_id]));
    for (const e of ended) {
      const kindOfMessage = e.status === 'terminated' ? 'terminated' : 'cancelled';
      messages.push({ merchantCode, userId: e.downline_id, kind: kindOfMessage, contractId: e.id, contractKind: kind, other: e.upline_id ? accounts.get(e.upline_id)! : null, reason: why });
      if (e.upline_id) {
        messages.push({ merchantCode, userId: e.upline_id, kind: kindOfMessage, contractId: e.id, contractKind: kind, other: accounts.get(e.downline_id)!, reason: why });
      }
    }
    const orphans = ended.filter((e) => e.status === 'terminated').map((e) => e.downline_id);
    if (!orphans.length) break;
    const below = await tx
      .selectFrom('contracts')
      .select(['id', 'downline_id', 'status'])
      .where('upline_id', 'in', orphans)
      .where('kind', '=', kind)
      .where('status', 'in', ['offered', 'valid'])
      .forUpdate()
      .execute();
    batch = below;
    why = 'uplineEnded';
  }
}

async function accountsOf(tx: Tx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx.selectFrom('users').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * POST /wps/agent/contract/end: the upline cancels its offer or terminates a valid contract;
 * the downline terminates a valid one (an offer made to it is rejected through answer: 409
 * agent.contract.state). Ending a valid contract ends, level by level, the contracts of that
 * kind the downline gave (uplineEnded). The other party gets a message.
 */
export async function endContract(d: ContractDeps, caller: ContractCaller, input: { id: string }, profile: AgentsProfile): Promise<Contract> {
  const now = d.clock.now();
  await d.db.transaction().execute(async (tx) => {
    const c = await partyContract(tx, caller, input.id);
    const side: EndReason = c.upline_id === caller.id ? 'upline' : 'downline';
    if (c.status === 'offered' ? side !== 'upline' : c.status !== 'valid') throw contractState(c.status);
    const messages: ContractMessage[] = [];
    await endContracts(tx, c.merchant_code, c.kind, [c], side, now, messages);
    // The side that acted is not told about its own act.
    const told = messages.filter((m) => !(m.contractId === c.id && m.userId === caller.id));
    await sendContractMessages(tx, told, now);
  });
  return wireContract(d.db, input.id, profile);
}

// ---- Platform (operator) ------------------------------------------------------------------

export class ContractOpsError extends Error {}

/**
 * `ops agents contract grant`: the platform's contract of `kind` for a top-level agent (no
 * upline), valid at once; it supersedes the agent's previous platform contract of the kind,
 * and the agent's own contracts the new tiers no longer cover end (as on accept).
 */
export async function grantContract(d: ContractDeps, merchantCode: string, account: string, kind: ContractKind, rawTiers: ContractTier[]): Promise<Contract & { replaced: number }> {
  const now = d.clock.now();
  const { id, replaced } = await d.db.transaction().execute((tx) => grantContractIn(tx, merchantCode, account, kind, rawTiers, now));
  const profile = await merchantAgents(d.db, merchantCode);
  return { ...(await wireContract(d.db, id, profile)), replaced };
}

/**
 * grantContract's work inside a transaction the caller holds (the seed claims its step in the
 * same one: seed-steps.ts). Returns the new contract's id and how many valid ones it replaced.
 */
export async function grantContractIn(
  tx: Tx,
  merchantCode: string,
  account: string,
  kind: ContractKind,
  rawTiers: ContractTier[],
  now: Date,
): Promise<{ id: string; replaced: number }> {
  const user = await tx.selectFrom('users').select(['id', 'type', 'upline_id']).where('merchant_code', '=', merchantCode).where('username', '=', account).executeTakeFirst();
  if (!user) throw new ContractOpsError(`unknown account: ${account}`);
  if (!AGENTS.types.includes(user.type)) throw new ContractOpsError(`${account} is not an agent (type ${user.type})`);
  if (user.upline_id) throw new ContractOpsError(`${account} has an upline: its contracts come from the upline, not the platform`);
  const tiers = normalizeTiers(kind, rawTiers);
  const id = newReference('C', now);
  const old = await validContract(tx, user.id, kind);
  // A platform offer waiting (none are made today) would block nothing: grants never wait.
  await tx
    .insertInto('contracts')
    .values({ id, merchant_code: merchantCode, kind, upline_id: null, downline_id: user.id, status: 'offered', tiers: json(tiers), offered_at: now })
    .execute()
    .catch(async (e) => {
      if (!isUnique(e)) throw e;
      throw new ContractOpsError(`${account} has an open ${kind} offer; end it first`);
    });
  const row = await tx.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const messages: ContractMessage[] = [];
  await makeValid(tx, row, now, messages);
  messages.push({ merchantCode, userId: user.id, kind: 'granted', contractId: id, contractKind: kind, other: null });
  await sendContractMessages(tx, messages, now);
  return { id, replaced: old ? 1 : 0 };
}

/** `ops agents contract end <id>`: the platform ends any contract of the merchant (cascade as above). */
export async function endContractByPlatform(d: ContractDeps, merchantCode: string, id: string): Promise<Contract> {
  const now = d.clock.now();
  await d.db.transaction().execute(async (tx) => {
    const c = await tx.selectFrom('contracts').selectAll().where('id', '=', id).where('merchant_code', '=', merchantCode).forUpdate().executeTakeFirst();
    if (!c) throw new ContractOpsError(`unknown contract: ${id}`);
    if (c.status !== 'offered' && c.status !== 'valid') throw new ContractOpsError(`contract ${id} is already ${c.status}`);
    const messages: ContractMessage[] = [];
    await endContracts(tx, merchantCode, c.kind, [c], 'platform', now, messages);
    await sendContractMessages(tx, messages, now);
  });
  return wireContract(d.db, id, await merchantAgents(d.db, merchantCode));
}

/** The merchant's agent profile (defaults filled), for callers outside a request. */
export async function merchantAgents(db: Kysely<Database>, merchantCode: string): Promise<AgentsProfile> {
  const m = await db.selectFrom('merchants').select('profile').where('code', '=', merchantCode).executeTakeFirstOrThrow();
  return agentProfile(m.profile as never);
}
