import { useApiResource } from '../resource/use-resource';

/*
 * The lists under a lottery game. `version` is the game chart's: it changes when a bet is
 * placed or a result comes in, and the page shown is read again.
 */

/** One page of the member's bets on a game (`/lgw/lotto/bets`), open or settled. */
export function useMyLotteryBets(gameCode: string, status: 'open' | 'settled', page: number, version: string) {
  return useApiResource('lotteryBets', { status, gameCode, page }, version);
}

/** One page of a game's past draws, newest first (`/lgw/lotto/draws`). */
export function useDrawHistory(gameCode: string, page: number, version: string) {
  return useApiResource('lotteryDraws', { gameCode, page }, version);
}
