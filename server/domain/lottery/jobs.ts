import type { Kysely } from 'kysely';
import { LOTTERY } from '../../../src/config/lottery';
import type { Database } from '../../db/database';
import { every } from '../jobs';
import type { MoneyDeps } from '../money/context';
import { closeSales, drawDue, scheduleDraws } from './draws';
import { settlePending } from './settle';

/**
 * Lottery jobs of the server process (docs/lottery.md "Jobs"): every LOTTERY.jobTickMs, in
 * order, schedule the draws ahead, close sales and draw what is due; and, in a loop of its own,
 * settle what is drawn or cancelled. Each step is a function of (db, now) that tests call
 * directly with a test clock's instant (runLotteryJobs runs them all once), and each is safe
 * with several instances and on a re-run.
 */
export interface LotteryJobs {
  stop(): Promise<void>;
}

export interface LotteryRun {
  scheduled: number;
  closed: number;
  drawn: number;
  settled: number;
}

export async function runLotteryJobs(db: Kysely<Database>, now: Date): Promise<LotteryRun> {
  const scheduled = await scheduleDraws(db, now);
  const closed = await closeSales(db, now);
  const drawn = await drawDue(db, now);
  const settled = await settlePending(db, now);
  return { scheduled, closed, drawn, settled };
}

export function startLotteryJobs(d: MoneyDeps, opts: { nodeEnv: string; log?: Pick<Console, 'log' | 'error'> }): LotteryJobs {
  const log = opts.log ?? console;
  // Two loops, so that settling a big draw never holds up the next draw of a 1-minute game.
  const draws = every(
    LOTTERY.jobTickMs,
    '[lottery] draws',
    async () => {
      const now = d.clock.now();
      await scheduleDraws(d.db, now);
      await closeSales(d.db, now);
      // Scheduling and closing happen on most ticks of a 1-minute game: only draws are counted in the log.
      return drawDue(d.db, now);
    },
    log,
  );
  const settlement = every(LOTTERY.jobTickMs, '[lottery] bets settled', () => settlePending(d.db, d.clock.now()), log);
  return {
    async stop() {
      await Promise.all([draws.stop(), settlement.stop()]);
    },
  };
}
