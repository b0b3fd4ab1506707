import { array, boolean, enums, type Infer, nullable, number, object, string } from 'superstruct';
import { instant } from './time';

/**
 * Responsible-gambling wire shapes (issue #7; docs/engagement.md "Responsible gambling").
 * Amounts are integer minor units; times are instants (./time.ts).
 * Request structs are loose (`number()`, `string()`); the server's care domain gives each
 * field its own refusal (request_param_err naming the field, care.* codes).
 */

export const DepositLimitPeriod = enums(['day', 'week', 'month']);
export type DepositLimitPeriod = Infer<typeof DepositLimitPeriod>;

/** One window's limit: what is in force, what it has used, and a raise waiting for its cooling-off. */
export const DepositLimit = object({
  period: DepositLimitPeriod,
  /** null: no limit for this window. */
  amount: nullable(number()),
  /** Deposits asked for in the window (pending or approved). */
  used: number(),
  /** amount − used, never below 0; null without a limit. */
  remaining: nullable(number()),
  /** A raise or removal waiting: the new amount (null: remove) and when it applies. */
  pending: nullable(object({ amount: nullable(number()), effectiveAt: instant() })),
});
export type DepositLimit = Infer<typeof DepositLimit>;

export const Exclusion = object({
  kind: enums(['timeout', 'selfExclusion']),
  startsAt: instant(),
  endsAt: instant(),
});
export type Exclusion = Infer<typeof Exclusion>;

export const CareStatus = object({
  limits: array(DepositLimit),
  /** The smallest remaining amount of the three windows; null: no limit. */
  depositAllowance: nullable(number()),
  realityCheckMinutes: nullable(number()),
  exclusion: nullable(Exclusion),
});
export type CareStatus = Infer<typeof CareStatus>;

/** POST /wps/care/deposit-limit: amount null removes the window's limit (after the cooling-off). */
export const DepositLimitRequest = object({ period: string(), amount: nullable(number()) });
export type DepositLimitRequest = Infer<typeof DepositLimitRequest>;

/** What a change did: `applied` at once (a decrease or a first limit) or `pending` until effectiveAt. */
export const DepositLimitChange = object({
  outcome: enums(['applied', 'pending', 'unchanged']),
  limit: DepositLimit,
});
export type DepositLimitChange = Infer<typeof DepositLimitChange>;

/** POST /wps/care/reality-check: minutes null turns it off. */
export const RealityCheckRequest = object({ minutes: nullable(number()) });
export type RealityCheckRequest = Infer<typeof RealityCheckRequest>;
export const RealityCheckSetting = object({ minutes: nullable(number()) });
export type RealityCheckSetting = Infer<typeof RealityCheckSetting>;

/** GET /wps/care/reality-check: the current session's time and net result (payouts − stakes). */
export const RealityCheck = object({
  minutes: nullable(number()),
  sessionStartedAt: instant(),
  sessionMinutes: number(),
  /** Bets' payouts and refunds minus stakes since the session began; negative: a loss. */
  netResult: number(),
  stakes: number(),
});
export type RealityCheck = Infer<typeof RealityCheck>;

/** POST /wps/care/exclusion: a time-out in days (1–42) or a self-exclusion in months (≥ 6). */
export const ExclusionRequest = object({ kind: string(), duration: number(), confirm: boolean() });
export type ExclusionRequest = Infer<typeof ExclusionRequest>;

/** Net deposits: deposits credited minus withdrawals asked for (not refunded), per window. */
export const NetDepositWindow = object({
  window: enums(['day', 'week', 'month', 'all']),
  deposits: number(),
  withdrawals: number(),
  net: number(),
});
export type NetDepositWindow = Infer<typeof NetDepositWindow>;
export const NetDepositSummary = object({ windows: array(NetDepositWindow) });
export type NetDepositSummary = Infer<typeof NetDepositSummary>;
