import type { CareStatus, DepositLimitChange } from './deposit-limit.types';

/** A member with a 24 h limit of P 1,000.00 of which P 400.00 is used; no weekly or monthly limit. */
export const careStatusFixture: CareStatus = {
  limits: [
    { period: 'day', amount: 100_000, used: 40_000, remaining: 60_000, pending: null },
    { period: 'week', amount: null, used: 40_000, remaining: null, pending: null },
    { period: 'month', amount: null, used: 40_000, remaining: null, pending: null },
  ],
  depositAllowance: 60_000,
  realityCheckMinutes: null,
  exclusion: null,
};

export const loweredFixture: DepositLimitChange = {
  outcome: 'applied',
  limit: { period: 'day', amount: 50_000, used: 40_000, remaining: 10_000, pending: null },
};

export const raisedFixture: DepositLimitChange = {
  outcome: 'pending',
  limit: { period: 'day', amount: 100_000, used: 40_000, remaining: 60_000, pending: { amount: 200_000, effectiveAt: '2026-03-02T04:00:00.000Z' } },
};

export const removedFixture: DepositLimitChange = {
  outcome: 'pending',
  limit: { period: 'day', amount: 100_000, used: 40_000, remaining: 60_000, pending: { amount: null, effectiveAt: '2026-03-02T04:00:00.000Z' } },
};
