import type { ContractKind, ContractTier } from '../../../../src/api/schemas/agent';
import { AGENTS } from '../../../../src/config/agents';
import { AgentError } from '../errors';

/**
 * Contract tiers (docs/agents.md "Contracts"): which thresholds a kind accepts, their checks,
 * the rule "a downline's rate can never exceed the upline's at the same thresholds", and which
 * tier a period reaches.
 */

export type Threshold = Exclude<keyof ContractTier, 'rate'>;
export const THRESHOLDS: readonly Threshold[] = ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'betDaily', 'betHourly', 'winRate', 'lossRate', 'singleBet'];

/** Largest amount or count a threshold may name (10^12 minor units, as a wire amount). */
const MAX_THRESHOLD = 1_000_000_000_000;

export const thresholdsOf = (kind: ContractKind): readonly Threshold[] => AGENTS.contractThresholds[kind];

/** 400 agent.contract.tiers, naming the tier (0-based index), the field and why. */
export const badTiers = (reason: string, index?: number, field?: string) =>
  new AgentError('invalid', 'agent.contract.tiers', `invalid contract tiers: ${reason}`, {
    reason,
    ...(index === undefined ? {} : { index }),
    ...(field === undefined ? {} : { field }),
  });

const isCount = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;

/** A tier's threshold as the rules compare it: null (no requirement) counts as 0. */
const th = (t: ContractTier, f: Threshold) => t[f] ?? 0;

function compareThresholds(kind: ContractKind, a: ContractTier, b: ContractTier): number {
  for (const f of thresholdsOf(kind)) {
    const d = th(a, f) - th(b, f);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Checks the tiers of an offer (or a platform grant) of `kind` and answers them sorted by their
 * thresholds (the kind's fields in AGENTS.contractThresholds order, null as 0):
 * 1..AGENTS.maxTiers tiers; a threshold the kind does not accept must be null; the others null
 * or an integer 0..10^12 (win and loss rates: 0..10000 bps); the rate an integer
 * 0..AGENTS.maxRateBps; no two tiers with the same thresholds. Refusal: 400 agent.contract.tiers.
 */
export function normalizeTiers(kind: ContractKind, tiers: readonly ContractTier[]): ContractTier[] {
  if (!Array.isArray(tiers) || tiers.length === 0) throw badTiers('empty');
  if (tiers.length > AGENTS.maxTiers) throw badTiers('tooMany');
  const accepted = new Set<Threshold>(thresholdsOf(kind));
  const clean = tiers.map((t, i) => {
    if (!t || typeof t !== 'object') throw badTiers('shape', i);
    const out = { rate: 0 } as ContractTier;
    for (const f of THRESHOLDS) {
      const v = t[f] ?? null;
      if (v === null) {
        out[f] = null;
        continue;
      }
      if (!accepted.has(f)) throw badTiers('notForKind', i, f);
      const max = f === 'winRate' || f === 'lossRate' ? 10_000 : MAX_THRESHOLD;
      if (!isCount(v, max)) throw badTiers('threshold', i, f);
      out[f] = v;
    }
    if (!isCount(t.rate, AGENTS.maxRateBps)) throw badTiers('rate', i, 'rate');
    out.rate = t.rate;
    return out;
  });
  const sorted = clean.map((t, i) => ({ t, i })).sort((a, b) => compareThresholds(kind, a.t, b.t) || a.i - b.i);
  for (let k = 1; k < sorted.length; k++) {
    if (compareThresholds(kind, sorted[k - 1]!.t, sorted[k]!.t) === 0) throw badTiers('duplicate', sorted[k]!.i);
  }
  return sorted.map((x) => x.t);
}

/**
 * What the upline's own tiers pay at a downline tier's thresholds: the highest rate among the
 * upline's tiers whose every threshold is ≤ the downline tier's (null = 0: no requirement), or
 * -1 when none of them would be reached there.
 */
export function uplineRateAt(kind: ContractKind, upline: readonly ContractTier[], t: ContractTier): number {
  let best = -1;
  for (const u of upline) {
    if (thresholdsOf(kind).every((f) => th(u, f) <= th(t, f)) && u.rate > best) best = u.rate;
  }
  return best;
}

/**
 * Index of the first downline tier whose rate exceeds what the upline's tiers pay at its
 * thresholds, or -1 when every tier is within (docs/agents.md "Contracts", rule 2).
 */
export function firstTierAbove(kind: ContractKind, upline: readonly ContractTier[], downline: readonly ContractTier[]): number {
  return downline.findIndex((t) => t.rate > uplineRateAt(kind, upline, t));
}

/** What a period measured of a team (depth ≥ 1), as the thresholds read it. */
export interface Measured {
  validBet: number;
  /** Members' payout − stake: negative when the team lost. */
  profitLoss: number;
  activeMembers: number;
  /** Largest single valid bet. */
  maxBet: number;
}

/** Win and loss rates in basis points of valid bet (0 without valid bet). */
const rateOf = (part: number, validBet: number) => (validBet > 0 && part > 0 ? Number((BigInt(part) * 10_000n) / BigInt(validBet)) : 0);

/** The measured value a threshold compares with (≥). */
export function measuredFor(f: Threshold, m: Measured): number {
  switch (f) {
    case 'periodValidBet':
    case 'betDaily':
    case 'betHourly':
      return m.validBet;
    case 'periodProfitLoss':
      return Math.max(-m.profitLoss, 0);
    case 'activeMembers':
      return m.activeMembers;
    case 'winRate':
      return rateOf(m.profitLoss, m.validBet);
    case 'lossRate':
      return rateOf(-m.profitLoss, m.validBet);
    case 'singleBet':
      return m.maxBet;
  }
}

/** The base a rate applies to: salaries the team's valid bet; dividends the team's net loss when positive. */
export const baseOf = (kind: ContractKind, m: Measured) => (kind === 'dividend' ? Math.max(-m.profitLoss, 0) : m.validBet);

/**
 * The tier a period reaches — every non-null threshold met (measured ≥ threshold) — with the
 * highest rate, and what it pays: ⌊base × rate / 10000⌋. No tier reached: rate 0, amount 0.
 */
export function payFor(kind: ContractKind, tiers: readonly ContractTier[], m: Measured): { rateBps: number; base: number; amount: number } {
  let rateBps = 0;
  for (const t of tiers) {
    if (thresholdsOf(kind).every((f) => t[f] === null || measuredFor(f, m) >= t[f]!) && t.rate > rateBps) rateBps = t.rate;
  }
  const base = baseOf(kind, m);
  const amount = Number((BigInt(base) * BigInt(rateBps)) / 10_000n);
  return { rateBps, base, amount };
}
