import type { Struct } from 'superstruct';
import { MONEY } from '../config/constants';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import { Empty } from './schemas/envelope';
import type * as AccountSchemas from './schemas/account';
import type * as MoneySchemas from './schemas/money';

type Money = typeof MoneySchemas;
/** A money-group schema by name, loaded on first use (member-only code; not on the home route). */
function money<K extends keyof Money>(name: K): LazyStruct<Money[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/money.ts', load: () => import('./schemas/money').then((m) => m[name] as never) };
}

type Accounts = typeof AccountSchemas;
function account<K extends keyof Accounts>(name: K): LazyStruct<Accounts[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/account.ts', load: () => import('./schemas/account').then((m) => m[name] as never) };
}

/**
 * Money endpoints (issue #4; docs/money.md). Not in src/api/endpoints.ts: only member-only
 * code calls them, and the home route's JavaScript has a budget. The client loads this module
 * on the first money call; the server's registry includes it.
 */
export const moneyEndpoints = {
  // Amounts are integer minor units; requests that move money carry `requestId`.
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
  withdrawalProof: endpoint('PUT', '/wps/withdrawal/proof', money('ProofUploaded'), {
    token: true,
    upload: { files: 1, fileBytes: MONEY.proofMaxBytes, errorCode: 'money.proof.size' },
  }),
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

} as const satisfies Record<string, Endpoint<any>>;
