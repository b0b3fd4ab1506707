import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct, lobby } from './endpoints';
import type * as LotterySchemas from './schemas/lottery';

type Lottery = typeof LotterySchemas;
function lottery<K extends keyof Lottery>(name: K): LazyStruct<Lottery[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/lottery.ts', load: () => import('./schemas/lottery').then((m) => m[name] as never) };
}

/**
 * Games and lottery endpoints (issue #5; docs/games.md, docs/lottery.md). Not in
 * src/api/endpoints.ts: the client loads this module on the first game call; the server's
 * registry includes it. Query parameters are named beside each path.
 */
export const gameEndpoints = {
  // Lobby (SPEC §7 egames, pvp, home).
  /** `?merchantCode=&isPlatform=2&vassalage=&platform=flash,html5-desktop&language=` (vassalage optional: all vendors). */
  hotGames: endpoint('GET', '/wps/relay/GCSGAME_hotGamesV2', lobby('HotGames')),
  // gameVendor, gameList and vassGameTypes are in the core group (src/api/endpoints.ts): a category page asks them first.
  favoriteGames: endpoint('GET', '/wps/relay/MCSFE_getFavoriteGames', lobby('FavoriteGames'), { token: true }),
  favoriteGamesList: endpoint('GET', '/wps/relay/MCSFE_getFavoriteGamesList', lobby('GameItems'), { token: true }),
  /** Body SetFavoriteRequest; answers the favourite ids. Not in the spec. */
  setFavoriteGame: endpoint('POST', '/wps/relay/MCSFE_setFavoriteGame', lobby('FavoriteGames'), { token: true }),
  recentGames: endpoint('GET', '/wps/relay/GCS_recentGame', lobby('GameItems'), { token: true }),
  /** `?vassalage=` */
  roomList: endpoint('GET', '/wps/relay/GLS2_roomList', lobby('RoomList')),
  /** `?gameCategory=ALL&language=&limitNum=20` */
  rankList: endpoint('GET', '/wps/relay/GCSGAME_rankList', lobby('RankList')),
  /** Body LaunchRequest; the `Language` header carries the language too (SPEC §7). */
  launchGame: endpoint('POST', '/wps/game/launchGame', lobby('LaunchResult'), { token: true }),

  // Lottery (SPEC §7 lottery and home).
  /** `?area=VN|GLOBAL|ALL` (default ALL). */
  lotteryMenu: endpoint('GET', '/lgw/vn/games/game_menu', lottery('LotteryGames')),
  lotteryRecent: endpoint('GET', '/lgw/vn/games/game_menu/recent', lottery('LotteryGames'), { token: true }),
  /** `?count=20&prizeMode=&device=&language=` */
  popularLottery: endpoint('GET', '/lgw/games/popular', lottery('LotteryGames')),
  /** `?count=100` */
  vnOpenedNumeros: endpoint('GET', '/lgw/vn/numeros/opened/game', lottery('Draws')),
  /** `?gameCode=` (optional: the last draw of every game). */
  openedNumero: endpoint('GET', '/lotto/lgw/games/opened/numero', lottery('Draws')),
  /** `?gameCode=` */
  lotteryGame: endpoint('GET', '/lgw/lotto/game', lottery('LotteryGameDetail')),
  /** `?gameCode=&page=` */
  lotteryDraws: endpoint('GET', '/lgw/lotto/draws', lottery('DrawPage')),
  /** `?status=open|settled&gameCode=&page=` */
  lotteryBets: endpoint('GET', '/lgw/lotto/bets', lottery('LotteryBetPage'), { token: true }),
  /** Body PlaceLotteryBets. */
  placeLotteryBets: endpoint('POST', '/lgw/lotto/bets', lottery('PlacedLotteryBets'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
