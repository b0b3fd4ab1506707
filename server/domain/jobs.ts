/**
 * Periodic work of the server process. Runs of one loop never overlap; stop() waits for the run
 * in progress, so the database can close after it. `run` answers how many things it did (logged
 * when more than 0). Every job must be safe to run twice or in two processes (conditional updates).
 * Every loop reports its runs to `jobWatch` (this process's loops): readiness and metrics read it.
 */
export interface Loop {
  stop(): Promise<void>;
}

/** What one loop has done so far, as readiness (/readyz) and metrics (/metrics) read it. */
export interface LoopState {
  readonly name: string;
  readonly intervalMs: number;
  readonly startedAt: number;
  /** When the run in progress began; null between runs. */
  runningSince: number | null;
  lastEndedAt: number | null;
  runs: number;
  failures: number;
  /** Duration of every finished run, seconds (a histogram drains it). */
  durations: number[];
  stopped: boolean;
}

/** The loops of this process. */
export class JobWatch {
  readonly loops = new Set<LoopState>();

  /**
   * How far behind its schedule a loop is, ms: a loop between runs is due `intervalMs` after its
   * last run ended (first: soon after start); a running loop is behind by how much longer than
   * its interval the run has taken. 0 when on time.
   */
  lagMs(l: LoopState, now = Date.now()): number {
    if (l.stopped) return 0;
    const since = l.runningSince ?? l.lastEndedAt ?? l.startedAt;
    return Math.max(0, now - since - l.intervalMs);
  }

  /**
   * Loops that stopped turning: behind schedule by more than twice their interval plus a minute
   * (a long run or a slow database is not dead; a crashed timer chain or a hung run is).
   */
  stalled(now = Date.now()): string[] {
    return [...this.loops].filter((l) => this.lagMs(l, now) > 2 * l.intervalMs + 60_000).map((l) => l.name);
  }
}

export const jobWatch = new JobWatch();

export function every(ms: number, name: string, run: () => Promise<number>, log: Pick<Console, 'log' | 'error'>): Loop {
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout;
  const state: LoopState = { name, intervalMs: ms, startedAt: Date.now(), runningSince: null, lastEndedAt: null, runs: 0, failures: 0, durations: [], stopped: false };
  jobWatch.loops.add(state);
  const tick = () => {
    state.runningSince = Date.now();
    current = run()
      .then((n) => {
        if (n > 0) log.log(`${name}: ${n}`);
      })
      .catch((e) => {
        state.failures++;
        log.error(`${name} failed:`, e);
      })
      .finally(() => {
        const end = Date.now();
        state.runs++;
        if (state.durations.length < 10_000) state.durations.push((end - state.runningSince!) / 1000);
        state.runningSince = null;
        state.lastEndedAt = end;
        current = null;
        if (!stopped) timer = setTimeout(tick, ms).unref();
      });
  };
  // Soon after start (work may have come due while the server was down), then every `ms`.
  timer = setTimeout(tick, Math.min(ms, 1000)).unref();
  return {
    async stop() {
      stopped = true;
      state.stopped = true;
      clearTimeout(timer);
      await current;
      jobWatch.loops.delete(state);
    },
  };
}
