import {
  array,
  boolean,
  enums,
  type Infer,
  nullable,
  number,
  object,
  optional,
  string,
} from 'superstruct';
import { instant, day } from './time';
import { paged } from './money';

/**
 * Agent area wire shapes (issue #6; SPEC §1 agents, §2 agent center, §3 agent menu, contract
 * fields, consolidated, §4 contracts, §6 roles). Design and rules: docs/agents.md.
 *
 * Amounts are integer minor units (as in schemas/money.ts); rates are basis points (1/100 of a
 * percent: 150 = 1.50%). Dates in queries are `yyyy-MM-dd` days of the report zone
 * (AGENTS.reportZone, GMT+8 like the header clock); instants in answers are ISO-8601 strings.
 * A member named in a query or body (`account`, `parent`, `downline`) must be in the caller's
 * downline; anyone else — another agent's member, an unknown name — is the same 404
 * `agent.member.unknown`, so nothing leaks about who exists. Every endpoint answers 403
 * `agent.only` ("Non-agents cannot log in") to members and trial accounts.
 */

// ---- Menu -------------------------------------------------------------------------------

/** SPEC §3 "Agent menu entry: name, page, data, type". `type` 0: always shown; 1: shown by a flag. */
export const AgentMenuEntry = object({ name: string(), page: string(), data: nullable(string()), type: number() });
export type AgentMenuEntry = Infer<typeof AgentMenuEntry>;

/** GET /wps/agent/menu: the entries of SPEC §2 in order, and the contract flags (merchant config). */
export const AgentMenu = object({
  entries: array(AgentMenuEntry),
  /** enableCt: dividend; salary: daily salary; hourSalary: hourly salary; realtimeSalary: 5-minute salary. */
  flags: object({ enableCt: boolean(), salary: boolean(), hourSalary: boolean(), realtimeSalary: boolean() }),
  /** The caller: account, type (1, 2, 41, 42) and rebate group. */
  agent: object({ account: string(), type: number(), rebateBps: number() }),
});
export type AgentMenu = Infer<typeof AgentMenu>;

// ---- Announcements ----------------------------------------------------------------------

export const AgentAnnouncement = object({
  id: string(),
  title: string(),
  /** HTML from the operator; render only through SanitizedHtml (src/views/common/sanitized-html.tsx). */
  content: string(),
  date: instant(),
  pinned: boolean(),
});
export type AgentAnnouncement = Infer<typeof AgentAnnouncement>;
/** GET /wps/agent/announcements `?page=` (AGENTS.pageSize a page, pinned first, newest first). */
export const AgentAnnouncementPage = paged(AgentAnnouncement);
export type AgentAnnouncementPage = Infer<typeof AgentAnnouncementPage>;

// ---- Overview ---------------------------------------------------------------------------

export const OverviewPeriod = enums(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth']);
export type OverviewPeriod = Infer<typeof OverviewPeriod>;

/** Sums of a set of members over a period. `profitLoss` is the members' payout − stake (negative: the team lost). */
export const TeamFigures = object({
  betCount: number(),
  stake: number(),
  validBet: number(),
  payout: number(),
  profitLoss: number(),
  deposits: number(),
  depositCount: number(),
  withdrawals: number(),
  withdrawalCount: number(),
  newMembers: number(),
  activeMembers: number(),
});
export type TeamFigures = Infer<typeof TeamFigures>;

/** GET /wps/agent/overview `?period=` (default today): the caller's whole downline (depth ≥ 1). */
export const TeamOverview = object({
  period: OverviewPeriod,
  /** Bucket bounds, instants: [start, end). */
  start: instant(),
  end: instant(),
  /** Members in the downline now, and those directly below. */
  teamSize: number(),
  directMembers: number(),
  directAgents: number(),
  figures: TeamFigures,
  /** Statistics include everything that happened before this instant (the fold job's progress). */
  asOf: instant(),
});
export type TeamOverview = Infer<typeof TeamOverview>;

// ---- Registration of a downline ---------------------------------------------------------

/** PUT /wps/agent/register (encrypted): a direct downline member (type 0) or agent (type 1). */
export const AgentRegisterRequest = object({
  username: string(),
  password: string(),
  confirmPassword: string(),
  type: enums([0, 1]),
  nickname: optional(string()),
  /** At most the caller's own rebate group; default 0. */
  rebateBps: optional(number()),
});
export type AgentRegisterRequest = Infer<typeof AgentRegisterRequest>;
export const AgentRegistered = object({ account: string(), type: number(), rebateBps: number() });
export type AgentRegistered = Infer<typeof AgentRegistered>;

// ---- Team management --------------------------------------------------------------------

export const TeamMember = object({
  account: string(),
  nickname: string(),
  type: number(),
  /** Depth below the caller: 1 = direct. */
  level: number(),
  /** The member's upline account (the caller for level 1). */
  upline: string(),
  rebateBps: number(),
  teamSize: number(),
  registeredAt: instant(),
  lastLoginAt: nullable(instant()),
});
export type TeamMember = Infer<typeof TeamMember>;

/**
 * GET /wps/agent/team `?parent=&keyword=&type=member|agent&scope=direct|all&sort=registeredAt|account|lastLoginAt&order=asc|desc&page=`
 * Members below `parent` (default: the caller; must be in the downline).
 */
export const TeamMemberPage = paged(TeamMember);
export type TeamMemberPage = Infer<typeof TeamMemberPage>;

/** GET /wps/agent/member `?account=`: one downline member, its balance and the last 30 days. */
export const TeamMemberDetail = object({
  member: TeamMember,
  /** Main wallet plus vendor wallets, minor units. */
  balance: number(),
  /** Own figures (depth 0) of the last 30 report days. */
  last30Days: TeamFigures,
  /** Chain from the caller down to the member's upline (accounts), for breadcrumbs. */
  path: array(string()),
});
export type TeamMemberDetail = Infer<typeof TeamMemberDetail>;

/** POST /wps/agent/member/type: a DIRECT downline becomes an agent (1) or a member (0, only without downline). */
export const SetMemberTypeRequest = object({ account: string(), type: enums([0, 1]) });
export type SetMemberTypeRequest = Infer<typeof SetMemberTypeRequest>;

/** POST /wps/agent/member/rebate: a DIRECT downline's rebate group (≤ the caller's, ≥ its own downlines' highest). */
export const SetRebateRequest = object({ account: string(), rebateBps: number() });

// ---- Team betting -----------------------------------------------------------------------

export const TeamBet = object({
  account: string(),
  reference: string(),
  category: string(),
  vendor: string(),
  /** The vendor's display name as the catalogue and the wallet show it ("PG Soft" for PG); absent: show `vendor`. */
  vendorName: optional(string()),
  gameName: string(),
  stake: number(),
  validBet: number(),
  payout: nullable(number()),
  profit: nullable(number()),
  status: enums(['open', 'won', 'lost', 'void']),
  placedAt: instant(),
  settledAt: nullable(instant()),
});
export type TeamBet = Infer<typeof TeamBet>;
/**
 * GET /wps/agent/bets `?start=&end=&account=&category=&status=&page=` (range ≤ AGENTS.maxRangeDays,
 * by placing day): bets of the caller's downline, newest first, with the sums of the whole filter.
 */
export const TeamBetPage = object({
  list: array(TeamBet),
  page: number(),
  size: number(),
  total: number(),
  summary: object({ stake: number(), validBet: number(), payout: number(), profit: number() }),
});
export type TeamBetPage = Infer<typeof TeamBetPage>;

// ---- User profit and loss ---------------------------------------------------------------

export const ProfitLossRow = object({
  account: string(),
  type: number(),
  /** The member itself (depth 0). */
  own: TeamFigures,
  /** Its downline (depth ≥ 1); zeros for members without one. */
  team: TeamFigures,
});
export type ProfitLossRow = Infer<typeof ProfitLossRow>;

export const LevelFigures = object({ level: number(), members: number(), figures: TeamFigures });
export type LevelFigures = Infer<typeof LevelFigures>;

/**
 * GET /wps/agent/profit `?start=&end=&parent=&sort=account|validBet|profitLoss|betCount&order=&page=`
 * The direct downlines of `parent` (default: the caller), each with its own and its team's
 * figures over the report days [start, end]; `levels`: the parent's downline per depth.
 */
export const ProfitLossReport = object({
  parent: string(),
  /** Accounts from the caller down to the parent, for breadcrumbs. */
  path: array(string()),
  start: day(),
  end: day(),
  levels: array(LevelFigures),
  total: TeamFigures,
  rows: paged(ProfitLossRow),
  asOf: instant(),
});
export type ProfitLossReport = Infer<typeof ProfitLossReport>;

// ---- Transaction details ----------------------------------------------------------------

export const TeamTransaction = object({
  id: string(),
  account: string(),
  /** A posting type of schemas/money.ts PostingType, or a contract payout kind. */
  type: string(),
  wallet: string(),
  amount: number(),
  balanceAfter: number(),
  reference: string(),
  createdAt: instant(),
});
export type TeamTransaction = Infer<typeof TeamTransaction>;
/** GET /wps/agent/transactions `?start=&end=&account=&type=&page=`: postings on the downline's wallets. */
export const TeamTransactionPage = paged(TeamTransaction);
export type TeamTransactionPage = Infer<typeof TeamTransactionPage>;

// ---- Contracts --------------------------------------------------------------------------

/** dividend (flag enableCt), daily salary (salary), hourly salary (hourSalary), real-time salary (every 5 minutes). */
export const ContractKind = enums(['dividend', 'daily', 'hourly', 'realtime']);
export type ContractKind = Infer<typeof ContractKind>;

/**
 * One tier (SPEC §3 contract fields). Every threshold is optional (null: no requirement); a
 * tier is reached when all of its thresholds are; the reached tier with the highest rate pays
 * `rate` × the base of the period (salaries: the team's valid bet; dividend: the team's net
 * loss, −profitLoss, when positive). Amounts in minor units; winRate and lossRate in basis
 * points of valid bet; rate in basis points of the base. Which thresholds a kind accepts:
 * docs/agents.md (AGENTS.contractThresholds).
 */
export const ContractTier = object({
  periodValidBet: nullable(number()),
  periodProfitLoss: nullable(number()),
  activeMembers: nullable(number()),
  betDaily: nullable(number()),
  betHourly: nullable(number()),
  winRate: nullable(number()),
  lossRate: nullable(number()),
  singleBet: nullable(number()),
  rate: number(),
});
export type ContractTier = Infer<typeof ContractTier>;

/** offered → valid | rejected | cancelled (the upline withdrew it); valid → terminated. */
export const ContractStatus = enums(['offered', 'valid', 'rejected', 'cancelled', 'terminated']);
export type ContractStatus = Infer<typeof ContractStatus>;

export const Contract = object({
  id: string(),
  kind: ContractKind,
  /** The payer: an upline account, or null for the platform. */
  upline: nullable(string()),
  downline: string(),
  status: ContractStatus,
  tiers: array(ContractTier),
  /** Dividend contracts: the merchant's settlement period. */
  period: nullable(enums(['daily', 'weekly', 'semimonthly', 'monthly'])),
  offeredAt: instant(),
  answeredAt: nullable(instant()),
  endedAt: nullable(instant()),
  /** Who ended it and why: 'upline' | 'downline' | 'platform' | 'superseded' (a new upline contract paid less) | 'uplineEnded'. */
  endedBy: nullable(string()),
});
export type Contract = Infer<typeof Contract>;

/**
 * GET /wps/agent/contracts `?kind=&status=&page=`: `mine` — the caller's own contracts of the kind
 * (the valid one and an open offer, newest first, at most a few); `given` — a page of contracts
 * the caller offered to its direct downlines.
 */
export const ContractOverview = object({
  kind: ContractKind,
  enabled: boolean(),
  mine: array(Contract),
  given: paged(Contract),
});
export type ContractOverview = Infer<typeof ContractOverview>;

/** PUT /wps/agent/contract: offer to a DIRECT downline. */
export const ContractOfferRequest = object({ kind: ContractKind, downline: string(), tiers: array(ContractTier) });
export type ContractOfferRequest = Infer<typeof ContractOfferRequest>;
/** POST /wps/agent/contract/answer: the downline accepts or rejects an offer made to it. */
export const ContractAnswerRequest = object({ id: string(), accept: boolean() });
export type ContractAnswerRequest = Infer<typeof ContractAnswerRequest>;
/** POST /wps/agent/contract/end: the upline cancels an offer or terminates; the downline terminates a valid one. */
export const ContractEndRequest = object({ id: string() });
export type ContractEndRequest = Infer<typeof ContractEndRequest>;

/**
 * GET /wps/member/info/funds/consolidated (SPEC §3 consolidated): how many open contract offers
 * of each kind wait for the caller's answer; the home page opens the contract popup when any is above 0.
 */
export const Consolidated = object({
  dailysalreqtype: number(),
  divtypereq: number(),
  contracthoursalreq: number(),
  realtimesalreqtype: number(),
});
export type Consolidated = Infer<typeof Consolidated>;

/** The relay calls of SPEC §7 home (dividend, daily salary, contract hourly salary, real-time salary): the open offer of the kind, if any. */
export const ContractRequest = object({ offer: nullable(Contract), uplineTiers: array(ContractTier) });
export type ContractRequest = Infer<typeof ContractRequest>;

// ---- Bills (settlements) ----------------------------------------------------------------

/**
 * issued: paid in full; partlyIssued: the payer's balance covered part (the rest is not carried
 * over); insufficientBalance: nothing could be paid; notReached: no tier reached (amount 0);
 * rejected: the contract ended before the period closed, nothing due.
 */
export const BillStatus = enums(['issued', 'partlyIssued', 'insufficientBalance', 'notReached', 'rejected']);
export type BillStatus = Infer<typeof BillStatus>;

export const Bill = object({
  id: string(),
  kind: ContractKind,
  contractId: string(),
  /** 'platform' or the payer's account. */
  payer: string(),
  payee: string(),
  periodKey: string(),
  periodStart: instant(),
  periodEnd: instant(),
  /** What was measured: the team's figures over the period. */
  validBet: number(),
  profitLoss: number(),
  activeMembers: number(),
  base: number(),
  rateBps: number(),
  /** Due and actually paid. */
  amount: number(),
  paid: number(),
  status: BillStatus,
  createdAt: instant(),
});
export type Bill = Infer<typeof Bill>;

/**
 * GET /wps/agent/bills `?kind=&side=received|paid&start=&end=&page=`: settlements the caller
 * received (my income) or paid to its downlines, newest first, with the sums.
 */
export const BillPage = object({
  list: array(Bill),
  page: number(),
  size: number(),
  total: number(),
  summary: object({ amount: number(), paid: number() }),
});
export type BillPage = Infer<typeof BillPage>;

/** GET /wps/agent/income `?start=&end=`: my income (agentRevenueReport), received payouts per kind and per day. */
export const IncomeReport = object({
  start: day(),
  end: day(),
  byKind: array(object({ kind: ContractKind, paid: number(), bills: number() })),
  byDay: array(object({ day: day(), paid: number() })),
  total: number(),
});
export type IncomeReport = Infer<typeof IncomeReport>;
