import type { LoginResult, MemberInfo } from '../../api/schemas/account';

/** Account types (SPEC §4 "isAgent"): these open the agent center. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial (free-play) account type, barred from member features. */
export const TRIAL_TYPE = 4;

export type AccountKind = 'member' | 'agent' | 'trial';

export function accountKind(type: number): AccountKind {
  if (type === TRIAL_TYPE) return 'trial';
  return AGENT_TYPES.includes(type) ? 'agent' : 'member';
}

/** The session keys of SPEC §3 this chart owns in sessionStorage. */
export interface StoredSession {
  token: string | null;
  /** Numeric account type (the historical key name is `isAgent`). */
  isAgent: number | null;
  nickname: string | null;
  account: string | null;
  username: string | null;
  customerId: string | null;
  toUpline: boolean;
  memberLabel: string | null;
  /** Not a SPEC §3 key: the staff flag of member info, so /flows survives a reload. */
  staff: boolean;
}

export interface SessionContext {
  token: string | null;
  /** Member info as last loaded (or as restored from sessionStorage). */
  info: Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type' | 'toUpline' | 'staff'> & { memberLabel: string | null } | null;
  /** A message for the person: why they were signed out, or why an action is refused. */
  noticeKey: string | null;
}

export type SessionEvent =
  | { type: 'session.start'; token: string }
  | { type: 'session.freeplay' }
  | { type: 'session.refresh' }
  | { type: 'session.end' }
  | { type: 'session.replaced' }
  /** A member feature is asked for (deposit, messages, a promotion's action…): the chart answers who may have it. */
  | { type: 'session.memberOnly' }
  | { type: 'session.dismiss' };

/** The session chart's answer to `session.memberOnly`, for the one who asked (use-session.tsx `useMemberGate`). */
export type SessionEmitted = { type: 'session.memberGranted' } | { type: 'session.loginAsked' };

export type FreeplayResult = LoginResult;
