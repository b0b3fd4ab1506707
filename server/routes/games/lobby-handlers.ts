import { SetFavoriteRequest } from '../../../src/api/schemas/lobby';
import { badParam } from '../../domain/games/errors';
import { favoriteIds, favoriteList, setFavorite } from '../../domain/games/favorites';
import { gameList, gameVendor, hotGames, vassGameTypes } from '../../domain/games/lobby';
import { parseCode, parseGameId, parseKeyword, parseLimitNum, parsePage, parseSize, requireCode } from '../../domain/games/params';
import { rankList } from '../../domain/games/rank';
import { recentList } from '../../domain/games/recent';
import { roomList } from '../../domain/games/rooms';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import { body } from '../../wire/body';
import { checkInput } from '../../wire/limits';
import { type C, handle, lobby, userId } from './context';

const q = (c: C, name: string) => c.req.query(name);

/** Lobby reads of SPEC §7 egames / pvp / home, and the member's favourites and recent games. */
export function lobbyHandlers(s: Services) {
  return {
    hotGames: handle(async (c) => {
      const merchantCode = q(c, 'merchantCode');
      if (merchantCode !== undefined && merchantCode !== '' && merchantCode !== c.get('merchant').code) throw badParam('merchantCode', 'mismatch');
      return ok(c, await hotGames(lobby(s, c), parseCode('vassalage', q(c, 'vassalage'))));
    }),

    gameList: handle(async (c) => {
      const query = {
        vassalage: parseCode('vassalage', q(c, 'vassalage')),
        gameType: parseCode('gameType', q(c, 'gameType')),
        gameCategory: parseCode('gameCategory', q(c, 'gameCategory')),
        namePattern: parseKeyword(q(c, 'keyword')),
        page: parsePage(q(c, 'page')),
        size: parseSize(q(c, 'size')),
      };
      return ok(c, await gameList(lobby(s, c), query));
    }),

    vassGameTypes: handle(async (c) => ok(c, await vassGameTypes(lobby(s, c), requireCode('vassalage', q(c, 'vassalage'))))),

    gameVendor: handle(async (c) => ok(c, await gameVendor(lobby(s, c), parseCode('gameCategory', q(c, 'gameCategory'))))),

    favoriteGames: handle(async (c) => ok(c, await favoriteIds(lobby(s, c), userId(c)))),

    favoriteGamesList: handle(async (c) => ok(c, await favoriteList(lobby(s, c), userId(c)))),

    setFavoriteGame: handle(async (c) => {
      const input = checkInput(await body(c), SetFavoriteRequest);
      return ok(c, await setFavorite(lobby(s, c), userId(c), parseGameId('gameId', input.gameId), input.favorite, s.clock.now()));
    }),

    recentGames: handle(async (c) => ok(c, await recentList(lobby(s, c), userId(c)))),

    roomList: handle(async (c) => ok(c, await roomList(lobby(s, c), requireCode('vassalage', q(c, 'vassalage')), s.clock.now()))),

    rankList: handle(async (c) => {
      const gameCategory = parseCode('gameCategory', q(c, 'gameCategory')) ?? 'ALL';
      return ok(c, await rankList(lobby(s, c), { gameCategory, limit: parseLimitNum(q(c, 'limitNum')) }, s.clock.now()));
    }),
  };
}
