import type { Kysely } from 'kysely';
import { ENGINES } from '../../../../src/api/schemas/lobby';
import { resolveEngineConfig, theoreticalRtp } from '../../../../src/game-engines/registry';
import type { Database } from '../../../db/database';
import { toMinor } from '../../money/amounts';

interface Observed {
  n: number;
  stake: number;
  payout: number;
}

export interface GameRtp {
  gameId: string;
  engine: string;
  /** Fractions (0.965 for 96.5 %); null where not known. */
  configured: number | null;
  theoretical: number | null;
  observed: number | null;
  /** Rounds played, and fixture bets settled won or lost. */
  rounds: number;
}

/** Configured, theoretical and observed return to player of every engine game of the merchant (`ops games rtp`). */
export async function rtpFigures(db: Kysely<Database>, merchantCode: string): Promise<GameRtp[]> {
  const games = await db
    .selectFrom('games')
    .select(['game_id', 'engine', 'engine_config', 'rtp'])
    .where('merchant_code', '=', merchantCode)
    .where('engine', 'in', [...ENGINES])
    .orderBy('engine')
    .orderBy('game_id')
    .execute();
  const observed = new Map<string, Observed>();
  const add = (gameId: string, n: unknown, stake: unknown, payout: unknown) => {
    const o = observed.get(gameId) ?? { n: 0, stake: 0, payout: 0 };
    observed.set(gameId, { n: o.n + Number(n), stake: o.stake + toMinor(stake as number), payout: o.payout + toMinor(payout as number) });
  };
  const rounds = await db
    .selectFrom('demo_rounds')
    .select((eb) => ['game_id', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('stake').as('stake'), eb.fn.sum<string>('payout').as('payout')])
    .where('merchant_code', '=', merchantCode)
    .groupBy('game_id')
    .execute();
  for (const r of rounds) add(r.game_id, r.n, r.stake, r.payout);
  // Fixture bets count once settled won or lost (a void bet returned the stake: not a play).
  const bets = await db
    .selectFrom('demo_fixture_bets as fb')
    .innerJoin('bets as b', 'b.reference', 'fb.bet_reference')
    .select((eb) => ['fb.game_id', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('b.stake').as('stake'), eb.fn.sum<string>('b.payout').as('payout')])
    .where('fb.merchant_code', '=', merchantCode)
    .where('b.status', 'in', ['won', 'lost'])
    .groupBy('fb.game_id')
    .execute();
  for (const b of bets) add(b.game_id, b.n, b.stake, b.payout);

  return games.map((g) => {
    const configured = g.rtp === null ? null : Number(g.rtp) / 100;
    let theoretical: number | null;
    try {
      theoretical = theoreticalRtp(g.engine!, resolveEngineConfig(g.engine!, g.engine_config, configured === null ? null : configured * 100));
    } catch {
      theoretical = null;
    }
    const o = observed.get(g.game_id);
    return { gameId: g.game_id, engine: g.engine!, configured, theoretical, observed: o && o.stake > 0 ? o.payout / o.stake : null, rounds: o?.n ?? 0 };
  });
}
