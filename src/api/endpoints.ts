import type { Struct } from 'superstruct';
import type * as AccountSchemas from './schemas/account';
import type * as MoneySchemas from './schemas/money';
import { Empty } from './schemas/envelope';
import { GameMenus } from './schemas/games';
import { HomeNotices } from './schemas/notice';
import {
  DomainRoute,
  HelpCenter,
  RegisterSetting,
  SystemKey,
  SystemStatus,
  Whitelabel,
} from './schemas/system';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One WPS endpoint: where it lives and the flags of SPEC §7 that both sides enforce.
 * The client reads these to add the token and encrypt; the server's middleware reads
 * the same object to refuse what breaks them. One source of truth for the wire.
 */
export interface Endpoint<Res = unknown> {
  method: HttpMethod;
  path: string;
  /** Requires `Authorization: <token>` of a live session. */
  token: boolean;
  /** Body must be the hybrid-encrypted payload (DESIGN.md "Encrypted payloads"). */
  encrypted: boolean;
  /** White-label module that must be enabled, or null. */
  module: string | null;
  /** The response schema, or a loader for schemas that only lazily loaded code needs. */
  response: Struct<Res, unknown> | LazyStruct<Res>;
}

/**
 * A response schema fetched with the code that calls the endpoint: the home route must not
 * download the schemas of every endpoint group (its initial JavaScript has a budget).
 */
export interface LazyStruct<T> {
  load: () => Promise<Struct<T, unknown>>;
}

/** The schema of an endpoint's response, loading it if it is lazy. */
export async function responseStruct<T>(ep: Pick<Endpoint<T>, 'response'>): Promise<Struct<T, unknown>> {
  return 'load' in ep.response ? ep.response.load() : ep.response;
}

type Accounts = typeof AccountSchemas;
/** An account-group schema by name, loaded on first use. */
function account<K extends keyof Accounts>(name: K): LazyStruct<Accounts[K] extends Struct<infer T, any> ? T : never> {
  return { load: () => import('./schemas/account').then((m) => m[name] as never) };
}

type Money = typeof MoneySchemas;
/** A money-group schema by name, loaded on first use (member-only code; not on the home route). */
function money<K extends keyof Money>(name: K): LazyStruct<Money[K] extends Struct<infer T, any> ? T : never> {
  return { load: () => import('./schemas/money').then((m) => m[name] as never) };
}

function endpoint<Res>(
  method: HttpMethod,
  path: string,
  response: Struct<Res, unknown> | LazyStruct<Res>,
  flags: Partial<Pick<Endpoint, 'token' | 'encrypted' | 'module'>> = {},
): Endpoint<Res> {
  return { method, path, response, token: false, encrypted: false, module: null, ...flags };
}

export const endpoints = {
  systemStatus: endpoint('GET', '/wps/system/status', SystemStatus),
  systemKey: endpoint('GET', '/wps/system/key', SystemKey),
  whitelabel: endpoint('GET', '/wps/system/whitelabel', Whitelabel),
  registerSetting: endpoint('GET', '/wps/system/setting/register', RegisterSetting),
  domainRoute: endpoint('GET', '/wps/system/domainRoute', DomainRoute),
  helpCenter: endpoint('GET', '/wps/system/helpCenter', HelpCenter),
  homeNotices: endpoint('GET', '/wps/announcement/home', HomeNotices),
  gameMenus: endpoint('GET', '/lgw/games/game_menus', GameMenus),
  /** `?text=…&size=40..400` → image/png (not an envelope; errors still are). Used as an <img src>. */
  systemQr: endpoint('GET', '/wps/system/qr', Empty),

  // Accounts and sessions (issue #3). Request structs live beside the responses in schemas/account.ts.
  login: endpoint('POST', '/wps/session/login', account('LoginResult'), { encrypted: true }),
  loginVerify: endpoint('POST', '/wps/session/login/verify', account('LoginResult'), { encrypted: true }),
  loginChallengeCode: endpoint('POST', '/wps/session/login/verify/code', account('SmsSent')),
  loginFreeplay: endpoint('POST', '/wps/session/login/freeplay', account('LoginResult'), { module: 'FREEPLAY3' }),
  logout: endpoint('DELETE', '/wps/session/logout', Empty, { token: true }),
  memberInfo: endpoint('GET', '/wps/member/info', account('MemberInfo'), { token: true }),
  memberIcon: endpoint('GET', '/wps/member/info/icon', account('MemberIcon'), { token: true }),
  captcha: endpoint('GET', '/wps/captcha', account('CaptchaImage')),
  smsRegister: endpoint('POST', '/wps/verification/sms/register', account('SmsSent')),
  smsNoLogin: endpoint('POST', '/wps/verification/sms/noLogin', account('SmsSent')),
  register: endpoint('PUT', '/wps/member/register', account('RegisterResult'), { encrypted: true, module: 'USERNAMEREG3' }),
  registerMobile: endpoint('PUT', '/wps/member/register/mobile', account('RegisterResult'), { encrypted: true, module: 'MOBILENUMREG3' }),
  affiliate: endpoint('GET', '/wps/agent/affiliate', account('AffiliateCheck')),
  changePassword: endpoint('POST', '/wps/member/password', Empty, { token: true, encrypted: true }),
  forgotByEmail: endpoint('POST', '/wps/member/password/email', Empty),
  resetByEmailCode: endpoint('POST', '/wps/member/password/email/reset', Empty, { encrypted: true }),
  resetByPhone: endpoint('POST', '/wps/member/password/verification', account('ResetByPhoneResult'), {
    encrypted: true,
    module: 'CHNGPASSVERIF3',
  }),

  // Money (issue #4; docs/money.md). Amounts are integer minor units; movers carry `requestId`.
  walletBalance: endpoint('GET', '/wps/v2/wallets/balance', money('WalletBalance'), { token: true }),
  merchantWallet: endpoint('GET', '/wps/relay/MCSFE_merchantWallet', money('MerchantWallet'), { token: true }),
  walletTransfer: endpoint('POST', '/wps/relay/GCS_walletTransfer', money('TransferResult'), { token: true }),
  depositChannels: endpoint('GET', '/wps/deposit/channels', money('DepositChannels'), { token: true }),
  deposit: endpoint('POST', '/wps/deposit', money('Deposit'), { token: true }),
  /** `?reference=` one deposit (the deposit chart polls it while pending). */
  depositStatus: endpoint('GET', '/wps/deposit/status', money('Deposit'), { token: true }),
  /** `?page=` the member's deposit requests, newest first. */
  deposits: endpoint('GET', '/wps/deposit/list', money('DepositPage'), { token: true }),
  security: endpoint('GET', '/wps/member/security', money('SecurityInfo'), { token: true }),
  paymentPassword: endpoint('POST', '/wps/member/password/payment', Empty, { token: true, encrypted: true }),
  bindCode: endpoint('POST', '/wps/verification/bind', account('SmsSent'), { token: true }),
  bind: endpoint('POST', '/wps/member/bind', money('SecurityInfo'), { token: true }),
  profile: endpoint('PUT', '/wps/member/profile', money('SecurityInfo'), { token: true }),
  payoutAccounts: endpoint('GET', '/wps/member/payout-accounts', money('PayoutAccounts'), { token: true }),
  addPayoutAccount: endpoint('PUT', '/wps/member/payout-accounts', money('PayoutAccount'), { token: true, encrypted: true }),
  withdrawalSettings: endpoint('GET', '/wps/withdrawal/settings', money('WithdrawalSettings'), { token: true }),
  withdraw: endpoint('POST', '/wps/withdrawal', money('Withdrawal'), { token: true, encrypted: true }),
  /** `?page=&status=` the member's withdrawals, newest first. */
  withdrawals: endpoint('GET', '/wps/withdrawal/list', money('WithdrawalPage'), { token: true }),
  /** multipart/form-data, field `file`: png or jpg up to MONEY.proofMaxBytes. */
  withdrawalProof: endpoint('PUT', '/wps/withdrawal/proof', money('ProofUploaded'), { token: true }),
  withdrawalConfirm: endpoint('POST', '/wps/withdrawal/confirm', money('Withdrawal'), { token: true }),
  transferInfo: endpoint('GET', '/wps/transfer/info', money('TransferInfo'), { token: true }),
  transferUpline: endpoint('POST', '/wps/transfer/upline', money('TransferResult'), { token: true, encrypted: true }),
  transferDownline: endpoint('POST', '/wps/transfer/downline', money('TransferResult'), { token: true, encrypted: true }),
  /** Records: `?start=yyyy-MM-dd&end=yyyy-MM-dd&page=` plus the filters named. */
  betRecords: endpoint('GET', '/wps/records/bets', money('BetRecordPage'), { token: true }), // &category=&status=
  accountRecords: endpoint('GET', '/wps/records/transactions', money('AccountRecordPage'), { token: true }), // &type=
  profitReport: endpoint('GET', '/wps/records/profit', money('ProfitReport'), { token: true }),
  bonusRecords: endpoint('GET', '/wps/records/bonus', money('BonusRecordPage'), { token: true }),
  devDepositConfirm: endpoint('POST', '/dev/deposit/confirm', money('Deposit')),
  devBet: endpoint('POST', '/dev/bet', money('DevBetResult'), { token: true }),

  // Staff (issue "Flows"): 403 staff.only for players, agents and trial accounts.
  flowsAccess: endpoint('GET', '/wps/staff/flows', account('FlowsAccess'), { token: true }),
  devOutbox: endpoint('GET', '/dev/outbox', account('Outbox')),
  devCaptcha: endpoint('GET', '/dev/captcha', account('DevCaptchaAnswer')),
} as const satisfies Record<string, Endpoint<any>>;

export type EndpointName = keyof typeof endpoints;
export type ResponseOf<N extends EndpointName> =
  (typeof endpoints)[N] extends Endpoint<infer R> ? R : never;
