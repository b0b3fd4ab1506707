/**
 * Periodic work of the server process. Runs of one loop never overlap; stop() waits for the run
 * in progress, so the database can close after it. `run` answers how many things it did (logged
 * when more than 0). Every job must be safe to run twice or in two processes (conditional updates).
 */
export interface Loop {
  stop(): Promise<void>;
}

export function every(ms: number, name: string, run: () => Promise<number>, log: Pick<Console, 'log' | 'error'>): Loop {
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout;
  const tick = () => {
    current = run()
      .then((n) => {
        if (n > 0) log.log(`${name}: ${n}`);
      })
      .catch((e) => log.error(`${name} failed:`, e))
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

