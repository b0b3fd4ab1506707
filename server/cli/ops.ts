/**
 * Operator CLI: `tsx server/cli/ops.ts <command>` (see --help).
 *
 * PGlite lets one process own a data dir, so while the server runs on the same DATA_DIR the
 * CLI talks to it over loopback /ops/run with the token it wrote to <DATA_DIR>/ops-token;
 * otherwise (no server, or DATABASE_URL set) it opens the db itself. Both paths run the
 * same command module (server/cli/commands.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/connect';
import { prepareDatabase } from '../db/startup';
import { OPS_HELP, type OpsResult, runOps } from './commands';
import { saveOpsFiles } from './promotions';
import { opsTokenFile, serverInfoFile } from '../paths';
import { OPS_TOKEN_HEADER } from '../routes/ops';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface RunningServer {
  pid: number;
  port: number;
  token: string;
  infoPath: string;
}

function runningServer(config: ServerConfig): RunningServer | null {
  const infoPath = serverInfoFile(config.dataDir);
  if (!existsSync(infoPath)) return null;
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as { pid: number; port: number };
  if (!pidAlive(info.pid)) return null;
  const token = readFileSync(opsTokenFile(config.dataDir), 'utf8').trim();
  return { ...info, token, infoPath };
}

async function viaServer(server: RunningServer, argv: string[]): Promise<OpsResult> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${server.port}/ops/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [OPS_TOKEN_HEADER]: server.token },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    // Never fall back to opening the data dir: the live server owns it.
    throw new Error(
      `the server (pid ${server.pid}) owns this data dir but did not answer on 127.0.0.1:${server.port} (${(e as Error).message}). ` +
        `If it is not really running, delete ${server.infoPath}.`,
    );
  }
  const body = (await res.json().catch(() => null)) as OpsResult | { errorCode: string; message: string } | null;
  if (res.ok && body && 'ok' in body) return body;
  throw new Error(`server answered ${res.status}: ${body && 'message' in body ? body.message : 'unexpected response'}`);
}

async function direct(config: ServerConfig, argv: string[]): Promise<OpsResult> {
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A fresh data dir works too: the same idempotent steps the server runs at start.
    await prepareDatabase(opened, { merchantCode: config.merchantCode, languages: config.languages });
    // Other processes (a server on PostgreSQL) see the change within their cache TTL (≤ 1 s).
    return await runOps({ db: opened.db, merchantCode: config.merchantCode, invalidate: () => {} }, argv);
  } finally {
    await opened.close();
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(OPS_HELP);
    return 0;
  }
  const config = loadConfig();
  const server = config.databaseUrl ? null : runningServer(config);
  if (server) process.stderr.write(`[ops] via the running server (pid ${server.pid}, port ${server.port})\n`);
  else process.stderr.write(`[ops] direct: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}\n`);
  const result = server ? await viaServer(server, argv) : await direct(config, argv);
  (result.ok ? process.stdout : process.stderr).write(`${result.output.trimEnd()}\n`);
  // Files a command hands back (promotions application --save) land where the CLI runs.
  if (result.ok && result.files?.length) for (const path of saveOpsFiles(result.files)) process.stdout.write(`wrote ${path}\n`);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`[ops] error: ${(e as Error).message}\n`);
    process.exit(2);
  },
);
