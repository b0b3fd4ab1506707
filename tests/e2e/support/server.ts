/**
 * Starts the real server (built SPA + API on one port, fresh PGlite data dir) as a child
 * process for browser tests and benchmarks, and stops it by its own pid.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Runs `npm run ops -- <args>` against this server's data dir. */
  ops: (...args: string[]) => Promise<string>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? res(out) : rej(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${out}`))));
  });
}

/**
 * A port found free can be taken by another process (another test run on the machine) before this
 * server binds it, so a start that lost that race is tried again on another port.
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(extraEnv);
    } catch (e) {
      if (attempt >= 3 || !(e instanceof Error && e.message.includes('EADDRINUSE'))) throw e;
    }
  }
}

/** The code a seeded database follows: the schema, the seed, its data and the code they import. */
function seedSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(ROOT, 'server'));
  walk(join(ROOT, 'src'));
  return files.sort();
}

/**
 * A data dir migrated and seeded once for this state of the code and configuration, copied for
 * each server: a fresh PGlite directory costs each start its initdb, the migrations and the seed
 * (about 2.5 of its 5–7 seconds; browser tests start some 30 servers). Any change under server/
 * (the seed reads the domain's own code), in PGlite, or in the environment the seed reads, makes
 * another. The server's start-up still runs migrations and the seed on the copy (both idempotent),
 * and its jobs and keys start there as on a fresh directory.
 */
function seededDataDir(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  for (const file of seedSources()) hash.update(file).update(readFileSync(file));
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  // What the seed reads of the environment: the merchant and its languages (server/config.ts), and the
  // keys that seal the demo authenticator secrets (FACTOR_KEY…). The rest configures the running server.
  for (const key of Object.keys(env).sort()) if (/^(NODE_ENV$|MERCHANT_|FACTOR_)/.test(key)) hash.update(`${key}=${env[key]}\0`);
  const cache = join(ROOT, 'node_modules', '.cache', 'e2e-data');
  const dir = join(cache, hash.digest('hex').slice(0, 16));
  if (existsSync(dir)) return dir;
  mkdirSync(cache, { recursive: true });
  // Copies made hours ago are for earlier states of the code (one is 40–50 MB); a run's own stay.
  for (const old of readdirSync(cache))
    if (/^[0-9a-f]{16}$/.test(old) && Date.now() - statSync(join(cache, old)).mtimeMs > 6 * 3_600_000) rmSync(join(cache, old), { recursive: true, force: true });
  const building = mkdtempSync(join(cache, 'building-'));
  const made = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'tests/e2e/support/seed-data-dir.ts'), building], { cwd: ROOT, env, encoding: 'utf8' });
  if (made.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`seeding a data dir failed: ${made.stdout}${made.stderr}`);
  }
  try {
    renameSync(building, dir);
  } catch {
    // Another run made it first: theirs is the same.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

async function startServerOnce(extraEnv: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'betsite-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    // Each server has its own metrics listener on a free port (the default 9464 is one per machine).
    METRICS_PORT: '0',
    // A fixed key of the tests' own: a server started with NODE_ENV=production refuses to start without one.
    FACTOR_KEY: Buffer.alloc(32, 0x42).toString('base64'),
    ...extraEnv,
  };
  // A server on its own PGlite directory starts from a copy of the seeded one.
  if (!extraEnv.DATA_DIR && !env.DATABASE_URL) cpSync(seededDataDir(env), dataDir, { recursive: true });
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${log}`);
    try {
      const r = await fetch(`${url}/wps/system/status`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    env,
    ops: (...args) => run(join(ROOT, 'node_modules/.bin/tsx'), ['server/cli/ops.ts', ...args], env),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
