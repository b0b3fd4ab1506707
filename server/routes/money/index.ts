import { Hono } from 'hono';
import { moneyEndpoints as e } from '../../../src/api/money-endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { recheckRequired } from '../../wire/recheck';
import { memberHandlers } from './member-handlers';
import { recordHandlers } from './record-handlers';
import { walletHandlers } from './wallet-handlers';
import { withdrawalHandlers } from './withdrawal-handlers';

/**
 * Money (issue #4; docs/money.md). Token and encryption flags come from the registry; trial
 * accounts (type 4) may only read their balance, the merchant wallet and their records —
 * everything else answers 403 in_need_true_account.
 */
export function moneyRoutes(s: Services) {
  const w = walletHandlers(s);
  const x = withdrawalHandlers(s);
  const m = memberHandlers(s);
  const r = recordHandlers(s);
  const real = realAccountOnly;
  // Changing what protects the money (docs/account-protection.md "Re-check"): a fresh proof first.
  // The first payment password carries the login password itself, so only a change needs one.
  const recheck = recheckRequired(s);
  const recheckPaymentChange = recheckRequired(s, async (c) => {
    const u = await s.db.selectFrom('users').select('payment_password_hash').where('id', '=', c.get('session')!.userId).executeTakeFirst();
    return !!u?.payment_password_hash;
  });
  return new Hono<AppEnv>()
    .get(e.walletBalance.path, w.balance)
    .get(e.merchantWallet.path, w.merchantWallet)
    .post(e.walletTransfer.path, real, w.transfer)
    .get(e.depositChannels.path, real, w.depositChannels)
    .post(e.deposit.path, real, w.deposit)
    .get(e.depositStatus.path, real, w.depositStatus)
    .get(e.deposits.path, real, w.deposits)
    .get(e.security.path, real, m.security)
    .post(e.paymentPassword.path, real, recheckPaymentChange, m.paymentPassword)
    .post(e.bindCode.path, real, m.bindCode)
    .post(e.bind.path, real, recheck, m.bind)
    .put(e.profile.path, real, m.profile)
    .get(e.payoutAccounts.path, real, x.payoutAccounts)
    .put(e.addPayoutAccount.path, real, recheck, x.addPayoutAccount)
    .get(e.withdrawalSettings.path, real, x.settings)
    .post(e.withdraw.path, real, x.withdraw)
    .get(e.withdrawals.path, real, x.withdrawals)
    .put(e.withdrawalProof.path, real, x.proof)
    .post(e.withdrawalConfirm.path, real, x.confirm)
    .get(e.transferInfo.path, real, w.transferInfo)
    .post(e.transferUpline.path, real, w.toUpline)
    .post(e.transferDownline.path, real, w.toDownline)
    .get(e.betRecords.path, r.bets)
    .get(e.accountRecords.path, r.transactions)
    .get(e.profitReport.path, r.profit)
    .get(e.bonusRecords.path, r.bonus);
}
