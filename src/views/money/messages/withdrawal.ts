import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Money message keys (docs/money.md error table) owned by the withdrawal views. */
export const WITHDRAWAL_MESSAGES: Record<string, MessageDescriptor> = {
  'money.payment_password.not_set': msg`Please set your payment password first`,
  'money.payment_password.wrong': msg`Incorrect payment password`,
  'money.payment_password.rule': msg`The payment password must be 6 digits`,
  'money.payment_password.mismatch': msg`Incorrect confirmation input`,
  'money.login_password.wrong': msg`Incorrect login password`,
  'money.payout_account.unknown': msg`Payout account not found`,
  'money.payout_account.name': msg`The payee name must match your registered real name`,
  'money.payout_account.provider': msg`Please choose a bank or e-wallet`,
  'money.payout_account.number': msg`Please enter a valid account number`,
  'money.payout_account.limit': msg`You have bound the maximum number of payout accounts`,
  'money.withdrawal.unknown': msg`Withdrawal not found`,
  'money.withdrawal.state': msg`This withdrawal can no longer be changed`,
  'money.withdrawal.received_amount': msg`The amount received must be less than the amount withdrawn`,
  'money.withdrawal.proof_required': msg`Please upload a proof`,
  'money.proof.type': msg`Only png or jpg images can be uploaded`,
  'money.proof.size': msg`The image must be at most 5 MB`,
  // Bonus turnover (issue #7; docs/engagement.md "Bonus turnover"): the bonus part of the balance is kept until its turnover is met.
  'promotion.turnover.unmet': msg`Part of your balance is bonus money whose turnover is not met yet. The reward center shows how much you can withdraw now.`,
  'money.payee_name.locked': msg`The registered payee name cannot be changed here, please contact customer service`,
  // Security center bindings (server/domain/money/security.ts answers these from the accounts domain).
  'verification.code.invalid': msg`Verification code not valid`,
  'verification.code.expired': msg`Verification code expired, send again`,
  'register.mobile.exists': msg`This mobile number is already registered to another account`,
};
