import { DEMO_VENDOR } from '../../../../src/config/demo-vendor';
import { every, type Loop } from '../../jobs';
import type { MoneyDeps } from '../../money/context';
import { scheduleFixtures, settleDueFixtures } from './fixtures';

/**
 * Demo-vendor jobs of the server process (docs/demo-vendor.md "Fixtures"): sports and e-sports
 * fixtures scheduled ahead and settled once they end, every DEMO_VENDOR.jobTickMs. Both
 * are safe with several instances (insert … on conflict do nothing; SKIP LOCKED claims and
 * per-bet conditional updates), so a crash or a second process never settles twice.
 */
export interface DemoVendorJobs {
  stop(): Promise<void>;
}

export function startDemoVendorJobs(d: MoneyDeps, opts: { nodeEnv: string; log?: Pick<Console, 'log' | 'error'> }): DemoVendorJobs {
  const log = opts.log ?? console;
  const loops: Loop[] = [
    every(DEMO_VENDOR.jobTickMs, '[demo-vendor] fixtures scheduled', () => scheduleFixtures(d), log),
    every(DEMO_VENDOR.jobTickMs, '[demo-vendor] fixture bets settled', () => settleDueFixtures(d), log),
  ];
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
