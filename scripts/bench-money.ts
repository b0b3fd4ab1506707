/**
 * Money section of the API benchmark (scripts/bench-api.ts): members to read balances and move
 * money with, and ledger transfers/s with N concurrent clients (each its own member, so the
 * figure is the ledger's throughput, not one wallet's lock queue).
 */
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { OWASP_ARGON2 } from '../server/config';
import type { Database } from '../server/db/database';
import { json } from '../server/db/json';

const PASSWORD = 'Bench#Money2026';
/** P 10,000.00 each: enough for every transfer of a run to succeed. */
const FUNDING = 1_000_000;

type Headers = Record<string, string>;

async function call(baseUrl: string, headers: Headers, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = await res.json();
  if (!env.success) throw new Error(`${method} ${path}: ${res.status} ${env.errorCode} ${env.message}`);
  return env.value;
}

/** `n` members, logged in (tokens) and funded through a demo deposit the dev provider confirms. */
export async function fundedMembers(opts: { baseUrl: string; db: Kysely<Database>; headers: Headers; n: number; prefix?: string }) {
  const { baseUrl, db, headers, n } = opts;
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, ...OWASP_ARGON2 });
  const prefix = opts.prefix ?? 'bmoney';
  const names = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  await db
    .insertInto('users')
    .values(names.map((username) => ({ id: randomUUID(), merchant_code: 'bd01', username, password_hash: hash, password_changed_at: new Date(), nickname: username, profile: json({}), register_method: 'BENCH' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { encryptPayload, importPublicKey } = await import('../src/api/wire-crypto');
  const key = await call(baseUrl, headers, 'GET', '/wps/system/key');
  const pub = await importPublicKey(key.publicKey);
  const channels = await (async () => {
    const tokens: string[] = [];
    for (const username of names) {
      const sealed = await encryptPayload(pub, key.keyId, { type: 'username', username, password: PASSWORD });
      const res = await fetch(`${baseUrl}/wps/session/login`, {
        method: 'POST',
        headers: { ...headers, ...sealed.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(sealed.body),
      });
      const env = await res.json();
      if (!env.success) throw new Error(`login ${username}: ${env.errorCode}`);
      tokens.push(env.value.token);
    }
    return { tokens, list: (await call(baseUrl, { ...headers, Authorization: tokens[0]! }, 'GET', '/wps/deposit/channels')).channels };
  })();
  const demo = channels.list.find((c: { demo: boolean; max: number }) => c.demo);
  if (!demo) throw new Error('no demo deposit channel');
  for (const token of channels.tokens) {
    const auth = { ...headers, Authorization: token };
    let left = FUNDING;
    while (left > 0) {
      const amount = Math.min(left, demo.max);
      const dep = await call(baseUrl, auth, 'POST', '/wps/deposit', { requestId: randomUUID().replace(/-/g, ''), channel: demo.code, amount });
      await call(baseUrl, headers, 'POST', '/dev/deposit/confirm', { reference: dep.reference });
      left -= amount;
    }
  }
  return channels.tokens;
}

/** Ledger transfers/s: each client moves P 1.00 between MAIN and a vendor wallet, back and forth. */
export async function benchTransfers(opts: {
  baseUrl: string;
  db: Kysely<Database>;
  headers: Headers;
  seconds: number;
  warmup: number;
  connections: number;
  label: string;
}): Promise<void> {
  const { baseUrl, headers } = opts;
  const tokens = await fundedMembers({ ...opts, n: opts.connections, prefix: 'btransfer' });
  const wallets = (await call(baseUrl, { ...headers, Authorization: tokens[0]! }, 'GET', '/wps/v2/wallets/balance')).wallets as { code: string }[];
  const vendor = wallets.find((w) => w.code !== 'MAIN');
  if (!vendor) throw new Error('no vendor wallet (single-wallet merchant?)');

  const run = (seconds: number) => {
    let next = 0;
    return autocannon({
      url: baseUrl,
      connections: tokens.length,
      duration: seconds,
      requests: [{ method: 'POST', path: '/wps/relay/GCS_walletTransfer' }],
      setupClient: (client: any) => {
        const token = tokens[next++ % tokens.length]!;
        let flip = false;
        client.setHeaders({ ...headers, Authorization: token, 'Content-Type': 'application/json' });
        client.setRequests([
          {
            method: 'POST',
            path: '/wps/relay/GCS_walletTransfer',
            setupRequest: (req: any) => {
              flip = !flip;
              const [from, to] = flip ? ['MAIN', vendor.code] : [vendor.code, 'MAIN'];
              return { ...req, body: JSON.stringify({ requestId: randomUUID().replace(/-/g, ''), from, to, amount: 100 }) };
            },
          },
        ]);
      },
    } as autocannon.Options);
  };
  await run(opts.warmup);
  const r = await run(opts.seconds);
  console.log(`\nledger transfers (${tokens.length} concurrent clients, one member each, ${opts.label})`);
  console.log(`transfers              ${r.requests.average.toFixed(1).padStart(8)} /s   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx + r.errors}`);
}
