import { create } from 'superstruct';
import {
  GameItem,
  GameList,
  GameVendor,
  HotGames,
  RankList,
  RoomList,
  VassGameTypes,
} from '../../api/schemas/lobby';
import { LotteryGames } from '../../api/schemas/lottery';
import type { LaunchSession } from './game-launch.types';

/** Catalogue rows for tests, checked against the wire schemas so they stay valid. */
export const gameFixture = (over: Partial<GameItem> & Pick<GameItem, 'gameId' | 'gameName' | 'vassalage'>): GameItem =>
  create(
    {
      gameCategory: 'RNG',
      gameType: 'SLOT',
      image: `/games/${over.gameId}.png`,
      isHot: 0,
      isNew: 0,
      isGame: 'GAME',
      trial: true,
      rtp: 96.5,
      ...over,
    },
    GameItem,
  );

export const fortuneTiger = gameFixture({ gameId: 'PG-fortune-tiger', gameName: 'Fortune Tiger', vassalage: 'PG', isHot: 1 });
export const mahjongWays = gameFixture({ gameId: 'PG-mahjong-ways', gameName: 'Mahjong Ways', vassalage: 'PG', isNew: 1 });
/** A game trial accounts may not play. */
export const superAce = gameFixture({ gameId: 'JILI-super-ace', gameName: 'Super Ace', vassalage: 'JILI', trial: false });
/** A window vendor's game (GAMES.windowVendors). */
export const seaLotto = gameFixture({ gameId: 'TCG_SEA-lotto', gameName: 'SEA Lotto', vassalage: 'TCG_SEA', gameCategory: 'ELOTT', gameType: 'LOTTO', rtp: null });
/** A game of the Vietnamese lottery vendor (GAMES.vnLotteryVendors). */
export const vnLotto = gameFixture({ gameId: 'TCG_LOTTO_VN-north', gameName: 'Mien Bac', vassalage: 'TCG_LOTTO_VN', gameCategory: 'LOTT', gameType: 'LOTTO', rtp: null });
/** An item that opens the vendor's popup list (isGame VASSALAGE). */
export const evoLobby = gameFixture({
  gameId: 'EVO-lobby',
  gameName: 'Evolution lobby',
  vassalage: 'EVO',
  gameCategory: 'LIVE',
  gameType: 'TABLE',
  isGame: 'VASSALAGE',
});
export const evoBaccarat = gameFixture({ gameId: 'EVO-baccarat', gameName: 'Speed Baccarat', vassalage: 'EVO', gameCategory: 'LIVE', gameType: 'TABLE' });
export const evoRoulette = gameFixture({ gameId: 'EVO-roulette', gameName: 'Lightning Roulette', vassalage: 'EVO', gameCategory: 'LIVE', gameType: 'TABLE' });
export const sexyBaccarat = gameFixture({ gameId: 'SEXY-baccarat', gameName: 'Sexy Baccarat', vassalage: 'SEXY', gameCategory: 'LIVE', gameType: 'TABLE', isHot: 1 });

export const liveVendorFixture = create(
  {
    data: {
      lanes: [
        { vassalage: 'EVO', displayName: 'Evolution', isHot: 1, accountTypeId: 201, gameCategory: 'LIVE', games: [evoLobby, evoBaccarat], total: 3 },
        { vassalage: 'SEXY', displayName: 'AE Sexy', isHot: 0, accountTypeId: 203, gameCategory: 'LIVE', games: [sexyBaccarat], total: 1 },
      ],
    },
  },
  GameVendor,
);

export const pvpVendorFixture = create(
  {
    data: {
      lanes: [
        {
          vassalage: 'KM',
          displayName: 'Kingmaker',
          isHot: 1,
          accountTypeId: 601,
          gameCategory: 'PVP',
          games: [gameFixture({ gameId: 'KM-teenpatti', gameName: 'Teen Patti', vassalage: 'KM', gameCategory: 'PVP', gameType: 'CARD' })],
          total: 1,
        },
      ],
    },
  },
  GameVendor,
);

export const roomsFixture = create(
  {
    list: [
      { roomId: 'KM-tp-1', gameId: 'KM-teenpatti', name: 'Teen Patti 10', vassalage: 'KM', minBet: 1_000, maxBet: 100_000, seats: 6, players: 2 },
      { roomId: 'KM-tp-2', gameId: 'KM-teenpatti', name: 'Teen Patti 100', vassalage: 'KM', minBet: 10_000, maxBet: 1_000_000, seats: 6, players: 6 },
    ],
  },
  RoomList,
);

export const slotTypesFixture = create(
  {
    list: [
      { gameType: 'SLOT', name: 'Slots', count: 2 },
      { gameType: 'FISH', name: 'Fishing', count: 1 },
    ],
  },
  VassGameTypes,
);

export const gameListFixture = (list: GameItem[], page = 1, total = list.length) =>
  create({ list, page, size: 24, total }, GameList);

export const hotGamesFixture = create({ list: [fortuneTiger, evoBaccarat] }, HotGames);

export const rankListFixture = create(
  {
    list: [
      { rank: 1, account: 'pl***01', gameName: 'Fortune Tiger', gameCategory: 'RNG', amount: 1_250_000, at: '2026-11-20T10:00:00.000Z' },
      { rank: 2, account: 'ra***im', gameName: 'Speed Baccarat', gameCategory: 'LIVE', amount: 48_000, at: '2026-11-20T09:30:00.000Z' },
    ],
  },
  RankList,
);

const draw = (gameCode: string, numero: string, status: 'open' | 'settled', numbers: string[] | null, closeAt: string) => ({
  gameCode,
  numero,
  openAt: '2026-11-20T09:55:00.000Z',
  closeAt,
  drawAt: closeAt,
  status,
  commitment: 'a'.repeat(64),
  numbers,
  salt: numbers ? 'salt' : null,
});

export const popularLotteryFixture = create(
  {
    list: [
      {
        gameCode: 'SSC1',
        gameName: '1-minute SSC',
        lotteryType: 'SSC',
        prizeMode: 'Lott',
        area: 'GLOBAL',
        category: 'LOTT',
        intervalSeconds: 60,
        closeSeconds: 10,
        current: draw('SSC1', '202611200601', 'open', null, '2026-11-20T10:01:00.000Z'),
        last: draw('SSC1', '202611200600', 'settled', ['3', '1', '4', '1', '5'], '2026-11-20T10:00:00.000Z'),
      },
      {
        gameCode: 'VNN',
        gameName: 'Mien Bac',
        lotteryType: 'VNN',
        prizeMode: 'SEA',
        area: 'VN',
        category: 'LOTT',
        intervalSeconds: 86_400,
        closeSeconds: 900,
        current: null,
        last: null,
      },
    ],
  },
  LotteryGames,
);

export const memberSession: LaunchSession = { token: 'tok-member', username: 'player01', type: 0 };
export const trialSession: LaunchSession = { token: 'tok-trial', username: 'guest7781', type: 4 };
export const visitorSession: LaunchSession = { token: null, username: '', type: null };
