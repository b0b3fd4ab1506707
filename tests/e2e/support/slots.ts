/**
 * A counting lock for browser work run side by side in one file: at most `size` holders at once,
 * the others wait in arrival order. `take()` gives the release (calling it twice releases once);
 * `inTurn(body)` holds a slot for the body's duration.
 */
export class Slots {
  private free: number;
  private queue: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((res) => this.queue.push(res));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.queue.shift();
      if (next) next();
      else this.free++;
    };
  }

  async inTurn<T>(body: () => Promise<T>): Promise<T> {
    const release = await this.take();
    try {
      return await body();
    } finally {
      release();
    }
  }
}
