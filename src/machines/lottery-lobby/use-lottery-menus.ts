import { useApiResource } from '../resource/use-resource';
import type { LotteryArea } from './lottery-lobby.types';

/** The lottery games of an area, listed beside a game (`/lgw/vn/games/game_menu`). */
export function useLotteryMenu(area: LotteryArea) {
  return useApiResource('lotteryMenu', { area });
}

/** The member's recently played lottery games, of every area (`/lgw/vn/games/game_menu/recent`). */
export function useRecentLotteries() {
  return useApiResource('lotteryRecent');
}
