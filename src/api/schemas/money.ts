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
  type Struct,
} from 'superstruct';
import { instant, day } from './time';

/**
 * Money wire shapes (issue #4; SPEC §2 member center, §4 withdrawal confirmation, §7 wallet).
 * Design and states: docs/money.md.
 *
 * Every amount on the wire is an integer number of minor units (1 P = 100 minor units);
 * `currency.scale` says how many decimals to show. Requests that move money carry a
 * `requestId` (the idempotency key, 8–64 characters of [A-Za-z0-9_-]): the same key with the
 * same parameters answers the first result again; with other parameters it is 409
 * `money.idempotency.conflict`. Request structs are checked loosely here (`number()`); the
 * server's money domain gives amounts their own errors (`money.amount.invalid`, …).
 */

export const Currency = object({ symbol: string(), scale: number() });
export type Currency = Infer<typeof Currency>;

/** A page of records: `page` is 1-based; `size` is MONEY.pageSize unless asked otherwise. */
export function paged<T>(item: Struct<T, any>) {
  return object({ list: array(item), page: number(), size: number(), total: number() });
}
export interface Paged<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

// ---- Wallets -------------------------------------------------------------------------------

export const WalletEntry = object({
  /** 'MAIN' for the main wallet; a vendor code (e.g. 'EVO') for a vendor wallet. */
  code: string(),
  name: string(),
  balance: number(),
});
export type WalletEntry = Infer<typeof WalletEntry>;

/** GET /wps/v2/wallets/balance: `sumBalance` (SPEC §3) plus every wallet of the member. */
export const WalletBalance = object({
  sumBalance: number(),
  currency: Currency,
  /** Merchant has a single wallet (no vendor wallets; no transfers between them). */
  isSingle: boolean(),
  wallets: array(WalletEntry),
});
export type WalletBalance = Infer<typeof WalletBalance>;

/** Relay merchant wallet (SPEC §7 "merchant wallet (reads isSingle)"). */
export const MerchantWallet = object({
  isSingle: boolean(),
  currency: Currency,
  wallets: array(object({ code: string(), name: string() })),
});
export type MerchantWallet = Infer<typeof MerchantWallet>;

/** GCS_walletTransfer: between the main wallet and one vendor wallet (either direction). */
export const WalletTransferRequest = object({
  requestId: string(),
  from: string(),
  to: string(),
  amount: number(),
});
export type WalletTransferRequest = Infer<typeof WalletTransferRequest>;

/** Result of any transfer: the ledger transaction and the balances after it. */
export const TransferResult = object({ transactionId: string(), balance: WalletBalance });
export type TransferResult = Infer<typeof TransferResult>;

// ---- Deposit -------------------------------------------------------------------------------

export const DepositChannel = object({
  code: string(),
  kind: enums(['bank', 'ewallet']),
  name: string(),
  min: number(),
  max: number(),
  /** Confirmed by the demo payment provider after a short delay (dev and test only). */
  demo: boolean(),
});
export type DepositChannel = Infer<typeof DepositChannel>;

export const DepositChannels = object({ currency: Currency, channels: array(DepositChannel) });
export type DepositChannels = Infer<typeof DepositChannels>;

export const DepositRequest = object({ requestId: string(), channel: string(), amount: number() });
export type DepositRequest = Infer<typeof DepositRequest>;

export const DepositStatus = enums(['pending', 'approved', 'rejected', 'expired']);
export type DepositStatus = Infer<typeof DepositStatus>;

/** A deposit request: where to pay and with which reference; approved once the money arrives. */
export const Deposit = object({
  reference: string(),
  channel: string(),
  channelName: string(),
  amount: number(),
  status: DepositStatus,
  /** What the member must do: pay `amount` to `payTo` quoting `reference`. */
  instructions: object({ payTo: string(), accountName: string(), note: string() }),
  createdAt: instant(),
  expiresAt: instant(),
  decidedAt: nullable(instant()),
});
export type Deposit = Infer<typeof Deposit>;
export const DepositPage = paged(Deposit);

// ---- Security center: payment password, bindings, profile, payout accounts ----------------

/** GET /wps/member/security: what the security center shows (secrets only as flags). */
export const SecurityInfo = object({
  account: string(),
  hasPaymentPassword: boolean(),
  /** Registered payee (real) name; payout accounts must carry the same. Null until set. */
  payeeName: nullable(string()),
  mobileNum: nullable(string()),
  countryDialingCode: nullable(string()),
  email: nullable(string()),
  /** Optional profile fields of SPEC §3 (qqNum, line, whatsapp, facebook, wechat, idNumber). */
  profile: object({
    qqNum: nullable(string()),
    line: nullable(string()),
    whatsapp: nullable(string()),
    facebook: nullable(string()),
    wechat: nullable(string()),
    idNumber: nullable(string()),
    /** yyyy-MM-dd; at least LIMITS.birthdayCheckAge years ago (SPEC §5 birthday check; docs/engagement.md "Age consent"). */
    birthday: optional(nullable(day())),
  }),
});
export type SecurityInfo = Infer<typeof SecurityInfo>;

/** Set (first time: login password required) or change (old payment password required) it. */
export const PaymentPasswordRequest = object({
  loginPassword: optional(string()),
  oldPaymentPassword: optional(string()),
  paymentPassword: string(),
  confirmPaymentPassword: string(),
});
export type PaymentPasswordRequest = Infer<typeof PaymentPasswordRequest>;

/** Send a bind code (SMS to a mobile, or mail to an address) for the logged-in member. */
export const BindCodeRequest = object({
  channel: enums(['sms', 'email']),
  countryDialingCode: optional(string()),
  mobileNum: optional(string()),
  email: optional(string()),
});
export type BindCodeRequest = Infer<typeof BindCodeRequest>;
export const BindRequest = object({
  channel: enums(['sms', 'email']),
  countryDialingCode: optional(string()),
  mobileNum: optional(string()),
  email: optional(string()),
  verificationCode: string(),
});
export type BindRequest = Infer<typeof BindRequest>;

/** Profile fields a member may edit; each checked against the register setting's pattern. */
export const ProfileUpdate = object({
  payeeName: optional(string()),
  qqNum: optional(string()),
  line: optional(string()),
  whatsapp: optional(string()),
  facebook: optional(string()),
  wechat: optional(string()),
  idNumber: optional(string()),
  birthday: optional(string()),
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

export const PayoutProvider = object({ code: string(), kind: enums(['bank', 'ewallet']), name: string() });
export type PayoutProvider = Infer<typeof PayoutProvider>;

export const PayoutAccount = object({
  id: string(),
  kind: enums(['bank', 'ewallet']),
  provider: string(),
  providerName: string(),
  /** Only the last four digits: e.g. "****1234". */
  accountNoMasked: string(),
  payeeName: string(),
  createdAt: instant(),
});
export type PayoutAccount = Infer<typeof PayoutAccount>;
export const PayoutAccounts = array(PayoutAccount);

export const AddPayoutAccountRequest = object({
  provider: string(),
  accountNo: string(),
  payeeName: string(),
  paymentPassword: string(),
});
export type AddPayoutAccountRequest = Infer<typeof AddPayoutAccountRequest>;

// ---- Withdrawal and its confirmation (SPEC §4) --------------------------------------------

export const WithdrawalSettings = object({
  currency: Currency,
  min: number(),
  max: number(),
  /** Unconfirmed payments count as received after this many minutes (forced receipt, no refund). */
  autoReceiveMinutes: number(),
  providers: array(PayoutProvider),
});
export type WithdrawalSettings = Infer<typeof WithdrawalSettings>;

export const WithdrawalRequest = object({
  requestId: string(),
  payoutAccountId: string(),
  amount: number(),
  paymentPassword: string(),
});
export type WithdrawalRequest = Infer<typeof WithdrawalRequest>;

/**
 * pending (amount held) → rejected (hold released) | paid (operator paid out; awaiting the
 * member's confirmation until `confirmBy`) → received | partlyReceived | notReceived |
 * autoReceived (forced receipt: no refund). A partly/not received case is closed by the
 * operator: refunded (the unpaid part back to the wallet) or closed (no refund). docs/money.md.
 */
export const WithdrawalStatus = enums([
  'pending',
  'rejected',
  'paid',
  'received',
  'partlyReceived',
  'notReceived',
  'autoReceived',
  'refunded',
  'closed',
]);
export type WithdrawalStatus = Infer<typeof WithdrawalStatus>;

export const Withdrawal = object({
  id: string(),
  reference: string(),
  amount: number(),
  status: WithdrawalStatus,
  payoutAccount: object({ providerName: string(), accountNoMasked: string() }),
  createdAt: instant(),
  decidedAt: nullable(instant()),
  /** While `paid`: when the payment counts as received without an answer. */
  confirmBy: nullable(instant()),
  /** Reported by the member (partlyReceived: less than amount; received: amount). */
  receivedAmount: nullable(number()),
  /** amount − receivedAmount once reported. */
  remainingAmount: nullable(number()),
  hasProof: boolean(),
  /** Refunded part (operator). */
  refundedAmount: nullable(number()),
  rejectReason: nullable(string()),
});
export type Withdrawal = Infer<typeof Withdrawal>;
export const WithdrawalPage = paged(Withdrawal);

/** PUT /wps/withdrawal/proof (multipart field `file`, png or jpg ≤ MONEY.proofMaxBytes). */
export const ProofUploaded = object({ proofId: string() });

export const WithdrawalConfirmRequest = object({
  withdrawalId: string(),
  outcome: enums(['received', 'partlyReceived', 'notReceived']),
  /** partlyReceived: 1 ≤ receivedAmount < amount. */
  receivedAmount: optional(number()),
  /** notReceived: the uploaded proof. */
  proofId: optional(string()),
});
export type WithdrawalConfirmRequest = Infer<typeof WithdrawalConfirmRequest>;

// ---- Transfers to upline / downline --------------------------------------------------------

export const UplineTransferRequest = object({ requestId: string(), amount: number(), paymentPassword: string() });
export type UplineTransferRequest = Infer<typeof UplineTransferRequest>;
export const DownlineTransferRequest = object({
  requestId: string(),
  downline: string(),
  amount: number(),
  paymentPassword: string(),
});
export type DownlineTransferRequest = Infer<typeof DownlineTransferRequest>;

/** GET /wps/transfer/info: who the money would go to and whether it is allowed. */
export const TransferInfo = object({
  upline: nullable(object({ account: string(), nickname: string() })),
  toUpline: boolean(),
  /** Agents: their direct downlines (members may not transfer down). */
  downlines: array(object({ account: string(), nickname: string() })),
});
export type TransferInfo = Infer<typeof TransferInfo>;

// ---- Records -------------------------------------------------------------------------------

/** Every record query: an inclusive date range in the site's time zone (GMT+8), yyyy-MM-dd. */
export const RecordRange = object({ start: day(), end: day(), page: optional(number()) });

export const BetStatus = enums(['open', 'won', 'lost', 'void']);
export type BetStatus = Infer<typeof BetStatus>;
export const BetRecord = object({
  reference: string(),
  category: string(),
  vendor: string(),
  /** The vendor's display name as the catalogue and the wallet show it ("PG Soft" for PG); absent: show `vendor`. */
  vendorName: optional(string()),
  gameName: string(),
  stake: number(),
  validBet: number(),
  payout: nullable(number()),
  /** payout − stake once settled. */
  profit: nullable(number()),
  status: BetStatus,
  placedAt: instant(),
  settledAt: nullable(instant()),
});
export type BetRecord = Infer<typeof BetRecord>;
export const BetSummary = object({ stake: number(), validBet: number(), payout: number(), profit: number() });
export const BetRecordPage = object({
  list: array(BetRecord),
  page: number(),
  size: number(),
  total: number(),
  summary: BetSummary,
});
export type BetRecordPage = Infer<typeof BetRecordPage>;

/** Account record: one posting on one of the member's wallets. */
export const PostingType = enums([
  'deposit',
  'withdrawal',
  'withdrawalReleased',
  'withdrawalRefund',
  'walletTransfer',
  'uplineTransfer',
  'downlineTransfer',
  'betStake',
  'betPayout',
  'betVoid',
  'bonus',
  'freeplayCredit',
  // Engagement (issue #7; docs/engagement.md): promotion credits other than a plain bonus.
  'raffle',
  'pointsConvert',
  'referralReward',
  'missionReward',
  // Agent contract payouts (issue #6; docs/agents.md "Bills"): the platform or the upline pays a bill.
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
]);
export type PostingType = Infer<typeof PostingType>;
export const AccountRecord = object({
  id: string(),
  type: PostingType,
  wallet: string(),
  amount: number(),
  balanceAfter: number(),
  reference: string(),
  createdAt: instant(),
});
export type AccountRecord = Infer<typeof AccountRecord>;
export const AccountRecordPage = paged(AccountRecord);

export const ProfitRow = object({
  category: string(),
  bets: number(),
  stake: number(),
  validBet: number(),
  payout: number(),
  profit: number(),
});
export type ProfitRow = Infer<typeof ProfitRow>;
export const ProfitReport = object({ rows: array(ProfitRow), total: ProfitRow });
export type ProfitReport = Infer<typeof ProfitReport>;

export const BonusRecord = object({
  reference: string(),
  name: string(),
  amount: number(),
  createdAt: instant(),
  /** A promotion reward's required turnover and progress (docs/engagement.md "Bonus turnover"); null for other credits. */
  turnoverRequired: optional(nullable(number())),
  turnoverProgress: optional(nullable(number())),
});
export type BonusRecord = Infer<typeof BonusRecord>;
export const BonusRecordPage = paged(BonusRecord);

// ---- Operator and dev ----------------------------------------------------------------------

/** Dev/test only (not production): the demo provider confirms a pending demo-channel deposit now. */
export const DevDepositConfirm = object({ reference: string() });

/**
 * Dev/test only: place a bet of `stake` from `wallet` and settle it at once with `payout`
 * (null: lost, 0..: won/paid that much) through the ledger — the bank test's stand-in for games.
 */
export const DevBetRequest = object({
  requestId: string(),
  wallet: string(),
  stake: number(),
  payout: nullable(number()),
  category: optional(string()),
});
export const DevBetResult = object({ reference: string(), balance: WalletBalance });
