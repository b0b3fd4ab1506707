/**
 * The server under test as a child process of its own process group, so the nemesis can
 * SIGKILL the whole group (tsx and the node it starts) and start it again on the same data
 * dir / database. Only processes this module started are ever signalled, by their pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../e2e/support/server';

export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private logLines: string[] = [];
  starts = 0;
  kills = 0;
  killTimes: number[] = [];
  /** Milliseconds each start took until /wps/system/status answered. */
  startTimes: number[] = [];

  constructor(
    readonly url: string,
    readonly dataDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the server printed (for a failure report). */
  log(lines = 60): string {
    return this.logLines.slice(-lines).join('\n');
  }

  private record(chunk: Buffer | string) {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      this.logLines.push(line);
      if (this.logLines.length > 2000) this.logLines.splice(0, 1000);
    }
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const began = Date.now();
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    this.starts++;
    this.record(`[bank] server start #${this.starts} (pid ${child.pid})`);
    child.stdout?.on('data', (d) => this.record(d));
    child.stderr?.on('data', (d) => this.record(d));
    this.exited = new Promise((res) => child.once('exit', () => res()));
    const deadline = began + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.log()}`);
      }
      try {
        const r = await fetch(`${this.url}/wps/system/status`, { signal: AbortSignal.timeout(2000) });
        if (r.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) {
        this.signalGroup('SIGKILL');
        throw new Error(`server did not answer in ${timeoutMs / 1000} s:\n${this.log()}`);
      }
      await sleep(150);
    }
    this.startTimes.push(Date.now() - began);
  }

  private signalGroup(signal: NodeJS.Signals) {
    const pid = this.child?.pid;
    if (!pid || !this.running) return;
    try {
      process.kill(-pid, signal); // the group this child leads (detached: true)
    } catch {
      try {
        this.child?.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }

  /** The nemesis: SIGKILL to the server's process group, then wait for it to be gone. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.kills++;
    this.killTimes.push(Date.now());
    this.record(`[bank] SIGKILL #${this.kills}`);
    this.signalGroup('SIGKILL');
    await this.exited;
  }

  /** Graceful stop (SIGTERM; SIGKILL after 15 s). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.signalGroup('SIGTERM');
    const timer = setTimeout(() => this.signalGroup('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** Sends a signal to the server's process group (tests of the server's own shutdown). */
  signal(signal: NodeJS.Signals) {
    this.signalGroup(signal);
  }

  /** Resolves with the exit code (null: killed by a signal) once the running server has exited. */
  async exitCode(): Promise<number | null> {
    await this.exited;
    return this.child?.exitCode ?? null;
  }

  /** Synchronous last resort for process exit handlers. */
  killNow() {
    this.signalGroup('SIGKILL');
  }

  opsToken(): string {
    return readFileSync(join(this.dataDir, 'ops-token'), 'utf8').trim();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
