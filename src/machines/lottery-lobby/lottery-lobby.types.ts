import type { LotteryGame } from '../../api/schemas/lottery';

export type { LotteryGame };

export type LotteryArea = 'GLOBAL' | 'VN';

export interface LotteryLobbyInput {
  area: LotteryArea;
  /** The area's games as the page carried them (the server's answer, src/api/client.ts `peek`): shown at once. */
  answered?: LotteryGame[];
}

export interface LotteryLobbyContext {
  area: LotteryArea;
  /** The area's games as last read (kept on screen while read again); null before the first read. */
  games: LotteryGame[] | null;
  errorKey: string | null;
  /** Draws whose sales the lobby saw close: not counted as taking bets if the server still shows them. */
  closed: string[];
}

export type LotteryLobbyEvent = { type: 'lobby.retry' };
