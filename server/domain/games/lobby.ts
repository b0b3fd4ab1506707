import type { Kysely } from 'kysely';
import type { GameItem, GameList, GameVendor, HotGames, VassGameTypes, VendorLane } from '../../../src/api/schemas/lobby';
import { GAMES } from '../../../src/config/constants';
import { GAME_SERVER } from '../../../src/config/game-server';
import type { Database, Localized } from '../../db/database';
import {
  type CatalogueGameRow,
  countGames,
  countGameTypes,
  listGames,
  listLaneGames,
  listVendors,
  type VendorKey,
} from '../../repositories/content';
import { effectiveCategory, ESPORTS, vendorAllowsTrial } from '../catalogue';
import { pick } from '../localize';
import { categoryUnknown, vendorUnknown } from './errors';
import { gameImagePath } from './images';

/** What every lobby read needs: the merchant, its e-sports list and the reader's language. */
export interface LobbyContext {
  db: Kysely<Database>;
  merchantCode: string;
  esportsVassalages: readonly string[];
  lang: string;
  fallback: string;
}

/** Names of the game types (the tabs of a vendor's games). Unknown types show their code. */
const GAME_TYPE_NAMES: Record<string, Localized> = {
  SLOT: { en: 'Slots', bn: 'স্লট' },
  FISH: { en: 'Fishing', bn: 'ফিশিং' },
  TABLE: { en: 'Card tables', bn: 'কার্ড টেবিল' },
  BACCARAT: { en: 'Baccarat', bn: 'ব্যাকারেট' },
  ROULETTE: { en: 'Roulette', bn: 'রুলেট' },
  SPORTS: { en: 'Sports', bn: 'স্পোর্টস' },
  ESPORTS: { en: 'E-Sports', bn: 'ই-স্পোর্টস' },
  COCKFIGHT: { en: 'Cockfight', bn: 'মোরগ লড়াই' },
  DICE: { en: 'Dice', bn: 'ডাইস' },
  LOTTERY: { en: 'Lottery', bn: 'লটারি' },
};

/** Whether a trial (type 4) account may play: the vendor allows trial play and the game does too. */
export function gameAllowsTrial(row: Pick<CatalogueGameRow, 'category' | 'trial' | 'trial_allowed'>): boolean {
  return row.trial && vendorAllowsTrial(row.category, row.trial_allowed);
}

export function toGameItem(row: CatalogueGameRow, ctx: Pick<LobbyContext, 'esportsVassalages' | 'lang' | 'fallback'>): GameItem {
  return {
    gameId: row.game_id,
    gameName: pick(row.name, ctx.lang, ctx.fallback),
    vassalage: row.vassalage,
    gameCategory: effectiveCategory(row.category, row.vassalage, ctx.esportsVassalages),
    gameType: row.game_type,
    image: row.image ?? gameImagePath(row.game_id),
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    isGame: row.is_game,
    trial: gameAllowsTrial(row),
    rtp: row.rtp === null ? null : Number(row.rtp),
  };
}

/** Playable games by id, in the order of `ids`; ids of switched-off or unknown games are left out. */
export async function itemsInOrder(ctx: LobbyContext, ids: string[]): Promise<{ list: GameItem[] }> {
  const rows = await listGames(ctx.db, ctx.merchantCode, { gameIds: ids, playable: true });
  const byId = new Map(rows.map((r) => [r.game_id, r]));
  return { list: ids.flatMap((id) => (byId.has(id) ? [toGameItem(byId.get(id)!, ctx)] : [])) };
}

export interface MenuVendor extends VendorKey {
  /** The category it is shown under (ESPORTS for listed SPORTS vendors). */
  gameCategory: string;
  displayName: string;
  isHot: boolean;
  accountTypeId: number;
  /** Trial (type 4) accounts may play it (vendors.trial_allowed, else the category's default). */
  trialAllowed: boolean;
}

/** Enabled vendors in menu order with the category each is shown under. */
export async function menuVendors(ctx: LobbyContext): Promise<MenuVendor[]> {
  const rows = await listVendors(ctx.db, ctx.merchantCode);
  return rows.map((r) => ({
    category: r.category_code,
    vassalage: r.vassalage,
    gameCategory: effectiveCategory(r.category_code, r.vassalage, ctx.esportsVassalages),
    displayName: r.display_name,
    isHot: r.is_hot,
    accountTypeId: r.account_type_id,
    trialAllowed: vendorAllowsTrial(r.category_code, r.trial_allowed),
  }));
}

/** Refuses a vassalage no enabled vendor of the merchant has (404 game.vendor.unknown). */
export async function requireVendor(ctx: LobbyContext, vassalage: string): Promise<MenuVendor[]> {
  const vendors = (await menuVendors(ctx)).filter((v) => v.vassalage === vassalage);
  if (!vendors.length) throw vendorUnknown();
  return vendors;
}

/** Vendors shown under a category; 404 game.category.unknown when the merchant has no such category. */
async function vendorsOfCategory(ctx: LobbyContext, gameCategory: string): Promise<MenuVendor[]> {
  const all = await menuVendors(ctx);
  const known = await ctx.db
    .selectFrom('game_categories')
    .select('code')
    .where('merchant_code', '=', ctx.merchantCode)
    .where('code', '=', gameCategory)
    .executeTakeFirst();
  const vendors = all.filter((v) => v.gameCategory === gameCategory);
  if (!known && !(gameCategory === ESPORTS && vendors.length)) throw categoryUnknown();
  return vendors;
}

/** GCSGAME_hotGamesV2: hot items of every vendor (VASSALAGE items included), or one vendor's hot games. */
export async function hotGames(ctx: LobbyContext, vassalage?: string): Promise<HotGames> {
  if (vassalage !== undefined) await requireVendor(ctx, vassalage);
  const rows = await listGames(ctx.db, ctx.merchantCode, { hot: true, vassalage, playable: vassalage !== undefined }, { limit: GAME_SERVER.hotGamesLimit, offset: 0 });
  return { list: rows.map((r) => toGameItem(r, ctx)) };
}

export interface GameListQuery {
  vassalage?: string;
  gameType?: string;
  gameCategory?: string;
  namePattern?: string;
  page: number;
  size: number;
}

/** GCSGAME_gameList: playable games, filtered, one page. */
export async function gameList(ctx: LobbyContext, q: GameListQuery): Promise<GameList> {
  if (q.vassalage !== undefined) await requireVendor(ctx, q.vassalage);
  const vendors = q.gameCategory === undefined ? undefined : await vendorsOfCategory(ctx, q.gameCategory);
  const filter = { vassalage: q.vassalage, gameType: q.gameType, namePattern: q.namePattern, playable: true, vendors };
  const [rows, total] = await Promise.all([
    listGames(ctx.db, ctx.merchantCode, filter, { limit: q.size, offset: (q.page - 1) * q.size }),
    countGames(ctx.db, ctx.merchantCode, filter),
  ]);
  return { list: rows.map((r) => toGameItem(r, ctx)), page: q.page, size: q.size, total };
}

/** GCSGAME_getVassGameType: the tabs of a vendor's games with their counts. */
export async function vassGameTypes(ctx: LobbyContext, vassalage: string): Promise<VassGameTypes> {
  await requireVendor(ctx, vassalage);
  const rows = await countGameTypes(ctx.db, ctx.merchantCode, vassalage);
  return {
    list: rows.map((r) => ({
      gameType: r.game_type,
      name: GAME_TYPE_NAMES[r.game_type] ? pick(GAME_TYPE_NAMES[r.game_type], ctx.lang, ctx.fallback) : r.game_type,
      count: Number(r.n),
    })),
  };
}

/**
 * GCSGAME_gameVendor: one lane per vendor of the category (every category when none is
 * given) with its first GAMES.laneGames games and its total.
 */
export async function gameVendor(ctx: LobbyContext, gameCategory?: string): Promise<GameVendor> {
  const vendors = gameCategory === undefined ? await menuVendors(ctx) : await vendorsOfCategory(ctx, gameCategory);
  const rows = await listLaneGames(ctx.db, ctx.merchantCode, vendors, GAMES.laneGames);
  const lanes: VendorLane[] = vendors.map((v) => {
    const mine = rows.filter((r) => r.category === v.category && r.vassalage === v.vassalage);
    return {
      vassalage: v.vassalage,
      displayName: v.displayName,
      isHot: v.isHot ? 1 : 0,
      accountTypeId: v.accountTypeId,
      gameCategory: v.gameCategory,
      games: mine.map((r) => toGameItem(r, ctx)),
      total: mine.length ? Number(mine[0]!.total) : 0,
    };
  });
  return { data: { lanes } };
}
