import { array, type Infer, number, object, optional, string } from 'superstruct';

/** Game vendor card (SPEC §3). */
export const VendorCard = object({
  vassalage: string(),
  isHot: number(),
  displayName: string(),
  accountTypeId: number(),
  gameType: string(),
  cards: optional(array(string())),
});
export type VendorCard = Infer<typeof VendorCard>;

/** Sorted vendors: one game category with its vendors. */
export const GameMenu = object({
  gameCategory: string(),
  title: string(),
  vendors: array(VendorCard),
});
export type GameMenu = Infer<typeof GameMenu>;

/** GET /lgw/games/game_menus */
export const GameMenus = array(GameMenu);
export type GameMenus = Infer<typeof GameMenus>;
