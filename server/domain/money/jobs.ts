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

interface Loop {
  stop(): Promise<void>;
}

function every(ms: number, name: string, run: () => Promise<number>, log: Pick<Console, 'log' | 'error'>): Loop {
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout;
  const tick = () => {
    current = run()
      .then((n) => {
        if (n > 0) log.log(`[money] ${name}: ${n}`);
      })
      .catch((e) => log.error(`[money] ${name} failed:`, e))
      .finally(() => {
        current = null;
        if (!stopped) timer = setTimeout(tick, ms).unref();
      });
  };
  // Soon after start (work may have come due while the server was down), then every `ms`.
  timer = setTimeout(tick, Math.min(ms, 1000)).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

export function startMoneyJobs(d: MoneyDeps, opts: { nodeEnv: string; log?: Pick<Console, 'log' | 'error'> }): MoneyJobs {
  const log = opts.log ?? console;
  const loops: Loop[] = [
    every(d.settings.jobIntervalMs, 'withdrawals auto-received', () => autoReceiveWithdrawals(d), log),
    every(d.settings.jobIntervalMs, 'deposits expired', () => expireDeposits(d), log),
  ];
  if (opts.nodeEnv !== 'production' && d.settings.demoDepositDelayMs > 0) {
    loops.push(every(d.settings.demoPollMs, 'demo deposits confirmed', () => confirmDemoDeposits(d, d.settings.demoDepositDelayMs), log));
  }
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
