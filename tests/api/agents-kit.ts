import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/connect';
import { foldAll } from '../../server/domain/agents/stats';
import type { ContractTier } from '../../src/api/schemas/agent';
import { json } from '../../server/testing/test-app';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type Member, type MoneyKit } from './money-kit';

/**
 * Test kit of the agents issue: agents and members made in the db under a given upline (the
 * closure rows come from the trigger), settled bets written straight into `bets` (the outbox
 * trigger sees them like any settlement), the fold run on demand with the kit's clock.
 */
export interface AgentKit extends MoneyKit {
  /** A logged-in agent (type 1 by default) under `upline` (none: a top-level agent). */
  agent(opts?: { upline?: Member; rebateBps?: number; funds?: number; type?: number }): Promise<Member>;
  /** A logged-in member (type 0) under `upline`. */
  under(upline: Member, opts?: { rebateBps?: number; funds?: number }): Promise<Member>;
  /** A settled bet (won when payout > 0) of `m`, settled at `at` (default: the clock). */
  bet(m: Member, stake: number, payout: number, at?: Date, extra?: { category?: string; validBet?: number }): Promise<string>;
  /** Folds the whole outbox (as the job would). */
  fold(): Promise<number>;
  /** A trial (free play) account's session. */
  trial(ip?: string): Promise<Member>;
  /** GET with query parameters, as `m`. */
  query(path: string, params: Record<string, string | number | undefined>, m?: Member): Promise<[number, any]>;
}

let seq = 0;

export function makeAgentKit(d: OpenedDatabase, over: Partial<ServerConfig> = {}): AgentKit {
  const k = makeMoneyKit(d, over);
  const setRebate = async (id: string, r?: number) => {
    if (r !== undefined) await d.db.updateTable('users').set({ rebate_bps: r }).where('id', '=', id).execute();
  };
  const kit: AgentKit = {
    ...k,
    async agent(opts = {}) {
      const m = await k.member({ type: opts.type ?? 1, upline: opts.upline?.id, funds: opts.funds });
      await d.db.updateTable('users').set({ affiliate_code: `AFF${randomBytes(4).toString('hex').toUpperCase()}` }).where('id', '=', m.id).execute();
      await setRebate(m.id, opts.rebateBps);
      return m;
    },
    async under(upline, opts = {}) {
      const m = await k.member({ type: 0, upline: upline.id, funds: opts.funds });
      await setRebate(m.id, opts.rebateBps);
      return m;
    },
    async bet(m, stake, payout, at = k.clock.now(), extra = {}) {
      const reference = `AK${Date.now().toString(36)}${++seq}${randomBytes(2).toString('hex')}`.toUpperCase();
      await d.db
        .insertInto('bets')
        .values({
          reference,
          merchant_code: TEST_MERCHANT,
          user_id: m.id,
          wallet_code: 'MAIN',
          category: extra.category ?? 'RNG',
          vendor: 'PG',
          game_name: 'Mahjong Ways',
          stake,
          valid_bet: extra.validBet ?? stake,
          payout,
          status: payout > 0 ? 'won' : 'lost',
          placed_at: new Date(at.getTime() - 60_000),
          settled_at: at,
        })
        .execute();
      return reference;
    },
    fold: () => foldAll(d.db, k.clock.now(), 1000),
    async trial(ip = `10.77.${++seq % 250}.${(seq * 7) % 250}`) {
      const res = await k.plain('POST', '/wps/session/login/freeplay', { os: 'linux', platform: 'W' }, { ip });
      const body = await json(res);
      if (!body.success) throw new Error(`freeplay: ${JSON.stringify(body)}`);
      return { id: '', username: '', token: body.value.token as string };
    },
    query(path, params, m) {
      const qs = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined).map(([a, b]) => [a, String(b)]));
      return k.get(`${path}${qs.size ? `?${qs}` : ''}`, m);
    },
  };
  return kit;
}

/** A contract tier with only the thresholds named (the others null: no requirement). */
export const tier = (t: Partial<ContractTier> & { rate: number }): ContractTier => ({
  periodValidBet: null,
  periodProfitLoss: null,
  activeMembers: null,
  betDaily: null,
  betHourly: null,
  winRate: null,
  lossRate: null,
  singleBet: null,
  ...t,
});
