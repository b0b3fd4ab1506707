import type { RewardClaimInput } from './reward-claim.types';

/** "Deposit P 100 in total": P 20.00 on offer. */
export const missionClaimInputFixture: RewardClaimInput = { target: { kind: 'mission', missionId: 'bd01-mission-deposit-total' }, reward: 2_000 };
export const claimedFixture = { reference: 'M260302K7Q2M9XA', amount: 2_000 };
