import type { MoneyDeps } from '../money/context';

/** Lottery jobs of the server process (docs/lottery.md): scheduling draws, drawing, settling. */
export interface LotteryJobs {
  stop(): Promise<void>;
}

export function startLotteryJobs(_d: MoneyDeps, _opts: { nodeEnv: string; log?: Pick<Console, 'log' | 'error'> }): LotteryJobs {
  return { async stop() {} };
}
