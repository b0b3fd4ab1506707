import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { cancelFixture, scheduleFixtures, settleDueFixtures } from '../domain/games/demo/fixtures';
import { rtpFigures } from '../domain/games/demo/rtp';

/** Operator commands of the demo vendor (`npm run ops -- games …`; docs/demo-vendor.md "Operations"). */
export const DEMO_VENDOR_OPS_HELP = `  games rtp                            every engine game: configured, theoretical and observed return to player
  games fixtures schedule|settle       run the fixture job once: schedule ahead / settle ended fixtures
  games fixtures cancel <fixtureId>    cancel a fixture that has not been settled; its bets are voided
`;

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(2)}%`);

/** `games rtp`: one line per engine game of the merchant. */
export async function rtpReport(db: Kysely<Database>, merchantCode: string): Promise<string> {
  const rows = [['game', 'engine', 'configured', 'theoretical', 'observed', 'rounds']];
  for (const g of await rtpFigures(db, merchantCode)) rows.push([g.gameId, g.engine, pct(g.configured), pct(g.theoretical), pct(g.observed), String(g.rounds)]);
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
