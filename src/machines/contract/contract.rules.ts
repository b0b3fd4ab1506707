import { MONEY } from '../../config/constants';
import { AGENTS } from '../../config/agents';
import { parseAmount } from '../money/amounts';
import type {
  Consolidated,
  Contract,
  ContractContext,
  ContractFieldError,
  ContractKind,
  ContractOfferRequest,
  ContractOverview,
  ContractTier,
  DraftErrors,
  DraftTier,
  ThresholdField,
  TierField,
} from './contract.types';

/** The order offers are shown in when several kinds wait (the order of SPEC §7's relay calls). */
export const KIND_ORDER: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** SPEC §3 consolidated: the count of open offers of each kind. */
export const CONSOLIDATED_FIELD: Record<ContractKind, keyof Consolidated> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};

export const THRESHOLD_FIELDS: readonly ThresholdField[] = [
  'periodValidBet',
  'periodProfitLoss',
  'activeMembers',
  'betDaily',
  'betHourly',
  'winRate',
  'lossRate',
  'singleBet',
];

/** How a field is typed: money (major units on screen, minor on the wire), a head count, or a percentage (basis points on the wire). */
export type FieldUnit = 'amount' | 'count' | 'percent';
export const FIELD_UNIT: Record<TierField, FieldUnit> = {
  periodValidBet: 'amount',
  periodProfitLoss: 'amount',
  activeMembers: 'count',
  betDaily: 'amount',
  betHourly: 'amount',
  winRate: 'percent',
  lossRate: 'percent',
  singleBet: 'amount',
  rate: 'percent',
};

/** Basis points in one percent. */
export const BPS_PER_PERCENT = 100;
/** Largest head count a threshold may ask for. Not in the spec. */
const MAX_COUNT = 1_000_000_000;

/** Kinds whose offers wait for the caller, in KIND_ORDER. */
export function pendingKinds(c: Consolidated): ContractKind[] {
  return KIND_ORDER.filter((k) => c[CONSOLIDATED_FIELD[k]] > 0);
}

/** The thresholds a tier of the kind may set (AGENTS.contractThresholds). */
export function thresholdsOf(kind: ContractKind): readonly ThresholdField[] {
  return AGENTS.contractThresholds[kind];
}

export function emptyTier(): DraftTier {
  return Object.fromEntries([...THRESHOLD_FIELDS, 'rate'].map((f) => [f, ''])) as DraftTier;
}

/** "1.5" → 150 bps; null unless 0 < percent ≤ `maxBps` with at most two decimals. */
export function parsePercent(text: string, maxBps: number = AGENTS.maxRateBps): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * BPS_PER_PERCENT + Number((match[2] ?? '').padEnd(2, '0'));
  return bps > 0 && bps <= maxBps ? bps : null;
}

function parseCount(text: string): number | null {
  const clean = text.trim();
  if (!/^\d{1,10}$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 && n <= MAX_COUNT ? n : null;
}

const FIELD_ERROR: Record<FieldUnit, ContractFieldError> = {
  amount: { key: 'contract.amount.invalid' },
  count: { key: 'contract.count.invalid' },
  percent: { key: 'contract.percent.invalid', params: { max: AGENTS.maxRateBps / BPS_PER_PERCENT } },
};

/** A field's wire value: null for '' (no requirement), else the number or the refusal. */
export function fieldValue(field: TierField, text: string): { value: number | null; error: ContractFieldError | null } {
  if (text.trim() === '') return { value: null, error: null };
  const unit = FIELD_UNIT[field];
  const value = unit === 'amount' ? parseAmount(text, MONEY.scale) : unit === 'count' ? parseCount(text) : parsePercent(text);
  return value === null ? { value: null, error: FIELD_ERROR[unit] } : { value, error: null };
}

/** A wire tier from a typed one: only the kind's thresholds; null where nothing (or nothing valid) is typed. */
export function tierOf(draft: DraftTier, kind: ContractKind): ContractTier {
  const allowed = new Set<TierField>(thresholdsOf(kind));
  const tier = Object.fromEntries(THRESHOLD_FIELDS.map((f) => [f, allowed.has(f) ? fieldValue(f, draft[f]).value : null])) as Omit<ContractTier, 'rate'>;
  return { ...tier, rate: fieldValue('rate', draft.rate).value ?? 0 };
}

/**
 * The upline's rate at a downline tier's thresholds (docs/agents.md "Contracts"): the best rate
 * among the upline's tiers whose every threshold is at most the downline tier's (null = 0 = no
 * requirement); 0 when none applies. A downline tier's rate may not exceed it.
 */
export function uplineRateAt(upline: readonly ContractTier[], tier: ContractTier): number {
  let best = 0;
  for (const u of upline) {
    if (THRESHOLD_FIELDS.every((f) => (u[f] ?? 0) <= (tier[f] ?? 0))) best = Math.max(best, u.rate);
  }
  return best;
}

/** The field refusals of a draft: downline chosen, each typed value valid, a rate on every tier, no rate above the upline's. */
export function draftErrors(c: Pick<ContractContext, 'draft' | 'kind'>, uplineTiers: readonly ContractTier[]): DraftErrors {
  const errors: DraftErrors = { tiers: [] };
  if (!c.draft.downline) errors.downline = { key: 'contract.downline.required' };
  if (c.draft.tiers.length === 0) errors.form = { key: 'contract.tiers.required' };
  const fields: TierField[] = [...thresholdsOf(c.kind), 'rate'];
  c.draft.tiers.forEach((draft, i) => {
    const tierErrors: Partial<Record<TierField, ContractFieldError>> = {};
    for (const f of fields) {
      const { error } = fieldValue(f, draft[f]);
      if (error) tierErrors[f] = error;
    }
    if (!tierErrors.rate) {
      if (draft.rate.trim() === '') tierErrors.rate = { key: 'validation.required' };
      else {
        const tier = tierOf(draft, c.kind);
        const max = uplineRateAt(uplineTiers, tier);
        if (tier.rate > max) tierErrors.rate = { key: 'contract.rate.exceeds', params: { maxBps: max } };
      }
    }
    errors.tiers[i] = tierErrors;
  });
  // The server keeps tiers apart by their thresholds: two alike would be one tier.
  const keys = c.draft.tiers.map((d) => JSON.stringify(thresholdsOf(c.kind).map((f) => tierOf(d, c.kind)[f] ?? 0)));
  if (!errors.form && new Set(keys).size < keys.length) errors.form = { key: 'contract.tiers.duplicate' };
  return errors;
}

export function hasDraftErrors(e: DraftErrors): boolean {
  return Boolean(e.downline || e.form || e.tiers.some((t) => Object.keys(t).length > 0));
}

export function offerRequest(c: Pick<ContractContext, 'draft' | 'kind'>): ContractOfferRequest {
  return { kind: c.kind, downline: c.draft.downline, tiers: c.draft.tiers.map((t) => tierOf(t, c.kind)) };
}

/** My open offer (from my upline or the platform) in a contracts answer. */
export function offerToMe(o: ContractOverview | null): Contract | null {
  return o?.mine.find((m) => m.status === 'offered') ?? null;
}

/** My valid contract of the kind: what I am paid, and the ceiling of what I may offer. */
export function myValidContract(o: ContractOverview | null): Contract | null {
  return o?.mine.find((m) => m.status === 'valid') ?? null;
}

/** A contract of the answer that can still be ended: my valid one, or one I gave that is offered or valid. */
export function endableContract(o: ContractOverview | null, id: string): Contract | null {
  const mine = o?.mine.find((m) => m.id === id && m.status === 'valid');
  const given = o?.given.list.find((g) => g.id === id && (g.status === 'valid' || g.status === 'offered'));
  return mine ?? given ?? null;
}

export function pageCount(o: ContractOverview | null): number {
  if (!o) return 1;
  return Math.max(1, Math.ceil(o.given.total / Math.max(1, o.given.size)));
}
