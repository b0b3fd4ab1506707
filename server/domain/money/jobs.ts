import { every, type Loop } from '../jobs';
import type { MoneyDeps } from './context';
import { confirmDemoDeposits, expireDeposits } from './deposits';
import { autoReceiveWithdrawals } from './withdrawals';

/**
 * Money jobs of the server process (docs/money.md): withdrawal auto-receive and deposit expiry
 * every settings.jobIntervalMs, and — outside production, when DEMO_DEPOSIT_DELAY_MS > 0 — the
 * demo payment provider. Every job is a set of conditional updates, so two processes (or a
 * run cut short by a crash) never move anything twice. Runs of one job never overlap; stop()
 * waits for the run in progress.
 */
export interface MoneyJobs {
  stop(): Promise<void>;
}

export function startMoneyJobs(d: MoneyDeps, opts: { nodeEnv: string; log?: Pick<Console, 'log' | 'error'> }): MoneyJobs {
  const log = opts.log ?? console;
  const loops: Loop[] = [
    every(d.settings.jobIntervalMs, '[money] withdrawals auto-received', () => autoReceiveWithdrawals(d), log),
    every(d.settings.jobIntervalMs, '[money] deposits expired', () => expireDeposits(d), log),
  ];
  if (opts.nodeEnv !== 'production' && d.settings.demoDepositDelayMs > 0) {
    loops.push(every(d.settings.demoPollMs, '[money] demo deposits confirmed', () => confirmDemoDeposits(d, d.settings.demoDepositDelayMs), log));
  }
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
