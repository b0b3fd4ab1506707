import type { TeamMember, TeamMemberDetail } from '../../api/schemas/agent';
import type { FieldError } from '../../api/validation/validate';

export type { TeamMember, TeamMemberDetail };

export interface TeamMemberInput {
  /** The downline member shown (picked in the team list). */
  account: string;
  /** The agent's own rebate group: a downline's can never be higher. */
  ownRebateBps: number;
}

export interface TeamMemberContext extends TeamMemberInput {
  detail: TeamMemberDetail | null;
  /** The rebate being typed, as a percentage ("1.5"). */
  rebate: string;
  rebateError: FieldError | null;
  /** A refusal of the last change (or why the details did not load), for the alert. */
  errorKey: string | null;
  /** What the last change that went through was, for the confirmation. */
  saved: 'type' | 'rebate' | null;
}

export type TeamMemberEvent =
  | { type: 'member.retry' }
  | { type: 'member.type.set'; memberType: 0 | 1 }
  | { type: 'member.rebate.change'; value: string }
  | { type: 'member.rebate.submit' };
