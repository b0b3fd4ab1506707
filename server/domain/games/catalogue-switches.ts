import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { vendorAllowsTrial } from '../catalogue';

/**
 * The operator's switches on the seeded game catalogue (docs/games.md "Operations"). Each answers
 * whether the game or vendor exists for the merchant (false: nothing changed).
 */
const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) > 0;

/** Lists the game in the lobby and allows its launch, or not. */
export async function setGameEnabled(db: Kysely<Database>, m: string, gameId: string, on: boolean): Promise<boolean> {
  return changed(await db.updateTable('games').set({ enabled: on }).where('merchant_code', '=', m).where('game_id', '=', gameId).executeTakeFirst());
}

/** The game's hot badge (hot games list, home). */
export async function setGameHot(db: Kysely<Database>, m: string, gameId: string, hot: boolean): Promise<boolean> {
  return changed(await db.updateTable('games').set({ is_hot: hot }).where('merchant_code', '=', m).where('game_id', '=', gameId).executeTakeFirst());
}

/** A whole vendor: nav, lanes and launches. */
export async function setVendorEnabled(db: Kysely<Database>, m: string, vassalage: string, on: boolean): Promise<boolean> {
  return changed(await db.updateTable('vendors').set({ enabled: on }).where('merchant_code', '=', m).where('vassalage', '=', vassalage).executeTakeFirst());
}

/** Trial (free play) accounts on the vendor's games: allowed, forbidden, or (null) the category's rule. */
export async function setVendorTrial(db: Kysely<Database>, m: string, vassalage: string, allowed: boolean | null): Promise<boolean> {
  return changed(await db.updateTable('vendors').set({ trial_allowed: allowed }).where('merchant_code', '=', m).where('vassalage', '=', vassalage).executeTakeFirst());
}

export interface CatalogueRow {
  gameId: string;
  vassalage: string;
  category: string;
  engine: string | null;
  rtp: number | null;
  enabled: boolean;
  vendorEnabled: boolean;
  hot: boolean;
  /** A trial account may play it: the game offers trial and its vendor allows it (docs/games.md). */
  trial: boolean;
}

/** The merchant's catalogue (optionally one vendor's), by category, vendor and the lobby's order. */
export async function listCatalogue(db: Kysely<Database>, m: string, vassalage?: string): Promise<CatalogueRow[]> {
  let q = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', (j) => j.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.vassalage', '=', 'g.vassalage').onRef('v.category_code', '=', 'g.category'))
    .select(['g.game_id', 'g.vassalage', 'g.category', 'g.engine', 'g.rtp', 'g.enabled', 'g.is_hot', 'g.trial', 'v.enabled as vendor_enabled', 'v.trial_allowed'])
    .where('g.merchant_code', '=', m)
    .orderBy('g.category')
    .orderBy('g.vassalage')
    .orderBy('g.sort')
    .orderBy('g.game_id');
  if (vassalage) q = q.where('g.vassalage', '=', vassalage);
  return (await q.execute()).map((r) => ({
    gameId: r.game_id,
    vassalage: r.vassalage,
    category: r.category,
    engine: r.engine,
    rtp: r.rtp === null ? null : Number(r.rtp),
    enabled: r.enabled,
    vendorEnabled: r.vendor_enabled,
    hot: r.is_hot,
    trial: Boolean(r.trial) && vendorAllowsTrial(r.category, r.trial_allowed),
  }));
}
