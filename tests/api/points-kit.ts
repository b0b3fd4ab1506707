import { expect } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { json as body } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { accruePoints } from '../../server/domain/points/accrual';
import { type Member, type MoneyKit } from './money-kit';

/** Points test helpers over the money kit: bets through POST /dev/bet, the accrual run at once, point balances from the db. */
export function makePointsKit(d: OpenedDatabase, k: MoneyKit) {
  const p = {
    /** A bet placed and settled (valid bet = stake), as a vendor would. */
    async bet(m: Member, stake: number, payout: number | null = null) {
      const [status, b] = await k.send('POST', '/dev/bet', { requestId: k.rid(), wallet: 'MAIN', stake, payout, category: 'RNG' }, m);
      expect(status).toBe(200);
      return b.value.reference as string;
    },
    accrue: () => accruePoints(d.db, k.clock.now()),
    async points(userId: string) {
      const r = await d.db.selectFrom('point_accounts').select('balance').where('id', '=', `pts:u:${userId}`).executeTakeFirst();
      return r ? Number(r.balance) : 0;
    },
    pointPostings: () => k.count('point_postings'),
    /** GET with the member's token and a Language header. */
    async read(path: string, m?: Member, language = 'EN'): Promise<[number, any]> {
      const res = await k.t.call(path, { headers: { ...(m ? { Authorization: m.token } : {}), Language: language } });
      return [res.status, await body(res)];
    },
    /** Expects a refusal with this status and code and that neither ledger (money, points) changed. */
    async refused(work: () => Promise<[number, any]>, status: number, code: string) {
      const [money, points] = [await k.postings(), await p.pointPostings()];
      const [s, b] = await work();
      expect({ status: s, errorCode: b.errorCode }).toEqual({ status, errorCode: code });
      expect([await k.postings(), await p.pointPostings()]).toEqual([money, points]);
      return b;
    },
    /** Gives a member points through the operator command (an adjustment). */
    async grant(m: Member, points: number) {
      const r = await k.ops('points', 'grant', m.username, String(points));
      expect(r.ok, r.output).toBe(true);
    },
    merchant: TEST_MERCHANT,
  };
  return p;
}
