import type { Withdrawal } from '../../api/schemas/money';
import { withdrawalFixture } from '../withdrawal/withdrawal.fixtures';

/** P 800.00 not confirmed in time: a forced receipt. */
export const autoReceivedWithdrawalFixture: Withdrawal = {
  ...withdrawalFixture,
  id: 'wd_3',
  reference: 'WD20261110000003',
  status: 'autoReceived',
  amount: 80_000,
};
