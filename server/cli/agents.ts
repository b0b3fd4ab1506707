import type { Kysely } from 'kysely';
import type { ContractKind, ContractTier } from '../../src/api/schemas/agent';
import type { Database } from '../db/database';
import { ContractOpsError, endContractByPlatform, grantContract, KIND_FLAG, KINDS, kindEnabled, merchantAgents } from '../domain/agents/contracts/contracts';
import { billsOfAccount, contractsOfAccount } from '../domain/agents/contracts/operator';
import { THRESHOLDS } from '../domain/agents/contracts/tiers';
import { AgentError } from '../domain/agents/errors';
import { periodOfKey } from '../domain/agents/settlement/periods';
import { pendingPeriods, settlePeriod } from '../domain/agents/settlement/settle';
import { formatAmount, toMinor } from '../domain/money/amounts';
import { formatSiteTime } from '../domain/time';

/**
 * Operator commands of contracts and settlement (`npm run ops -- agents …`; docs/agents.md
 * "Contracts", "Settlement"), run by server/cli/commands.ts on either transport.
 */
export const AGENTS_OPS_HELP = `  agents contract grant <agent> <kind> '<tiers json>'   the platform's contract for a top-level agent, valid at once
                                       kind: dividend|daily|hourly|realtime; tiers: [{"betDaily":100000,"rate":80}, …]
                                       (thresholds in minor units or bps, rate in bps; missing thresholds are null)
  agents contract end <id>             the platform ends a contract (and, below it, the contracts its downline gave)
  agents contract list <agent>         an agent's contracts (its own and those it gave)
  agents settle <kind> [<periodKey>]   settle the kind's closed periods now (or one: 2026-03-01T12:05, 2026-03-01T12, 2026-03-01, 2026-03)
  agents bills <agent>                 an agent's latest bills, received and paid
`;

export interface AgentsOpsResult {
  ok: boolean;
  output: string;
}

export interface AgentsOpsDeps {
  db: Kysely<Database>;
  clock: { now(): Date };
}

const fail = (output: string): AgentsOpsResult => ({ ok: false, output: `error: ${output}` });
const done = (output: string): AgentsOpsResult => ({ ok: true, output });

function kindArg(v: string | undefined): ContractKind | null {
  return KINDS.includes(v as ContractKind) ? (v as ContractKind) : null;
}

/** `[{"betDaily": 100000, "rate": 80}]`: missing thresholds become null. */
function tiersArg(text: string | undefined): ContractTier[] | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  return raw.map((t) => {
    const o = (t && typeof t === 'object' ? t : {}) as Record<string, unknown>;
    const tier = { rate: o.rate } as unknown as ContractTier;
    for (const f of THRESHOLDS) (tier as Record<string, unknown>)[f] = o[f] ?? null;
    return tier;
  });
}

const tiersText = (tiers: ContractTier[]) =>
  tiers
    .map((t) => {
      const th = THRESHOLDS.filter((f) => t[f] !== null).map((f) => `${f} ≥ ${t[f]}`);
      return `${th.length ? th.join(', ') : 'always'} → ${t.rate} bps`;
    })
    .join('; ');

export async function agentsCommand(d: AgentsOpsDeps, m: string, sub: string | undefined, rest: string[]): Promise<AgentsOpsResult> {
  try {
    return await run(d, m, sub, rest);
  } catch (e) {
    if (e instanceof ContractOpsError) return fail(e.message);
    if (e instanceof AgentError) return fail(`${e.message} (${e.code}${e.value ? ` ${JSON.stringify(e.value)}` : ''})`);
    throw e;
  }
}

async function run(d: AgentsOpsDeps, m: string, sub: string | undefined, rest: string[]): Promise<AgentsOpsResult> {
  if (sub === 'contract') {
    const [action, ...args] = rest;
    if (action === 'grant') {
      const [account, kindText, tiersJson] = args;
      const kind = kindArg(kindText);
      const tiers = tiersArg(tiersJson);
      if (!account || !kind || !tiers) return fail(`usage: agents contract grant <agent> <kind> '<tiers json>'\n\n${AGENTS_OPS_HELP}`);
      const c = await grantContract(d, m, account, kind, tiers);
      return done(`contract ${c.id}: platform → ${account}, ${kind}, valid${c.replaced ? ' (replaces the previous one)' : ''}\n  tiers: ${tiersText(c.tiers)}`);
    }
    if (action === 'end') {
      if (!args[0]) return fail('usage: agents contract end <id>');
      const c = await endContractByPlatform(d, m, args[0]);
      return done(`contract ${c.id} (${c.kind}, ${c.upline ?? 'platform'} → ${c.downline}) ${c.status}`);
    }
    if (action === 'list') {
      const rows = args[0] ? await contractsOfAccount(d.db, m, args[0]) : null;
      if (!rows) return fail(`unknown account: ${args[0] ?? '(missing)'}`);
      const lines = rows.map(
        (r) =>
          `  ${r.id}  ${r.kind.padEnd(8)} ${(r.upline ?? 'platform').padEnd(12)} → ${r.downline.padEnd(12)} ${r.status}${r.ended_by ? ` (${r.ended_by})` : ''}  ${formatSiteTime(new Date(r.offered_at))}  ${tiersText(r.tiers as ContractTier[])}`,
      );
      return done([`contracts of ${args[0]}: ${rows.length}`, ...lines].join('\n'));
    }
    return fail(`unknown command: agents contract ${action ?? ''}\n\n${AGENTS_OPS_HELP}`);
  }
  if (sub === 'settle') {
    const kind = kindArg(rest[0]);
    if (!kind) return fail(`usage: agents settle <kind> [<periodKey>]\n\n${AGENTS_OPS_HELP}`);
    const profile = await merchantAgents(d.db, m);
    if (!kindEnabled(profile, kind)) return fail(`${kind} contracts are switched off for ${m} (profile.agents.${KIND_FLAG[kind]}): nothing settles`);
    const periods = rest[1] ? [periodOfKey(kind, profile, rest[1])] : await pendingPeriods(d, m, kind, profile);
    if (periods[0] === null) return fail(`not a period key of ${kind}${kind === 'dividend' ? ` (${profile.dividendPeriod})` : ''}: ${rest[1]}`);
    if (!periods.length) return done(`${kind}: nothing to settle (every closed period of the lookback is done)`);
    const lines: string[] = [];
    for (const p of periods) {
      const r = await settlePeriod(d, m, p!);
      const what: Record<typeof r.outcome, string> = {
        settled: `settled: ${r.bills} bill(s), ${formatAmount(r.paid)} paid`,
        alreadyDone: 'already settled (nothing changed)',
        busy: 'being settled by another instance',
        notClosed: 'not closed yet (period end + grace is in the future)',
        statsBehind: 'statistics not folded up to its end yet; try again shortly',
      };
      lines.push(`${kind} ${r.key}: ${what[r.outcome]}`);
    }
    return done(lines.join('\n'));
  }
  if (sub === 'bills') {
    const rows = rest[0] ? await billsOfAccount(d.db, m, rest[0]) : null;
    if (!rows) return fail(`unknown account: ${rest[0] ?? '(missing)'}`);
    const lines = rows.map(
      (r) =>
        `  ${r.id}  ${r.kind.padEnd(8)} ${r.period_key.padEnd(16)} ${(r.payer ?? 'platform').padEnd(12)} → ${r.payee.padEnd(12)} base ${formatAmount(toMinor(r.base))} × ${r.rate_bps} bps = ${formatAmount(toMinor(r.amount))}, paid ${formatAmount(toMinor(r.paid))}  ${r.status}`,
    );
    return done([`latest bills of ${rest[0]} (received and paid): ${rows.length}`, ...lines].join('\n'));
  }
  return fail(`unknown agents command: ${sub ?? '(none)'}\n\n${AGENTS_OPS_HELP}`);
}
