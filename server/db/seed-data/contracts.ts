import type { Kysely } from 'kysely';
import type { ContractKind, ContractTier } from '../../../src/api/schemas/agent';
import { agentProfile } from '../../domain/agents/config';
import { grantContractIn, kindEnabled, offerContractIn } from '../../domain/agents/contracts/contracts';
import type { Database } from '../database';
import { seedUserId } from '../seed-accounts';
import { seedOnce } from '../seed-steps';

/**
 * Demo contracts (README "Accounts", docs/agents.md "Contracts"), after the demo tree
 * (seed-data/agents.ts): the platform's contracts of every kind for agent01, and an OPEN
 * daily-salary offer from agent01 to agent02 (agent02 sees the contract popup on login).
 * Once per merchant by construction (seedOnce: a claimed step per part, in the transaction of its
 * writes), and never undoing an operator: a kind is granted only if agent01 never had a contract
 * of it, the offer only if agent01 never offered agent02 a daily salary.
 */
const t = (tier: Partial<ContractTier> & { rate: number }): ContractTier => ({
  periodValidBet: null,
  periodProfitLoss: null,
  activeMembers: null,
  betDaily: null,
  betHourly: null,
  winRate: null,
  lossRate: null,
  singleBet: null,
  ...tier,
});

/** agent01's platform contracts. Amounts in minor units (P 1,000 = 100_000), rates in bps. */
export const PLATFORM_CONTRACTS: Record<ContractKind, ContractTier[]> = {
  dividend: [t({ activeMembers: 1, rate: 1_000 }), t({ periodValidBet: 10_000_000, activeMembers: 5, rate: 2_000 })],
  daily: [t({ betDaily: 10_000, activeMembers: 1, rate: 100 }), t({ betDaily: 1_000_000, activeMembers: 3, rate: 150 })],
  hourly: [t({ betHourly: 10_000, rate: 50 }), t({ betHourly: 500_000, activeMembers: 3, rate: 80 })],
  realtime: [t({ periodValidBet: 10_000, rate: 30 }), t({ periodValidBet: 100_000, singleBet: 50_000, rate: 50 })],
};

/** agent01 → agent02, daily salary, waiting for agent02's answer. Within agent01's tiers. */
export const AGENT02_DAILY_OFFER: ContractTier[] = [t({ betDaily: 10_000, activeMembers: 1, rate: 80 })];

export async function seedContracts(db: Kysely<Database>, merchantCode: string, now: Date): Promise<void> {
  const id = (key: string) => seedUserId(merchantCode, key);
  const agent01 = await db.selectFrom('users').select(['id', 'username', 'type', 'rebate_bps', 'upline_id']).where('id', '=', id('agent01')).executeTakeFirst();
  if (!agent01 || agent01.upline_id) return;
  // Each part is one claimed step (seed-steps.ts): starts running at once grant and offer once.
  // Inside, the kinds agent01 already had are skipped: databases seeded before the steps existed.
  await seedOnce(db, merchantCode, 'contracts:agent01-platform', async (tx) => {
    const had = new Set((await tx.selectFrom('contracts').select('kind').where('downline_id', '=', agent01.id).execute()).map((r) => r.kind));
    for (const [kind, tiers] of Object.entries(PLATFORM_CONTRACTS) as [ContractKind, ContractTier[]][]) {
      if (!had.has(kind)) await grantContractIn(tx, merchantCode, agent01.username, kind, tiers, now);
    }
  });

  const agent02 = await db.selectFrom('users').select(['id', 'username']).where('id', '=', id('agent02')).where('upline_id', '=', agent01.id).executeTakeFirst();
  const merchant = await db.selectFrom('merchants').select('profile').where('code', '=', merchantCode).executeTakeFirstOrThrow();
  const profile = agentProfile(merchant.profile);
  // Not claimed while it cannot be made: a later start offers it once daily salaries are on.
  if (!agent02 || !kindEnabled(profile, 'daily')) return;
  await seedOnce(db, merchantCode, 'contracts:agent02-daily-offer', async (tx) => {
    const offered = await tx.selectFrom('contracts').select('id').where('upline_id', '=', agent01.id).where('downline_id', '=', agent02.id).where('kind', '=', 'daily').executeTakeFirst();
    if (offered) return;
    const caller = { id: agent01.id, merchantCode, account: agent01.username, type: agent01.type, rebateBps: agent01.rebate_bps };
    await offerContractIn(tx, caller, { kind: 'daily', downline: agent02.username, tiers: AGENT02_DAILY_OFFER }, profile, now);
  });
}
