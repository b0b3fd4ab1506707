import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { listCatalogue, setGameEnabled, setGameHot, setVendorEnabled, setVendorTrial } from '../domain/games/catalogue-switches';

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
      if (!(await setGameEnabled(db, m, id, sub === 'on'))) throw new GamesOpsError(`unknown game: ${id}`);
      return `game ${id} ${sub === 'on' ? 'ON' : 'OFF'}`;
    }
    case 'hot': {
      const [state, raw] = rest;
      if (state !== 'on' && state !== 'off') throw new GamesOpsError('games hot on|off <gameId>');
      const id = arg(raw, GAME_ID, 'a game id');
      if (!(await setGameHot(db, m, id, state === 'on'))) throw new GamesOpsError(`unknown game: ${id}`);
      return `game ${id} hot ${state.toUpperCase()}`;
    }
    case 'vendor': {
      const [state, raw] = rest;
      if (state !== 'on' && state !== 'off') throw new GamesOpsError('games vendor on|off <VASSALAGE>');
      const v = arg(raw?.toUpperCase(), VASSALAGE, 'a vendor code');
      if (!(await setVendorEnabled(db, m, v, state === 'on'))) throw new GamesOpsError(`unknown vendor: ${v}`);
      return `vendor ${v} ${state === 'on' ? 'ON' : 'OFF'}`;
    }
    case 'trial': {
      const [rule, raw] = rest;
      const value = rule === 'allow' ? true : rule === 'forbid' ? false : rule === 'default' ? null : undefined;
      if (value === undefined) throw new GamesOpsError('games trial allow|forbid|default <VASSALAGE>');
      const v = arg(raw?.toUpperCase(), VASSALAGE, 'a vendor code');
      if (!(await setVendorTrial(db, m, v, value))) throw new GamesOpsError(`unknown vendor: ${v}`);
      return `vendor ${v}: trial accounts ${rule === 'default' ? "follow the category's rule" : rule === 'allow' ? 'allowed' : 'forbidden'}`;
    }
    default:
      return null;
  }
}

async function listGames(db: Kysely<Database>, m: string, vassalage: string | undefined): Promise<string> {
  const rows = await listCatalogue(db, m, vassalage ? arg(vassalage.toUpperCase(), VASSALAGE, 'a vendor code') : undefined);
  if (!rows.length) return vassalage ? `no games of ${vassalage.toUpperCase()}` : 'no games';
  const table = [['game', 'vendor', 'category', 'engine', 'rtp', 'flags']];
  for (const r of rows) {
    const flags = [r.enabled ? 'on' : 'OFF', r.vendorEnabled ? null : 'vendor OFF', r.hot ? 'hot' : null, r.trial ? 'trial' : 'no trial'].filter(Boolean);
    table.push([r.gameId, r.vassalage, r.category, r.engine ?? '-', r.rtp === null ? '-' : `${r.rtp.toFixed(2)}%`, flags.join(', ')]);
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  return table.map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}
