/**
 * Reads until the value passes `ok` (a read that throws counts as not yet), then returns it; throws
 * with the last value read after `timeout` ms. Its own loop rather than Vitest's `expect.poll`,
 * which works only in the running test's own context: a helper shared by concurrent tests (two
 * journeys side by side, paths several at a time) would throw "must be called inside a test" as
 * soon as the other test ended first.
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  expected: string,
  { timeout = 15_000, interval = 50 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = '(not read)';
  for (;;) {
    try {
      const v = await read();
      if (ok(v)) return v;
      last = JSON.stringify(v);
    } catch (e) {
      last = `(${e instanceof Error ? e.message.split('\n')[0] : String(e)})`;
    }
    if (Date.now() > deadline) throw new Error(`${what}: expected ${expected}, got ${last} (waited ${timeout} ms)`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * `work`, or an error naming `what` once `ms` have passed without it settling. For the browser's
 * calls that have no deadline of their own (an evaluate waiting on the page, a viewport change): a
 * renderer that stops drawing frames would otherwise hold the test until Vitest's time-out, which
 * says nothing of where it stood.
 */
export async function within<T>(what: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
