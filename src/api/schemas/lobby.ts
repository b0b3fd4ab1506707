import { array, boolean, enums, type Infer, literal, nullable, number, object, optional, string } from 'superstruct';
import { instant } from './time';

/**
 * Game lobby and launch wire shapes (issue #5; SPEC §3 game vendor card and launch payload,
 * §7 egames / pvp / home; design: docs/games.md). Loaded lazily with the code that calls the
 * game endpoints (src/api/game-endpoints.ts). Amounts are integer minor units as in money.
 */

/** The demo vendor's game engines: every catalogue game is played on one of them. */
export const ENGINES = ['slot', 'dice', 'baccarat', 'roulette', 'cockfight', 'teenpatti', 'fish', 'sports', 'esports'] as const;
export const Engine = enums(ENGINES);
export type Engine = Infer<typeof Engine>;

/** One game of a vendor (or, with isGame VASSALAGE, an item that opens the vendor's popup list). */
export const GameItem = object({
  /** Unique per merchant, e.g. "PG-fortune-tiger". */
  gameId: string(),
  /** Localised. */
  gameName: string(),
  vassalage: string(),
  /** Category code: ELOTT, LOTT, LIVE, SPORTS, ESPORTS, FISH, RNG, PVP, COCKFIGHT, MINI. */
  gameCategory: string(),
  /** Tab of the vendor's games (GCSGAME_getVassGameType), e.g. SLOT, TABLE, FISH. */
  gameType: string(),
  /** Path below an image CDN (info.imageCDNs), starting with "/". */
  image: string(),
  isHot: number(),
  isNew: number(),
  /** GAME: launches; VASSALAGE: opens a popup list of the vendor's games (SPEC §2). */
  isGame: enums(['GAME', 'VASSALAGE']),
  /** Trial (type 4) accounts may play it. */
  trial: boolean(),
  /** Return to player in percent as configured, e.g. 96.5; null for lottery games. */
  rtp: nullable(number()),
});
export type GameItem = Infer<typeof GameItem>;

/** GET /wps/relay/GCSGAME_gameList `?vassalage=&gameType=&keyword=&page=&size=` */
export const GameList = object({ list: array(GameItem), page: number(), size: number(), total: number() });
export type GameList = Infer<typeof GameList>;

/** GET /wps/relay/GCSGAME_hotGamesV2 (SPEC §7: reads value.list). */
export const HotGames = object({ list: array(GameItem) });
export type HotGames = Infer<typeof HotGames>;

/** GET /wps/relay/GCSGAME_getVassGameType `?vassalage=`: the tabs of a vendor's games. */
export const VassGameTypes = object({
  list: array(object({ gameType: string(), name: string(), count: number() })),
});
export type VassGameTypes = Infer<typeof VassGameTypes>;

/** A vendor lane on a category page: the vendor card and its first games. */
export const VendorLane = object({
  vassalage: string(),
  displayName: string(),
  isHot: number(),
  accountTypeId: number(),
  gameCategory: string(),
  /** The vendor's games, at most GAMES.laneGames. */
  games: array(GameItem),
  total: number(),
});
export type VendorLane = Infer<typeof VendorLane>;

/** GET /wps/relay/GCSGAME_gameVendor `?gameCategory=` (SPEC §7: reads value.data.lanes). */
export const GameVendor = object({ data: object({ lanes: array(VendorLane) }) });
export type GameVendor = Infer<typeof GameVendor>;

/** GET /wps/relay/MCSFE_getFavoriteGames (token): the ids of the member's favourites. */
export const FavoriteGames = object({ list: array(string()) });
export type FavoriteGames = Infer<typeof FavoriteGames>;

/** GET /wps/relay/MCSFE_getFavoriteGamesList (token) and GET /wps/relay/GCS_recentGame (token). */
export const GameItems = object({ list: array(GameItem) });
export type GameItems = Infer<typeof GameItems>;

/** POST /wps/relay/MCSFE_setFavoriteGame (token) request; answers FavoriteGames. Not in the spec. */
export const SetFavoriteRequest = object({ gameId: string(), favorite: boolean() });

/** A PVP room (GET /wps/relay/GLS2_roomList `?vassalage=`). */
export const Room = object({
  roomId: string(),
  gameId: string(),
  name: string(),
  vassalage: string(),
  minBet: number(),
  maxBet: number(),
  seats: number(),
  players: number(),
});
export type Room = Infer<typeof Room>;
export const RoomList = object({ list: array(Room) });
export type RoomList = Infer<typeof RoomList>;

/**
 * POST /wps/game/launchGame (token) request: the payload of SPEC §3 (GLS games) or the
 * lottery launch of SPEC §7 (launchMode LOTT with the lotto* fields).
 */
export const LaunchRequest = object({
  gameId: optional(string()),
  roomId: optional(string()),
  nodeId: optional(string()),
  accountType: literal(1),
  confirmTrans: literal(0),
  vassalage: string(),
  launchMode: enums(['GLS', 'LOTT']),
  platform: string(),
  clientType: number(),
  username: string(),
  token: string(),
  merchantCode: string(),
  language: string(),
  lottoArea: optional(string()),
  lottoPrizeMode: optional(string()),
  lottoGameCode: optional(string()),
  lottoView: optional(enums(['betting', 'lobby'])),
  device: optional(string()),
  backUrl: optional(string()),
});
export type LaunchRequest = Infer<typeof LaunchRequest>;

/**
 * Launch answer (SPEC §7: reads value.content): `content` is the URL to open — the demo
 * vendor's game page with a one-use ticket (opened in the /game iframe or, for window
 * vendors, a new window), or a site path such as "/lottery?game=SSC1&view=betting".
 */
export const LaunchResult = object({ content: string() });
export type LaunchResult = Infer<typeof LaunchResult>;

/** One row of the winner board (rank list). */
export const RankEntry = object({
  rank: number(),
  /** Masked, e.g. "pl***01". */
  account: string(),
  gameName: string(),
  gameCategory: string(),
  /** Win (payout) in minor units. */
  amount: number(),
  at: instant(),
});
/** GET /wps/relay/GCSGAME_rankList `?gameCategory=ALL&language=&limitNum=20` (SPEC §7: reads list). */
export const RankList = object({ list: array(RankEntry) });
export type RankList = Infer<typeof RankList>;
