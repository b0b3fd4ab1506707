import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ServerConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/connect';
import { json } from '../../server/db/json';
import { PasswordHasher } from '../../server/domain/auth/passwords';
import { ledgerAccount, post } from '../../server/domain/money/ledger';
import { openSession } from '../../server/domain/sessions';
import { runOps } from '../../server/cli/commands';
import { json as body, TEST_ARGON2 } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { type Kit, makeKit } from './accounts-kit';

/** Test kit of the money issue: members made directly in the db, logged in, funded through the ledger. */
export const LOGIN_PASSWORD = 'Login@2026x';
export const PAY_PASSWORD = '246810';

export interface Member {
  id: string;
  username: string;
  token: string;
}

export interface MoneyKit extends Kit {
  d: OpenedDatabase;
  /** A logged-in member (type 0 by default) with a payment password unless `paymentPassword: null`. */
  member(opts?: { type?: number; upline?: string; payeeName?: string | null; paymentPassword?: string | null; funds?: number }): Promise<Member>;
  /** Credits MAIN through the ledger, as an approved bank deposit would (channel −a, MAIN +a). */
  fund(userId: string, amount: number): Promise<void>;
  /** Plain JSON / encrypted / GET with the member's token; resolves to [status, body]. */
  get(path: string, m?: Member): Promise<[number, any]>;
  send(method: string, path: string, payload: unknown, m?: Member): Promise<[number, any]>;
  seal(method: string, path: string, payload: unknown, m?: Member): Promise<[number, any]>;
  postings(): Promise<number>;
  /** MAIN balance from the ledger's cached balance. */
  main(userId: string): Promise<number>;
  ops(...argv: string[]): ReturnType<typeof runOps>;
  /** A fresh, valid requestId. */
  rid(): string;
  /** Expects a failure with this status and code, and that no posting was written while `work` ran. */
  refused(work: () => Promise<[number, any]>, status: number, code: string): Promise<any>;
}

let seq = 0;

export function makeMoneyKit(d: OpenedDatabase, over: Partial<ServerConfig> = {}): MoneyKit {
  const k = makeKit(d, over);
  const hasher = new PasswordHasher(TEST_ARGON2);
  const hashes = { login: hasher.hash(LOGIN_PASSWORD), pay: hasher.hash(PAY_PASSWORD) };
  const headers = (m?: Member): Record<string, string> => (m ? { Authorization: m.token } : {});
  const call = async (res: Response): Promise<[number, any]> => [res.status, await body(res)];
  const kit: MoneyKit = {
    ...k,
    d,
    async member(opts = {}) {
      const id = `t-${randomBytes(6).toString('hex')}`;
      const username = `m${++seq}${randomBytes(3).toString('hex')}`;
      const type = opts.type ?? 0;
      await d.db
        .insertInto('users')
        .values({
          id,
          merchant_code: TEST_MERCHANT,
          username,
          password_hash: await hashes.login,
          password_changed_at: k.clock.now(),
          type,
          nickname: username,
          payee_name: opts.payeeName === undefined ? 'Test Payee' : opts.payeeName,
          upline_id: opts.upline ?? null,
          payment_password_hash: opts.paymentPassword === null ? null : opts.paymentPassword ? await hasher.hash(opts.paymentPassword) : await hashes.pay,
          profile: json({}),
          register_method: 'TEST',
          created_at: k.clock.now(),
        })
        .execute();
      const token = await openSession(d.db, { userId: id, merchantCode: TEST_MERCHANT, now: k.clock.now(), ttlMs: 30 * 86_400_000, accountType: type, rechecked: true });
      if (opts.funds) await kit.fund(id, opts.funds);
      return { id, username, token };
    },
    async fund(userId, amount) {
      await d.db.transaction().execute((tx) =>
        post(tx, {
          merchantCode: TEST_MERCHANT,
          kind: 'deposit',
          reference: `TEST-${++seq}`,
          userId,
          at: k.clock.now(),
          legs: [
            { account: ledgerAccount.channel(TEST_MERCHANT, 'BANK'), amount: -amount },
            { account: ledgerAccount.wallet(TEST_MERCHANT, userId), amount },
          ],
        }),
      );
    },
    get: async (path, m) => call(await k.t.call(path, { headers: headers(m) })),
    send: async (method, path, payload, m) => call(await k.plain(method, path, payload, { token: m?.token })),
    seal: async (method, path, payload, m) => call(await k.sealed(method, path, payload, { token: m?.token })),
    postings: () => k.count('ledger_postings'),
    async main(userId) {
      const r = await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', ledgerAccount.wallet(TEST_MERCHANT, userId).id).executeTakeFirst();
      return r ? Number(r.balance) : 0;
    },
    ops: (...argv) => runOps({ db: d.db, merchantCode: TEST_MERCHANT, invalidate: () => k.t.cache.invalidate(), clock: k.clock, moneySettings: k.t.config.money }, argv),
    rid: () => `req_${randomBytes(8).toString('hex')}`,
    async refused(work, status, code) {
      const before = await kit.postings();
      const [s, b] = await work();
      expect({ status: s, errorCode: b.errorCode }).toEqual({ status, errorCode: code });
      expect(await kit.postings()).toBe(before);
      return b;
    },
  };
  return kit;
}
