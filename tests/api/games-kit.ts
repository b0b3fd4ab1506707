import { assert } from 'superstruct';
import { type Endpoint, endpoints, responseStruct } from '../../src/api/endpoints';
import { gameEndpoints } from '../../src/api/game-endpoints';
import type { ServerConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/connect';
import { loadMerchantMoney } from '../../server/domain/money/context';
import { placeBet, settleBet } from '../../server/domain/money/bets';
import { ledgerTransaction } from '../../server/domain/money/ledger';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type Member, type MoneyKit } from './money-kit';

/** Test kit of the games lobby and launch: the money kit plus launch bodies, lobby reads and settled bets. */
/** The lobby reads: the games group and the three a category page asks first (in the core group). */
const lobbyReads = { ...gameEndpoints, gameVendor: endpoints.gameVendor, gameList: endpoints.gameList, vassGameTypes: endpoints.vassGameTypes };

export interface GamesKit extends MoneyKit {
  /** GET with optional member token and Language header; resolves to [status, body]. */
  read(path: string, opts?: { member?: Member; lang?: string; headers?: Record<string, string> }): Promise<[number, any]>;
  /** A LaunchRequest of SPEC §3 for this member; `over` replaces or adds fields (undefined removes). */
  launchBody(m: Member, over?: Record<string, unknown>): Record<string, unknown>;
  launch(m: Member, over?: Record<string, unknown>, as?: Member): Promise<[number, any]>;
  /** The ticket of a demo-vendor launch answer. */
  ticketOf(content: string): string;
  /** Asserts a success body against the endpoint's response schema and returns its value. */
  valueOf<K extends keyof typeof lobbyReads>(name: K, res: [number, any]): Promise<any>;
  /** A bet placed and settled through the ledger at the kit clock's time. */
  bet(m: Member, b: { stake: number; payout: number | null; category?: string; game?: string }): Promise<void>;
}

/** A LaunchRequest of SPEC §3 for this member (a PG slot unless `extra` says otherwise; undefined removes a field). */
export function launchBody(m: Pick<Member, 'username' | 'token'>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    gameId: 'PG-fortune-tiger',
    nodeId: '1',
    accountType: 1,
    confirmTrans: 0,
    vassalage: 'PG',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: m.username,
    token: m.token,
    merchantCode: TEST_MERCHANT,
    language: 'en',
  };
  for (const [key, v] of Object.entries(extra)) {
    if (v === undefined) delete base[key];
    else base[key] = v;
  }
  return base;
}

export function makeGamesKit(d: OpenedDatabase, over: Partial<ServerConfig> = {}): GamesKit {
  const k = makeMoneyKit(d, over);
  const kit: GamesKit = {
    ...k,
    async read(path, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.member) headers.Authorization = opts.member.token;
      if (opts.lang) headers.Language = opts.lang;
      const res = await k.t.call(path, { headers });
      return [res.status, await json(res)];
    },
    launchBody,
    launch: (m, extra = {}, as = m) => k.send('POST', '/wps/game/launchGame', kit.launchBody(m, extra), as),
    ticketOf(content) {
      const url = new URL(content, 'http://site.test');
      if (url.pathname !== '/demo-vendor/play') throw new Error(`not a demo-vendor launch: ${content}`);
      return url.searchParams.get('ticket') ?? '';
    },
    async valueOf(name, [status, body]) {
      if (status !== 200 || body.success !== true) throw new Error(`${name}: ${status} ${JSON.stringify(body)}`);
      const endpoint = lobbyReads[name] as Endpoint<any>;
      assert(body.value, await responseStruct(endpoint));
      return body.value;
    },
    async bet(m, b) {
      const money = await loadMerchantMoney(d.db, TEST_MERCHANT);
      const at = k.clock.now();
      await ledgerTransaction(d.db, async (tx) => {
        const ref = await placeBet(tx, money, { userId: m.id, wallet: 'MAIN', stake: b.stake, category: b.category ?? 'RNG', vendor: 'PG', gameName: b.game ?? 'Fortune Tiger', at });
        await settleBet(tx, ref, { payout: b.payout }, at);
      });
    },
  };
  return kit;
}
