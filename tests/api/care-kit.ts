import { expect } from 'vitest';
import { ledgerAccount, post } from '../../server/domain/money/ledger';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import type { Member, MoneyKit } from './money-kit';

/** Test helpers of the care area (responsible gambling), on top of the money kit. */
export function careKit(k: MoneyKit) {
  let seq = 0;
  const tables = ['care_deposit_limits', 'care_settings', 'care_exclusions', 'deposits', 'sessions'] as const;
  const kit = {
    status: async (m: Member) => (await k.get('/wps/care/status', m))[1].value,
    setLimit: (m: Member, period: unknown, amount: unknown) => k.send('POST', '/wps/care/deposit-limit', { period, amount }, m),
    deposit: (m: Member, amount: number, requestId = k.rid()) => k.send('POST', '/wps/deposit', { requestId, channel: 'BKASH', amount }, m),
    exclude: (m: Member, kind: unknown, duration: unknown, confirm: unknown = true) => k.send('POST', '/wps/care/exclusion', { kind, duration, confirm }, m),
    /** A settled bet straight on the ledger: stake out of MAIN, payout back (0: a loss). */
    async bet(userId: string, stake: number, payout: number) {
      const ref = `CAREBET-${++seq}`;
      await k.d.db.transaction().execute(async (tx) => {
        await post(tx, { merchantCode: TEST_MERCHANT, kind: 'betStake', reference: ref, userId, at: k.clock.now(), legs: [{ account: ledgerAccount.wallet(TEST_MERCHANT, userId), amount: -stake }, { account: ledgerAccount.games(TEST_MERCHANT), amount: stake }] });
        if (payout > 0) {
          await post(tx, { merchantCode: TEST_MERCHANT, kind: 'betPayout', reference: ref, userId, at: k.clock.now(), legs: [{ account: ledgerAccount.games(TEST_MERCHANT), amount: -payout }, { account: ledgerAccount.wallet(TEST_MERCHANT, userId), amount: payout }] });
        }
      });
    },
    async login(m: Member, password: string) {
      const res = await k.login(m.username, password);
      return [res.status, await json(res)] as [number, any];
    },
    /** Row counts of the care tables, deposits and sessions: a refused request changes none of them. */
    async counts() {
      return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await k.count(t)] as const)));
    },
    /** Expects a 4xx with this code and no change to the care tables, deposits, sessions or ledger. */
    async refused(work: () => Promise<[number, any]>, status: number, code: string) {
      const before = await kit.counts();
      const b = await k.refused(work, status, code);
      expect(await kit.counts()).toEqual(before);
      return b;
    },
  };
  return kit;
}
