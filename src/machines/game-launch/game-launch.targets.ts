import type { VendorCard } from '../../api/schemas/games';
import type { GameItem, Room } from '../../api/schemas/lobby';
import type { LotteryGame } from '../../api/schemas/lottery';
import { GAMES } from '../../config/constants';
import type { LaunchTarget } from './game-launch.types';

/** A game of a lane, a grid, a strip or a popup list. */
export function gameTarget(game: GameItem): LaunchTarget {
  return { vassalage: game.vassalage, gameCategory: game.gameCategory, name: game.gameName, gameId: game.gameId, trial: game.trial };
}

/** A PVP room: the payload names the room instead of the game (SPEC §3 "gameId (or roomId)"). */
export function roomTarget(room: Room, gameCategory = 'PVP'): LaunchTarget {
  return { vassalage: room.vassalage, gameCategory, name: room.name, roomId: room.roomId };
}

/** A whole vendor (nav, single-vendor categories): the server opens its lobby or default game. */
export function vendorTarget(gameCategory: string, vendor: Pick<VendorCard, 'vassalage' | 'displayName'>): LaunchTarget {
  return { vassalage: vendor.vassalage, gameCategory, name: vendor.displayName };
}

/** A lottery game (home popular lottery): the LOTT launch of SPEC §7. */
export function lotteryTarget(game: LotteryGame, view: 'betting' | 'lobby' = 'betting'): LaunchTarget {
  const vassalage =
    game.area === 'VN'
      ? GAMES.vnLotteryVendors[0]
      : (GAMES.lotteryVendors[game.category as keyof typeof GAMES.lotteryVendors] ?? GAMES.lotteryVendors.LOTT);
  return {
    vassalage,
    gameCategory: game.category,
    name: game.gameName,
    lottery: { gameCode: game.gameCode, prizeMode: game.prizeMode, area: game.area, view },
  };
}
