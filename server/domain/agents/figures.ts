import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { TeamFigures } from '../../../src/api/schemas/agent';
import type { Database } from '../../db/database';
import type { StatGrain } from '../../db/tables-agents';

/**
 * TeamFigures out of team_stats (docs/agents.md "Reports"). Reports never scan bets: they add
 * up the buckets that tile the asked range (periods.ts tileRange), for one ancestor or many,
 * at the depths asked. `activeMembers` is exact for a range that is one bucket; a range of
 * several buckets adds their counts (a member active in two of them counts twice).
 */
export interface Tile {
  grain: StatGrain;
  start: Date;
}

export const ZERO: TeamFigures = {
  betCount: 0,
  stake: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  newMembers: 0,
  activeMembers: 0,
};

/** Column → TeamFigures field, in the order of the SQL sums. */
const COLUMNS = [
  ['bet_count', 'betCount'],
  ['stake', 'stake'],
  ['valid_bet', 'validBet'],
  ['payout', 'payout'],
  ['deposits', 'deposits'],
  ['deposit_count', 'depositCount'],
  ['withdrawals', 'withdrawals'],
  ['withdrawal_count', 'withdrawalCount'],
  ['new_members', 'newMembers'],
  ['active_members', 'activeMembers'],
] as const;

export type FigureRow = Record<string, string | number | bigint | null>;

/** `sum(<col>) as <prefix><col>` for every figure column, optionally only where `filter` holds. */
export function figureSums(prefix = '', filter?: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql.join(
    COLUMNS.map(([c]) => (filter ? sql`coalesce(sum(${sql.ref(c)}) filter (where ${filter}), 0) as ${sql.ref(prefix + c)}` : sql`coalesce(sum(${sql.ref(c)}), 0) as ${sql.ref(prefix + c)}`)),
  );
}

/** TeamFigures of a row of figureSums(prefix) (missing columns are 0). */
export function toFigures(row: FigureRow | undefined, prefix = ''): TeamFigures {
  if (!row) return { ...ZERO };
  const f = { ...ZERO } as Record<string, number>;
  for (const [c, k] of COLUMNS) f[k] = Number(row[prefix + c] ?? 0);
  f.profitLoss = f.payout! - f.stake!;
  return f as unknown as TeamFigures;
}

export function addFigures(a: TeamFigures, b: TeamFigures): TeamFigures {
  const out = { ...a } as Record<string, number>;
  for (const k of Object.keys(ZERO)) out[k] = (a as unknown as Record<string, number>)[k]! + (b as unknown as Record<string, number>)[k]!;
  return out as unknown as TeamFigures;
}

/**
 * The team_stats rows of the tiles that match `where`, as a derived table: one branch per grain
 * (`grain = G and period_start in (…)`), so each is an exact range of the primary key
 * (ancestor_id, grain, period_start, depth) — an ancestor's other buckets (thousands of
 * 5-minute ones, the days inside a whole week) are never read.
 */
export function tileRows(where: RawBuilder<unknown>, tiles: Tile[]): RawBuilder<unknown> {
  const byGrain = new Map<StatGrain, string[]>();
  for (const t of tiles) byGrain.set(t.grain, [...(byGrain.get(t.grain) ?? []), t.start.toISOString()]);
  const branches = [...byGrain].map(
    ([g, starts]) => sql`select * from team_stats where ${where} and grain = ${g} and period_start in (${sql.join(starts.map((x) => sql`${x}::timestamptz`))})`,
  );
  return sql`(${sql.join(branches, sql` union all `)})`;
}

/** The figures of one ancestor's members at depth ≥ `minDepth` (1: its downline; 0: with itself) over the tiles. */
export async function teamFigures(db: Kysely<Database>, ancestorId: string, tiles: Tile[], minDepth = 1): Promise<TeamFigures> {
  const r = await sql<FigureRow>`
    select ${figureSums()} from ${tileRows(sql`ancestor_id = ${ancestorId} and depth >= ${minDepth}`, tiles)} s`.execute(db);
  return toFigures(r.rows[0]);
}

/** The figures of one member itself (depth 0); `activeMembers` is 1 when it placed a settled bet in the range. */
export async function ownFigures(db: Kysely<Database>, userId: string, tiles: Tile[]): Promise<TeamFigures> {
  const r = await sql<FigureRow>`
    select ${figureSums()} from ${tileRows(sql`ancestor_id = ${userId} and depth = 0`, tiles)} s`.execute(db);
  const f = toFigures(r.rows[0]);
  return { ...f, activeMembers: f.betCount > 0 ? 1 : 0 };
}
