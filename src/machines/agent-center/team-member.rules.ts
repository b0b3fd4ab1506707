import { AGENTS } from '../../config/agents';
import type { TeamMember } from './team-member.types';

export const isAgentType = (type: number) => AGENTS.types.includes(type);

/** Type and rebate changes, and transfers, are for DIRECT downlines only (docs/agents.md). */
export const isDirect = (m: TeamMember) => m.level === 1;

/** The type a direct downline can be switched to: member → agent; agent → member only without a downline. */
export function nextType(m: TeamMember): 0 | 1 | null {
  if (!isDirect(m)) return null;
  if (!isAgentType(m.type)) return 1;
  return m.teamSize === 0 ? 0 : null;
}

/** A rebate group as the form shows it: basis points as a percentage ("150" → "1.5"). */
export function percentText(bps: number): string {
  return String(bps / 100);
}
