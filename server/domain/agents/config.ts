import type { AgentsProfile, MerchantProfile } from '../../db/database';

/** What a merchant without an `agents` block (seeded before issue #6) runs: every kind, dividends twice a month. */
export const DEFAULT_AGENTS_PROFILE: AgentsProfile = {
  enableCt: true,
  salary: true,
  hourSalary: true,
  realtimeSalary: true,
  dividendPeriod: 'semimonthly',
};

/** The merchant's agent configuration, defaults filled in for rows written before the block existed. */
export function agentProfile(profile: Pick<MerchantProfile, 'agents'> | { agents?: Partial<AgentsProfile> }): AgentsProfile {
  return { ...DEFAULT_AGENTS_PROFILE, ...(profile.agents ?? {}) };
}
