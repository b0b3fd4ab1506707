import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { gameDetail, gameDraw, N1, N2 } from './lottery-game.fixtures';
import { lotteryGameMachine } from './lottery-game.machine';
import type { LotteryGameContext, LotteryGameEvent, ResultRead } from './lottery-game.types';

const offline = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new ApiError('network', 'network.abnormal'), label: 'offline' }) as never;
const gameRead = (id: string, current: ReturnType<typeof gameDraw> | null, label: string) =>
  ({ type: `xstate.done.actor.${id}`, output: gameDetail(current), label }) as never;
const resultRead = (output: ResultRead, label: string) => ({ type: 'xstate.done.actor.readResult', output, label }) as never;

/**
 * Draw 0721 sells first; at most one next draw (0722) ever opens, so the cycle is finite. The
 * result reads answer for the awaited draw: not in yet, settled (it becomes the last result), or
 * cancelled (the history lists it so; it never becomes the last result).
 */
export const lotteryGameModel: ChartModel<typeof lotteryGameMachine> = {
  id: 'lottery-game',
  machine: lotteryGameMachine,
  input: { gameCode: 'SSC1' },
  events: (s) => {
    const c = s.context as LotteryGameContext;
    const live = (region: 'sales' | 'result') => (s.value as { live?: Record<string, unknown> }).live?.[region];
    const sales = JSON.stringify(live('sales') ?? null);
    const result = JSON.stringify(live('result') ?? null);
    // Each region's own events only while the other one rests, so the paths do not walk their product.
    const salesRests = sales === '{"selling":"ticking"}' || sales === '"between"';
    const resultRests = !result.includes('awaiting') || result.includes('"due"');
    const out: LotteryGameEvent[] = [
      gameRead('loadGame', gameDraw(N1), 'draw 0721 open'),
      gameRead('loadGame', null, 'no draw open'),
      offline('loadGame'),
    ];
    if (s.matches('loadFailed') || resultRests) out.push({ type: 'game.retry' });
    if (result === '"idle"') out.push({ type: 'game.betsPlaced' });
    if (c.closed === null) out.push({ type: 'game.drawClosed' });
    if (resultRests) {
      // After 0721 closes the next read shows 0722 open (once) or none; after that, none.
      if (c.closed?.numero === N1 && c.detail?.game.current?.numero !== N2) out.push(gameRead('readNextDraw', gameDraw(N2), 'draw 0722 open'));
      out.push(gameRead('readNextDraw', null, 'no draw open'), offline('readNextDraw'));
    }
    const awaited = c.awaited?.numero;
    if (awaited && salesRests) {
      const detail = c.detail ?? gameDetail(null);
      out.push(
        resultRead({ detail, draws: [] }, 'not drawn yet'),
        resultRead({ detail: { ...detail, game: { ...detail.game, last: gameDraw(awaited, 'settled') } }, draws: [gameDraw(awaited, 'settled')] }, 'settled'),
        resultRead({ detail, draws: [gameDraw(awaited, 'cancelled')] }, 'cancelled'),
        offline('readResult'),
      );
    }
    return out;
  },
  // The outcomes (settled, cancelled, overdue) and idle share their one way out (`result.await`): one vertex.
  serialize: (s) => {
    const c = s.context as LotteryGameContext;
    const value = s.value as { live?: { sales: unknown; result: unknown } };
    const v = value.live ? { sales: value.live.sales, result: typeof value.live.result === 'string' ? 'rests' : value.live.result } : s.value;
    return JSON.stringify({ v, cur: c.detail?.game.current?.numero ?? null, closed: c.closed?.numero ?? null });
  },
};
