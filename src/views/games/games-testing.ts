import { create } from 'superstruct';
import type { CallOptions } from '../../api/client';
import { GameMenus } from '../../api/schemas/games';
import type { GameItem, LaunchRequest } from '../../api/schemas/lobby';
import {
  evoBaccarat,
  evoRoulette,
  fortuneTiger,
  gameFixture,
  gameListFixture,
  liveVendorFixture,
  mahjongWays,
  pvpVendorFixture,
  roomsFixture,
  slotTypesFixture,
} from '../../machines/game-launch/game-launch.fixtures';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import type { FakeResponses } from '../testing/render-app';

/** Test support for the game views (not shipped: only tests import it). */

const vendor = (vassalage: string, displayName: string, isHot = 0) => ({ vassalage, displayName, isHot, accountTypeId: 1, gameType: 'GAME' });

/** The server's catalogue shape with every routing case of SPEC §2: window, VN lottery, slots, single-vendor categories. */
export const fullMenusFixture = create(
  [
    { gameCategory: 'ELOTT', title: 'E-Lottery', vendors: [vendor('TCG_SEA', 'TCG SEA Lottery', 1), vendor('TCG_ELOTT', 'TCG E-Lottery')] },
    { gameCategory: 'LOTT', title: 'Lottery', vendors: [vendor('TCG_LOTTO_VN', 'Vietnam Lottery', 1), vendor('TCG_LOTTO', 'TCG Lottery')] },
    { gameCategory: 'LIVE', title: 'Live Casino', vendors: [vendor('EVO', 'Evolution', 1), vendor('SEXY', 'AE Sexy')] },
    { gameCategory: 'RNG', title: 'Slots', vendors: [vendor('PG', 'PG Soft', 1), vendor('JILI', 'JILI Slots')] },
    { gameCategory: 'ESPORTS', title: 'E-Sports', vendors: [vendor('AV', 'AV E-Sports')] },
    { gameCategory: 'COCKFIGHT', title: 'Cockfight', vendors: [vendor('SV388', 'SV388', 1)] },
  ],
  GameMenus,
);

export const rngVendorFixture = {
  data: {
    lanes: [
      { vassalage: 'PG', displayName: 'PG Soft', isHot: 1, accountTypeId: 501, gameCategory: 'RNG', games: [fortuneTiger], total: 30 },
      { vassalage: 'JILI', displayName: 'JILI Slots', isHot: 0, accountTypeId: 502, gameCategory: 'RNG', games: [], total: 0 },
    ],
  },
};

/** Every lobby read answered from fixtures; launches recorded and answered with a demo-vendor URL. */
export function lobbyResponses(launches: LaunchRequest[] = [], content = '/demo-vendor/play?ticket=t1'): FakeResponses {
  const emptyVendor = { data: { lanes: [] } };
  return {
    gameMenus: fullMenusFixture,
    gameVendor: async (o?: CallOptions) =>
      ({ LIVE: liveVendorFixture, PVP: pvpVendorFixture, RNG: rngVendorFixture })[String(o?.query?.gameCategory)] ?? emptyVendor,
    gameList: async (o?: CallOptions) => {
      const q = o?.query ?? {};
      if (q.vassalage === 'EVO') return gameListFixture([evoBaccarat, evoRoulette]);
      if (q.vassalage !== 'PG' && q.vassalage !== 'JILI') {
        const v = String(q.vassalage);
        return gameListFixture([gameFixture({ gameId: `${v}-first`, gameName: `${v} first`, vassalage: v, gameCategory: String(q.gameCategory) })]);
      }
      const all: GameItem[] = [fortuneTiger, mahjongWays];
      const games = q.gameType === 'FISH' ? [] : all;
      return gameListFixture(games, Number(q.page ?? 1), q.gameType ? games.length : 30);
    },
    vassGameTypes: slotTypesFixture,
    roomList: roomsFixture,
    launchGame: async (o?: CallOptions) => {
      launches.push(o!.body as LaunchRequest);
      return { content };
    },
  };
}

/** A signed-in member as a reload leaves one: the session chart restores it and checks member info. */
export function signInAsMember(): FakeResponses {
  sessionStorage.setItem('token', 'tok-member');
  return { memberInfo: memberInfoFixtures.member };
}
