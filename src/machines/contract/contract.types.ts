import type {
  Consolidated,
  Contract,
  ContractKind,
  ContractOfferRequest,
  ContractOverview,
  ContractRequest,
  ContractTier,
  TeamMemberPage,
} from '../../api/schemas/agent';

export type { Consolidated, Contract, ContractKind, ContractOfferRequest, ContractOverview, ContractRequest, ContractTier, TeamMemberPage };

/** The kinds the agent center shows as sections (SPEC §2: dividend, daily salary, hourly salary, each behind its flag). */
export type SectionKind = Exclude<ContractKind, 'realtime'>;

/** A threshold of a tier (SPEC §3 contract fields); which ones a kind takes: AGENTS.contractThresholds. */
export type ThresholdField = Exclude<keyof ContractTier, 'rate'>;
/** Every editable field of a tier: its thresholds and its rate. */
export type TierField = keyof ContractTier;

/** A tier as typed in the editor: amounts in major units, rates in percent, '' for no requirement. */
export type DraftTier = Record<TierField, string>;

/** A refusal shown at a field or above the form; the view translates `key` (with `params`). */
export interface ContractFieldError {
  key: string;
  params?: Readonly<Record<string, number | string>>;
}

export interface DraftErrors {
  downline?: ContractFieldError;
  /** Per tier (same index as `draft.tiers`), per field. */
  tiers: Partial<Record<TierField, ContractFieldError>>[];
  /** The whole offer (no tier; refused by the server without a field). */
  form?: ContractFieldError;
}

/** The offer being written by an upline for one of its direct downline agents. */
export interface Draft {
  downline: string;
  tiers: DraftTier[];
  /** The direct-agent search typed in the downline picker (`keyword` of GET /wps/agent/team). */
  keyword: string;
}

/**
 * `section`: one kind in the agent center (my contract, an offer to me, the contracts I gave).
 * `popup`: the signed-in site watching for offers to answer (consolidated, then the relay of the kind).
 */
export type ContractMode = 'section' | 'popup';

export interface ContractContext {
  mode: ContractMode;
  kind: ContractKind;
  /** GET /wps/agent/contracts of the kind (section), the page of `given` asked for. */
  overview: ContractOverview | null;
  page: number;
  /** The open offer to me being answered, and the upline's own tiers beside it (relay; [] when unknown). */
  offer: Contract | null;
  uplineTiers: ContractTier[];
  /** accept (true) or reject (false) while answering. */
  answer: boolean | null;
  /** The contract as the last answer / offer / end call returned it. */
  result: Contract | null;
  /** The contract to terminate, or the offer to cancel, once asked to. */
  ending: Contract | null;
  /** The upline side: the direct downline agents to offer to (first page of the search), and the offer being written. */
  team: TeamMemberPage | null;
  draft: Draft;
  errors: DraftErrors;
  /** Popup: kinds with open offers still to look at after the current one; offers put off with "Later" this visit. */
  queue: ContractKind[];
  dismissed: string[];
  /** Why the last call failed (a message key), while a failed state shows it. */
  errorKey: string | null;
}

export type ContractEvent =
  | { type: 'contract.open'; kind: ContractKind }
  | { type: 'contract.watch' }
  | { type: 'contract.retry' }
  | { type: 'contract.back' }
  | { type: 'contract.close' }
  | { type: 'contract.later' }
  | { type: 'contract.refresh' }
  | { type: 'contract.page'; page: number }
  | { type: 'contract.accept' }
  | { type: 'contract.reject' }
  | { type: 'contract.end'; id: string }
  | { type: 'contract.confirm' }
  | { type: 'contract.draft' }
  | { type: 'contract.check' }
  | { type: 'draft.downline'; account: string }
  | { type: 'draft.search'; keyword: string }
  | { type: 'draft.tier.add' }
  | { type: 'draft.tier.remove'; index: number }
  | { type: 'draft.tier.change'; index: number; field: TierField; value: string }
  | { type: 'draft.submit' };

/** The query of GET /wps/agent/contracts. */
export interface ContractsQuery {
  kind: ContractKind;
  page: number;
}

/** The query of GET /wps/agent/team for the downline picker. */
export interface TeamQuery {
  keyword: string;
}
