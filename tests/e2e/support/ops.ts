import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningServer } from './server';

/**
 * The operator CLI's own transport (POST /ops/run with the token the server wrote to its data
 * dir), without starting a tsx process per command: the same `server/cli/commands.ts` runs, in the
 * server process, so the config cache is invalidated at once. For tests that switch often.
 */
export async function opsRun(server: RunningServer, ...argv: string[]): Promise<string> {
  const token = readFileSync(join(server.dataDir, 'ops-token'), 'utf8').trim();
  const res = await fetch(`${server.url}/ops/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Ops-Token': token },
    body: JSON.stringify({ argv }),
  });
  const body = (await res.json().catch(() => null)) as { ok?: boolean; output?: string; message?: string } | null;
  if (!res.ok || !body?.ok) throw new Error(`ops ${argv.join(' ')}: ${res.status} ${body?.output ?? body?.message ?? ''}`);
  return body.output ?? '';
}
