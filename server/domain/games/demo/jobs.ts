import type { MoneyDeps } from '../../money/context';

/** Demo-vendor jobs of the server process (docs/games.md): sports and e-sports fixtures scheduled and settled. */
export interface DemoVendorJobs {
  stop(): Promise<void>;
}

export function startDemoVendorJobs(_d: MoneyDeps, _opts: { nodeEnv: string; log?: Pick<Console, 'log' | 'error'> }): DemoVendorJobs {
  return { async stop() {} };
}
