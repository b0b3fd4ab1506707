import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { vendorAllowsTrial } from '../catalogue';

/**
 * Operator commands of the game catalogue (`npm run ops -- games …`; docs/games.md
 * "Operations"): the catalogue is seeded, and operators switch games and vendors here.
 */
export const GAMES_OPS_HELP = `  games list [<VASSALAGE>]             the catalogue: game, vendor, category, engine, RTP, flags
  games on|off <gameId>                list a game in the lobby and allow its launch, or not
  games hot on|off <gameId>            the game's hot badge (hot games list, home)
  games vendor on|off <VASSALAGE>      a whole vendor: nav, lanes and launches
  games trial allow|forbid|default <VASSALAGE>
                                       trial (free play) accounts on the vendor's games;
                                       default: the category's rule (docs/games.md)
`;

export class GamesOpsError extends Error {}

const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VASSALAGE = /^[A-Z0-9_]{1,32}$/;

function arg(value: string | undefined, pattern: RegExp, what: string): string {
  if (!value || !pattern.test(value)) throw new GamesOpsError(`${what} expected`);
  return value;
}

/** Answers the command's output, or null when `sub` is not a catalogue command. */
export async function gamesCommand(db: Kysely<Database>, m: string, sub: string | undefined, rest: string[]): Promise<string | null> {
  switch (sub) {
    case 'list':
      return listGames(db, m, rest[0]);
    case 'on':
    case 'off': {
      const id = arg(rest[0], GAME_ID, 'a game id');
      const r = await db.updateTable('games').set({ enabled: sub === 'on' }).where('merchant_code', '=', m).where('game_id', '=', id).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw new GamesOpsError(`unknown game: ${id}`);
      return `game ${id} ${sub === 'on' ? 'ON' : 'OFF'}`;
    }
    case 'hot': {
      const [state, raw] = rest;
      if (state !== 'on' && state !== 'off') throw new GamesOpsError('games hot on|off <gameId>');
      const id = arg(raw, GAME_ID, 'a game id');
      const r = await db.updateTable('games').set({ is_hot: state === 'on' }).where('merchant_code', '=', m).where('game_id', '=', id).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw new GamesOpsError(`unknown game: ${id}`);
      return `game ${id} hot ${state.toUpperCase()}`;
    }
    case 'vendor': {
      const [state, raw] = rest;
      if (state !== 'on' && state !== 'off') throw new GamesOpsError('games vendor on|off <VASSALAGE>');
      const v = arg(raw?.toUpperCase(), VASSALAGE, 'a vendor code');
      const r = await db.updateTable('vendors').set({ enabled: state === 'on' }).where('merchant_code', '=', m).where('vassalage', '=', v).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw new GamesOpsError(`unknown vendor: ${v}`);
      return `vendor ${v} ${state === 'on' ? 'ON' : 'OFF'}`;
    }
    case 'trial': {
      const [rule, raw] = rest;
      const value = rule === 'allow' ? true : rule === 'forbid' ? false : rule === 'default' ? null : undefined;
      if (value === undefined) throw new GamesOpsError('games trial allow|forbid|default <VASSALAGE>');
      const v = arg(raw?.toUpperCase(), VASSALAGE, 'a vendor code');
      const r = await db.updateTable('vendors').set({ trial_allowed: value }).where('merchant_code', '=', m).where('vassalage', '=', v).executeTakeFirst();
      if (!Number(r.numUpdatedRows)) throw new GamesOpsError(`unknown vendor: ${v}`);
      return `vendor ${v}: trial accounts ${rule === 'default' ? "follow the category's rule" : rule === 'allow' ? 'allowed' : 'forbidden'}`;
    }
    default:
      return null;
  }
}

async function listGames(db: Kysely<Database>, m: string, vassalage: string | undefined): Promise<string> {
  let q = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', (j) => j.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.vassalage', '=', 'g.vassalage').onRef('v.category_code', '=', 'g.category'))
    .select(['g.game_id', 'g.vassalage', 'g.category', 'g.engine', 'g.rtp', 'g.enabled', 'g.is_hot', 'g.trial', 'v.enabled as vendor_enabled', 'v.trial_allowed'])
    .where('g.merchant_code', '=', m)
    .orderBy('g.category')
    .orderBy('g.vassalage')
    .orderBy('g.sort')
    .orderBy('g.game_id');
  if (vassalage) q = q.where('g.vassalage', '=', arg(vassalage.toUpperCase(), VASSALAGE, 'a vendor code'));
  const rows = await q.execute();
  if (!rows.length) return vassalage ? `no games of ${vassalage.toUpperCase()}` : 'no games';
  const table = [['game', 'vendor', 'category', 'engine', 'rtp', 'flags']];
  for (const r of rows) {
    const flags = [
      r.enabled ? 'on' : 'OFF',
      r.vendor_enabled ? null : 'vendor OFF',
      r.is_hot ? 'hot' : null,
      r.trial && vendorAllowsTrial(r.category, r.trial_allowed) ? 'trial' : 'no trial',
    ].filter(Boolean);
    table.push([r.game_id, r.vassalage, r.category, r.engine ?? '-', r.rtp === null ? '-' : `${Number(r.rtp).toFixed(2)}%`, flags.join(', ')]);
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table.map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}
