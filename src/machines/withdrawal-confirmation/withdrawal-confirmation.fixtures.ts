import type { Withdrawal } from '../../api/schemas/money';
import { withdrawalFixture } from '../withdrawal/withdrawal.fixtures';

/** P 1,000.00 paid out, awaiting the member's answer until confirmBy. */
export const paidWithdrawalFixture: Withdrawal = {
  ...withdrawalFixture,
  id: 'wd_7',
  reference: 'WD20261115000007',
  status: 'paid',
  decidedAt: '2026-11-15T05:00:00.000Z',
  confirmBy: '2026-11-15T06:00:00.000Z',
};

export const confirmationInputFixture = { withdrawal: paidWithdrawalFixture, currency: { symbol: 'P', scale: 2 } };

/** Bytes that start like a PNG: enough for the client's checks (the server reads magic bytes). */
export function proofImage(name = 'proof.png', type = 'image/png', size = 2048): File {
  return new File([new Uint8Array(size).fill(7)], name, { type });
}
