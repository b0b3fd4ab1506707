import { Hono } from 'hono';
import { endpoints } from '../../../src/api/endpoints';
import { gameEndpoints as e } from '../../../src/api/game-endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { cdnHandlers } from './cdn';
import { gamesHandlers } from './handlers';
import { launchHandlers } from './launch-handlers';
import { lobbyHandlers } from './lobby-handlers';

/**
 * Game menus, the lobby (catalogue, favourites, recent games, rooms, winner board), launch
 * (docs/games.md), and the generated game art under /cdn. Token flags come from the registry;
 * trial accounts may browse, keep favourites and launch where trial play is allowed.
 */
export function gamesRoutes(s: Services) {
  const h = gamesHandlers(s);
  const l = lobbyHandlers(s);
  const x = launchHandlers(s);
  const cdn = cdnHandlers(s);
  return new Hono<AppEnv>()
    .get(endpoints.gameMenus.path, h.menus)
    .get(e.hotGames.path, l.hotGames)
    .get(endpoints.gameList.path, l.gameList)
    .get(endpoints.vassGameTypes.path, l.vassGameTypes)
    .get(endpoints.gameVendor.path, l.gameVendor)
    .get(e.favoriteGames.path, l.favoriteGames)
    .get(e.favoriteGamesList.path, l.favoriteGamesList)
    .post(e.setFavoriteGame.path, l.setFavoriteGame)
    .get(e.recentGames.path, l.recentGames)
    .get(e.roomList.path, l.roomList)
    .get(e.rankList.path, l.rankList)
    .post(e.launchGame.path, x.launch)
    .get('/cdn/games/:file', cdn.gameImage);
}
