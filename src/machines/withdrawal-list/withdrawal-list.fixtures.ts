import type { Withdrawal } from '../../api/schemas/money';
import { withdrawalFixture } from '../withdrawal/withdrawal.fixtures';
import { paidWithdrawalFixture } from '../withdrawal-confirmation/withdrawal-confirmation.fixtures';

/** A second paid withdrawal: opening its panel while another is open closes the other (one panel at a time). */
export const secondPaidWithdrawalFixture: Withdrawal = {
  ...paidWithdrawalFixture,
  id: 'wd_8',
  reference: 'WD20261115000008',
  amount: 30_000,
};

/** P 800.00 not confirmed in time: a forced receipt. */
export const autoReceivedWithdrawalFixture: Withdrawal = {
  ...withdrawalFixture,
  id: 'wd_3',
  reference: 'WD20261110000003',
  status: 'autoReceived',
  amount: 80_000,
};
