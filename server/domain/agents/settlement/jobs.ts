import { AGENTS } from '../../../../src/config/agents';
import { every, type Loop } from '../../jobs';
import { runSettlement, type SettleDeps } from './settle';

/**
 * The settlement jobs of the server process (docs/agents.md "Settlement"): every
 * AGENTS.settleEveryMs, each enabled kind's closed periods are settled (real-time salary every
 * 5-minute window, hourly and daily salary, dividends per the merchant's period). Two loops, so
 * a long dividend run never holds up the next 5-minute window. Safe with several instances
 * (settle.ts: claimed runs, unique bills).
 */
export function startSettlementJobs(d: SettleDeps, log: Pick<Console, 'log' | 'error'> = console): { stop(): Promise<void> } {
  const loops: Loop[] = [
    every(AGENTS.settleEveryMs, '[agents] salary bills (real-time, hourly)', async () => (await runSettlement(d, { kinds: ['realtime', 'hourly'] })).bills, log),
    every(AGENTS.settleEveryMs, '[agents] salary and dividend bills (daily, dividend)', async () => (await runSettlement(d, { kinds: ['daily', 'dividend'] })).bills, log),
  ];
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
