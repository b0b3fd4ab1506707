import type { Kysely } from 'kysely';
import { ENGINES } from '../../../../src/api/schemas/lobby';
import { resolveEngineConfig, theoreticalRtp } from '../../../../src/game-engines/registry';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import { toMinor } from '../../money/amounts';
import { cancelFixture, scheduleFixtures, settleDueFixtures } from './fixtures';

/** Operator commands of the demo vendor (`npm run ops -- games …`; docs/demo-vendor.md "Operations"). */
export const DEMO_VENDOR_OPS_HELP = `  games rtp                            every engine game: configured, theoretical and observed return to player
  games fixtures schedule|settle       run the fixture job once: schedule ahead / settle ended fixtures
  games fixtures cancel <fixtureId>    cancel a fixture that has not been settled; its bets are voided
`;

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(2)}%`);

interface Observed {
  n: number;
  stake: number;
  payout: number;
}

/** `games rtp`: one line per engine game of the merchant. */
export async function rtpReport(db: Kysely<Database>, merchantCode: string): Promise<string> {
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

  const rows = [['game', 'engine', 'configured', 'theoretical', 'observed', 'rounds']];
  for (const g of games) {
    const configured = g.rtp === null ? null : Number(g.rtp) / 100;
    let theoretical: number | null;
    try {
      theoretical = theoreticalRtp(g.engine!, resolveEngineConfig(g.engine!, g.engine_config, configured === null ? null : configured * 100));
    } catch {
      theoretical = null;
    }
    const o = observed.get(g.game_id);
    rows.push([g.game_id, g.engine!, pct(configured), pct(theoretical), o && o.stake > 0 ? pct(o.payout / o.stake) : '-', String(o?.n ?? 0)]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n');
}

export async function demoVendorCommand(ctx: { db: Kysely<Database>; clock: Clock }, merchantCode: string, sub: string | undefined, rest: string[]): Promise<string | null> {
  const d = ctx;
  if (sub === 'rtp') return rtpReport(ctx.db, merchantCode);
  if (sub !== 'fixtures') return null;
  const [action, id] = rest;
  if (action === 'schedule') return `fixtures scheduled: ${await scheduleFixtures(d)}`;
  if (action === 'settle') return `fixture bets settled: ${await settleDueFixtures(d)}`;
  if (action === 'cancel' && id) return (await cancelFixture(d, id)) ? `fixture ${id} cancelled; its bets are void` : `fixture ${id}: not found, or already settled or cancelled`;
  return null;
}
