import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FavoriteGamesTable, GamesTable, LaunchTicketsTable, PvpRoomsTable, RecentGamesTable } from './tables-games';
import type { DemoConfigsTable, DemoFixtureBetsTable, DemoFixturesTable, DemoRoundsTable, DemoSeedsTable, DemoSessionsTable } from './tables-demo-vendor';
import type { AgentAnnouncementsTable, MemberActivityTable, StatOutboxTable, TeamStatsTable, UserTreeTable } from './tables-agents';
import type { ContractBillsTable, ContractsTable, MemberMessagesTable, SettlementRunsTable } from './tables-contracts';
import type { PromotionsTables } from './tables-promotions';
import type { PointsTables } from './tables-points';
import type { CareTables } from './tables-care';
import type { ContentTables } from './tables-content';
import type { ReferralTables } from './tables-referral';
import type { ProtectionTables } from './tables-protection';
import type { PasskeyTables } from './tables-passkeys';
import type { LotteryBetsTable, LotteryBetTypesTable, LotteryDrawsTable, LotteryGamesTable } from './tables-lottery';

/**
 * Every table of the reference server, in one place (kysely-org/kysely example style).
 * JSON columns are written as strings (see `json()` in ./json.ts) because node-postgres
 * would otherwise turn JS arrays into Postgres arrays; both drivers read them back parsed.
 */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Text in several interface languages, keyed by lower-case language code (bn, en…). */
export type Localized = Record<string, string>;

export interface MerchantsTable {
  code: string;
  /** Brand, settings, resources… the static part of the permission response (MerchantProfile). */
  profile: Json<MerchantProfile>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance_message: string | null;
  /** Region rule: empty array means every country is allowed. */
  allowed_countries: Json<string[]>;
  updated_at: UpdatedAt;
}

export interface MerchantProfile {
  brand: {
    name: string;
    platform: string;
    lotteryType: string;
    device: string;
    defaultLanguage: string;
    languages: string[];
    chatHeaderColor: string;
    currencySymbol: string;
  };
  settings: { loginedToHomePage: boolean; flowsEnabled: boolean };
  register: { captcha: boolean; affiliateCode: boolean };
  resources: { resourceType: string; url: string; qrText: string | null; labelNameEn: string | null; label: Localized | null }[];
  customerService: { pathList: { type: number; path: string }[] };
  imageCDNs: string[];
  launchGameCDNs: string[];
  analytics: Record<string, string>;
  /** Domains offered by /wps/system/domainRoute; empty means "the host the request came to". */
  domains: string[];
  /** Vendors of the SPORTS category shown as the ESPORTS category instead (SPEC §2). */
  esportsVassalages: string[];
  /** Wallets, deposit channels, withdrawal limits (docs/money.md; seed-data/money.ts). */
  money: MoneyProfile;
  /**
   * Agent center flags and the dividend period (docs/agents.md). Rows written before issue #6
   * have none: read it through agentProfile() (server/domain/agents/config.ts), which fills defaults.
   */
  agents: AgentsProfile;
}

/** Which contract kinds a merchant runs (agent menu entries, settlement jobs) and how often dividends settle. */
export interface AgentsProfile {
  /** Dividend contracts (SPEC §2 flag enableCt). */
  enableCt: boolean;
  /** Daily salary (flag salary). */
  salary: boolean;
  /** Hourly salary (flag hourSalary). */
  hourSalary: boolean;
  /** Real-time salary, every AGENTS.realtimeSalaryMinutes. */
  realtimeSalary: boolean;
  dividendPeriod: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
}

/** A merchant's money configuration; amounts in minor units. */
export interface MoneyProfile {
  /** One wallet only: no vendor wallets, no transfers between wallets. */
  isSingle: boolean;
  vendorWallets: { code: string; name: string }[];
  depositChannels: {
    code: string;
    kind: 'bank' | 'ewallet';
    name: string;
    min: number;
    max: number;
    /** Confirmed by the demo provider (not in production). */
    demo: boolean;
    /** Where members pay and the name on that account (deposit instructions). */
    payTo: string;
    accountName: string;
  }[];
  withdrawal: { min: number; max: number; providers: { code: string; kind: 'bank' | 'ewallet'; name: string }[] };
}

export interface ModulesTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface RegisterFieldsTable {
  merchant_code: string;
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CountriesTable {
  merchant_code: string;
  country_code: string;
  dialing_code: string;
  sort: number;
}

export interface GameCategoriesTable {
  merchant_code: string;
  code: string;
  title: Json<Localized>;
  sort: number;
}

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  category_code: string;
  display_name: string;
  is_hot: boolean;
  account_type_id: number;
  game_type: string;
  /** Trial (type 4) accounts may play this vendor's games; null: the category's default (docs/games.md). */
  trial_allowed: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Stable key so the seed can tell its own rows apart from operator rows. */
  key: string;
  type: string;
  title: Json<Localized>;
  content: Json<Localized>;
  image_url: string | null;
  link_url: string | null;
  active: boolean;
  sort: number;
  published_at: ColumnType<Date, Date | string, Date | string>;
}

export interface HelpCategoriesTable {
  id: Generated<number>;
  merchant_code: string;
  key: string;
  title: Json<Localized>;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category_id: number;
  key: string;
  title: Json<Localized>;
  content: Json<Localized>;
  sort: number;
}

export interface SessionsTable {
  /** Hex SHA-256 of the raw token: a leaked table does not leak usable tokens. */
  token_hash: string;
  user_id: string;
  merchant_code: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'replaced' (a newer login of the same user), 'logout' or 'password'. */
  end_reason: string | null;
  /** Account type at login (4 = trial), so guards need no user lookup. */
  account_type: ColumnType<number, number | undefined, number>;
  /** Opened with mustChangePassword/passwordExpired: the change needs no old password. */
  password_change_required: ColumnType<boolean, boolean | undefined, boolean>;
  /** Last fresh proof of who holds the session (docs/account-protection.md "Re-check"); null: none since it opened. */
  rechecked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ServerKeysTable {
  key_id: string;
  alg: string;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

export interface IpGeoTable {
  /** Normalised CIDR (see domain/ip.ts). */
  cidr: string;
  country_code: string;
  updated_at: UpdatedAt;
}

export interface IpRulesTable {
  merchant_code: string;
  cidr: string;
  /** 'block' restricts the range; 'allow' bypasses every region rule. */
  kind: 'block' | 'allow';
  created_at: CreatedAt;
}

export interface UsersTable {
  id: string;
  merchant_code: string;
  username: string;
  /** argon2id PHC string. */
  password_hash: string;
  password_changed_at: ColumnType<Date, Date | string, Date | string>;
  /** isAgent of SPEC §4: 0 member, 1/2/41/42 agents, 4 trial. */
  type: ColumnType<number, number | undefined, number>;
  nickname: string;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  /** Bank account (payee) name; doubles as a new-address verification answer. */
  payee_name: string | null;
  /** The member's authenticator secret, sealed (AES-256-GCM under FACTOR_KEY, domain/auth/factor-secrets.ts); null without one. */
  totp_secret: string | null;
  /** When a code sent to the bound mobile number proved it (bind, or registration with an SMS code); null when unproven. */
  mobile_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When a code sent to the bound e-mail address proved it; null when unproven. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Agents: the code their invitation links carry. */
  affiliate_code: string | null;
  upline_id: string | null;
  /** Free-play credit granted at creation, in minor units (informational: the balance is in the ledger). */
  demo_credit: ColumnType<string | number, string | number | bigint | undefined, string | number | bigint>;
  icon_url: string | null;
  /** Optional registration fields (qqNum, line, whatsapp…). */
  profile: Json<Record<string, string>>;
  register_method: string;
  register_ip: string | null;
  created_at: CreatedAt;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The operator's staff (not players or agents): may open the flow visualiser in production. */
  is_staff: ColumnType<boolean, boolean | undefined, boolean>;
  /** argon2id PHC string of the payment password (money movements); null until set. */
  payment_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rebate group in basis points of valid bet; a downline's never exceeds its upline's (issue #6). */
  rebate_bps: ColumnType<number, number | undefined, number>;
}

export interface UserIpsTable {
  user_id: string;
  ip: string;
  first_seen: ColumnType<Date, Date | string, Date | string>;
  last_seen: ColumnType<Date, Date | string, Date | string>;
}

type Stamp = ColumnType<Date, Date | string, Date | string>;
type MaybeStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CaptchasTable {
  /** SHA-256 of the random id kept in the HttpOnly cookie. */
  id_hash: string;
  answer_hash: string;
  ip: string;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: MaybeStamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_code: string;
  /** register | login | reset (SMS), challenge (new-address), email-reset. */
  purpose: string;
  /** What the code is bound to: "+880 1711000001", a challenge id hash, a user id. */
  subject: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: MaybeStamp;
}

export interface LoginChallengesTable {
  id_hash: string;
  user_id: string;
  ip: string;
  methods: Json<string[]>;
  must_change_password: boolean;
  password_expired: boolean;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: MaybeStamp;
}

/** Throttles shared by all instances: a windowed count and a "not before" slot. */
export interface RateCountersTable {
  key: string;
  count: number;
  window_start: Stamp;
  next_at: MaybeStamp;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  body: string;
  code: string | null;
  created_at: Stamp;
}

export interface AuthEventsTable {
  id: Generated<number>;
  merchant_code: string;
  event: string;
  user_id: string | null;
  /** Username or mobile as typed (for failures of unknown accounts). */
  subject: string | null;
  ip: string;
  user_agent: string | null;
  detail: Json<Record<string, unknown>> | null;
  created_at: Stamp;
}

/** bigint columns: node-postgres reads them as strings, PGlite as numbers; see domain/money/amounts.ts toMinor(). */
type Minor = ColumnType<string | number | bigint, number | bigint | string, number | bigint | string>;
type MaybeMinor = ColumnType<string | number | bigint | null, number | bigint | string | null | undefined, number | bigint | string | null>;

export type LedgerAccountKind = 'wallet' | 'hold' | 'channel' | 'payout' | 'games' | 'promotions' | 'commissions';

export interface LedgerAccountsTable {
  /** w:<userId>:<WALLET>, hold:<userId>, sys:<merchant>:<channel:CODE|payout|games|promotions|commissions> */
  id: string;
  merchant_code: string;
  kind: LedgerAccountKind;
  user_id: string | null;
  wallet_code: string | null;
  /** Cached sum of the account's postings, updated by ledger.post() in the same transaction. */
  balance: Minor;
  allow_negative: boolean;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<string | number | bigint>;
  merchant_code: string;
  /** A PostingType of the wire (deposit, betStake…) or withdrawalPaid (never on a member wallet). */
  kind: string;
  reference: string;
  user_id: string | null;
  note: string | null;
  created_at: Stamp;
}

export interface LedgerPostingsTable {
  id: Generated<string | number | bigint>;
  transaction_id: number | string | bigint;
  account_id: string;
  amount: Minor;
  balance_after: Minor;
  created_at: Stamp;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  scope: string;
  request_hash: string;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Stamp;
}

export interface DepositsTable {
  reference: string;
  merchant_code: string;
  user_id: string;
  channel: string;
  channel_name: string;
  demo: boolean;
  amount: Minor;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  instructions: Json<{ payTo: string; accountName: string; note: string }>;
  created_at: Stamp;
  expires_at: Stamp;
  decided_at: MaybeStamp;
  decided_by: string | null;
  reject_reason: string | null;
  transaction_id: ColumnType<string | number | bigint | null, number | string | bigint | null | undefined, number | string | bigint | null>;
}

export interface PayoutAccountsTable {
  id: string;
  merchant_code: string;
  user_id: string;
  provider: string;
  provider_name: string;
  kind: 'bank' | 'ewallet';
  account_no: string;
  payee_name: string;
  created_at: Stamp;
}

export interface WithdrawalProofsTable {
  id: string;
  user_id: string;
  content_type: string;
  size: number;
  sha256: string;
  data: Uint8Array;
  created_at: Stamp;
}

export type WithdrawalStatusValue = 'pending' | 'rejected' | 'paid' | 'received' | 'partlyReceived' | 'notReceived' | 'autoReceived' | 'refunded' | 'closed';

export interface WithdrawalsTable {
  id: string;
  reference: string;
  merchant_code: string;
  user_id: string;
  payout_account_id: string;
  provider_name: string;
  account_no_masked: string;
  amount: Minor;
  status: WithdrawalStatusValue;
  created_at: Stamp;
  decided_at: MaybeStamp;
  confirm_by: MaybeStamp;
  confirmed_at: MaybeStamp;
  closed_at: MaybeStamp;
  received_amount: MaybeMinor;
  refunded_amount: MaybeMinor;
  proof_id: string | null;
  reject_reason: string | null;
}

export interface BetsTable {
  reference: string;
  merchant_code: string;
  user_id: string;
  wallet_code: string;
  category: string;
  vendor: string;
  game_name: string;
  stake: Minor;
  valid_bet: Minor;
  payout: MaybeMinor;
  status: 'open' | 'won' | 'lost' | 'void';
  placed_at: Stamp;
  settled_at: MaybeStamp;
}

/** Outside production: a captcha's answer for GET /dev/captcha, any instance (migration 0018_operations). */
export interface DevCaptchaAnswersTable {
  id_hash: string;
  answer: string;
  expires_at: Date;
}

/** A seed step that ran once (migration 0015_seed_marks). */
export interface SeedMarksTable {
  merchant_code: string;
  key: string;
  done_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A sealed request's nonce, kept until its seal's window has passed (migration 0017_wire_nonces; server/domain/wire-nonces.ts). */
export interface WireNoncesTable {
  nonce: string;
  expires_at: ColumnType<Date, Date | string, never>;
}

/** Issue #7's tables live in their own modules (tables-<area>.ts), one interface each. */
export interface Database extends PromotionsTables, PointsTables, CareTables, ContentTables, ReferralTables, ProtectionTables, PasskeyTables {
  merchants: MerchantsTable;
  modules: ModulesTable;
  register_fields: RegisterFieldsTable;
  countries: CountriesTable;
  game_categories: GameCategoriesTable;
  vendors: VendorsTable;
  notices: NoticesTable;
  help_categories: HelpCategoriesTable;
  help_articles: HelpArticlesTable;
  sessions: SessionsTable;
  server_keys: ServerKeysTable;
  ip_geo: IpGeoTable;
  ip_rules: IpRulesTable;
  users: UsersTable;
  user_ips: UserIpsTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  login_challenges: LoginChallengesTable;
  rate_counters: RateCountersTable;
  outbox: OutboxTable;
  auth_events: AuthEventsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  deposits: DepositsTable;
  payout_accounts: PayoutAccountsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  withdrawals: WithdrawalsTable;
  bets: BetsTable;
  games: GamesTable;
  favorite_games: FavoriteGamesTable;
  recent_games: RecentGamesTable;
  pvp_rooms: PvpRoomsTable;
  launch_tickets: LaunchTicketsTable;
  demo_seeds: DemoSeedsTable;
  demo_configs: DemoConfigsTable;
  demo_sessions: DemoSessionsTable;
  demo_rounds: DemoRoundsTable;
  demo_fixtures: DemoFixturesTable;
  demo_fixture_bets: DemoFixtureBetsTable;
  lottery_games: LotteryGamesTable;
  lottery_bet_types: LotteryBetTypesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_bets: LotteryBetsTable;
  user_tree: UserTreeTable;
  stat_outbox: StatOutboxTable;
  team_stats: TeamStatsTable;
  member_activity: MemberActivityTable;
  agent_announcements: AgentAnnouncementsTable;
  contracts: ContractsTable;
  settlement_runs: SettlementRunsTable;
  contract_bills: ContractBillsTable;
  member_messages: MemberMessagesTable;
  /** Demo data written once (migration 0015). */
  seed_marks: SeedMarksTable;
  wire_nonces: WireNoncesTable;
  dev_captcha_answers: DevCaptchaAnswersTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type ModuleRow = Selectable<ModulesTable>;
export type NewSession = Insertable<SessionsTable>;
export type UserRow = Selectable<UsersTable>;
export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type BetRow = Selectable<BetsTable>;
export type NewUser = Insertable<UsersTable>;
