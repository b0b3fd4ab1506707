import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { json } from '../../server/db/json';
import { json as body } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { type Member, makeMoneyKit, type MoneyKit } from './money-kit';

/** Test kit of invite friends and missions: the money kit plus deposits, registrations and claims. */
export interface ReferralKit extends MoneyKit {
  /** An approved deposit of the member (the row referral qualification and deposit missions read). */
  deposited(userId: string, amount: number, at?: Date): Promise<void>;
  /** A settled bet through POST /dev/bet at the kit's clock. */
  bet(m: Member, stake: number, payout?: number | null): Promise<void>;
  /** PUT /wps/member/register with a fresh captcha from its own address; resolves to [status, body]. */
  register(over?: Record<string, unknown>): Promise<[number, any]>;
  /** GET with a Language header. */
  getIn(lang: string, path: string, m: Member): Promise<[number, any]>;
  /** The user id of an account name. */
  userIdOf(username: string): Promise<string | undefined>;
  claimReferral(m: Member, referralId: string, requestId?: string): Promise<[number, any]>;
  claimMission(m: Member, missionId: string, requestId?: string): Promise<[number, any]>;
  /** A time-out in force from now for a day (H3's table). */
  timeOut(userId: string): Promise<void>;
}

let seq = 0;

export function makeReferralKit(d: OpenedDatabase): ReferralKit {
  const k = makeMoneyKit(d);
  let ip = 10;
  const kit: ReferralKit = {
    ...k,
    async deposited(userId, amount, at = k.clock.now()) {
      await d.db
        .insertInto('deposits')
        .values({
          reference: `DTEST${++seq}${randomBytes(3).toString('hex')}`,
          merchant_code: TEST_MERCHANT,
          user_id: userId,
          channel: 'BKASH',
          channel_name: 'bKash',
          demo: false,
          amount,
          status: 'approved',
          instructions: json({ payTo: '-', accountName: '-', note: '-' }),
          created_at: at,
          expires_at: at,
          decided_at: at,
          decided_by: 'test',
        })
        .execute();
    },
    async bet(m, stake, payout = null) {
      const [status] = await k.send('POST', '/dev/bet', { requestId: k.rid(), wallet: 'MAIN', stake, payout, category: 'RNG' }, m);
      expect(status).toBe(200);
    },
    async register(over = {}) {
      const from = `198.51.100.${ip++}`;
      const c = await k.captcha(from);
      const payload = {
        username: `inv${++seq}${randomBytes(2).toString('hex')}`,
        password: 'Sturdy#Pass26',
        confirmPassword: 'Sturdy#Pass26',
        email: 'invitee@example.com',
        registerMethod: 'WEB',
        login: false,
        termsAccepted: true,
        captcha: c.answer,
        ...over,
      };
      const res = await k.sealed('PUT', '/wps/member/register', payload, { ip: from, cookie: c.cookie });
      return [res.status, await body(res)];
    },
    async getIn(lang, path, m) {
      const res = await k.t.call(path, { headers: { Authorization: m.token, Language: lang } });
      return [res.status, await body(res)];
    },
    async userIdOf(username) {
      return (await d.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())?.id;
    },
    claimReferral: (m, referralId, requestId = k.rid()) => k.send('POST', '/wps/referral/reward', { requestId, referralId }, m),
    claimMission: (m, missionId, requestId = k.rid()) => k.send('POST', '/wps/mission/claim', { requestId, missionId }, m),
    async timeOut(userId) {
      const now = k.clock.now();
      await d.db
        .insertInto('care_exclusions')
        .values({ user_id: userId, kind: 'timeout', starts_at: now, ends_at: new Date(now.getTime() + 86_400_000), created_at: now })
        .execute();
    },
  };
  return kit;
}
