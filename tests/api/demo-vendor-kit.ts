import { expect } from 'vitest';
import type { OpenedDatabase } from '../../server/db/connect';
import { ledgerAccount, post } from '../../server/domain/money/ledger';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { DEMO_VENDOR_API, type SessionResult } from '../../src/vendor/api';
import { launchBody } from './games-kit';
import { makeMoneyKit, type Member, type MoneyKit } from './money-kit';

/** Test kit of the demo vendor: launches through the real POST /wps/game/launchGame and calls /demo-vendor/api/*. */
export interface DemoKit extends MoneyKit {
  /** A seeded, enabled game of this engine (optionally of one vendor). */
  game(engine: string, vassalage?: string): Promise<{ gameId: string; vassalage: string; category: string }>;
  /** Launches the game for the member and answers the ticket from the launch URL. */
  ticket(m: Member, game: { gameId: string; vassalage: string }): Promise<string>;
  /** Ticket → game session. */
  open(m: Member, engine: string, vassalage?: string): Promise<SessionResult>;
  /** A demo-vendor API call: [status, body, response]. */
  api(method: string, path: string, payload?: unknown, token?: string, headers?: Record<string, string>): Promise<[number, any, Response]>;
  /** Credits a wallet (MAIN or a vendor wallet) through the ledger. */
  fundWallet(userId: string, wallet: string, amount: number): Promise<void>;
  walletBalance(userId: string, wallet: string): Promise<number>;
}

let seq = 0;

export function makeDemoKit(d: OpenedDatabase): DemoKit {
  const k = makeMoneyKit(d);
  const kit: DemoKit = {
    ...k,
    async game(engine, vassalage) {
      let q = d.db
        .selectFrom('games')
        .select(['game_id', 'vassalage', 'category'])
        .where('merchant_code', '=', TEST_MERCHANT)
        .where('engine', '=', engine)
        .where('enabled', '=', true)
        .where('is_game', '=', 'GAME');
      if (vassalage) q = q.where('vassalage', '=', vassalage);
      const g = await q.orderBy('game_id').executeTakeFirstOrThrow();
      return { gameId: g.game_id, vassalage: g.vassalage, category: g.category };
    },
    async ticket(m, g) {
      const [status, b] = await k.send(
        'POST',
        '/wps/game/launchGame',
        launchBody(m, { gameId: g.gameId, vassalage: g.vassalage, nodeId: undefined }),
        m,
      );
      expect(status, JSON.stringify(b)).toBe(200);
      const url = new URL(b.value.content, 'http://site.test');
      expect(url.pathname).toBe('/demo-vendor/play');
      return url.searchParams.get('ticket')!;
    },
    async open(m, engine, vassalage) {
      const ticket = await kit.ticket(m, await kit.game(engine, vassalage));
      const [status, b] = await kit.api('POST', '/session', { ticket });
      expect(status, JSON.stringify(b)).toBe(200);
      return b.value as SessionResult;
    },
    async api(method, path, payload, token, headers = {}) {
      const res = await k.t.call(`${DEMO_VENDOR_API}${path}`, {
        method,
        headers: { ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      const text = await res.text();
      return [res.status, text ? JSON.parse(text) : null, res];
    },
    async fundWallet(userId, wallet, amount) {
      await d.db.transaction().execute((tx) =>
        post(tx, {
          merchantCode: TEST_MERCHANT,
          kind: 'deposit',
          reference: `DEMO-TEST-${++seq}`,
          userId,
          at: k.clock.now(),
          legs: [
            { account: ledgerAccount.channel(TEST_MERCHANT, 'BANK'), amount: -amount },
            { account: ledgerAccount.wallet(TEST_MERCHANT, userId, wallet), amount },
          ],
        }),
      );
    },
    async walletBalance(userId, wallet) {
      const r = await d.db.selectFrom('ledger_accounts').select('balance').where('id', '=', ledgerAccount.wallet(TEST_MERCHANT, userId, wallet).id).executeTakeFirst();
      return r ? Number(r.balance) : 0;
    },
  };
  return kit;
}
