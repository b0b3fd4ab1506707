/**
 * Login section of the API benchmark (scripts/bench-api.ts): logins/s at the production
 * argon2id cost beside raw argon2id verifies/s on this machine, and the latency of a
 * throttled attacker's request (refused before any hash is computed).
 */
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { encryptPayload, importPublicKey } from '../src/api/wire-crypto';
import { OWASP_ARGON2 } from '../server/config';
import type { Database } from '../server/db/database';
import { json } from '../server/db/json';

const PASSWORD = 'Bench#Pass2026';

/** Raw argon2id verifies/s with `concurrency` in flight (the libuv pool does the work). */
async function rawVerifies(hash: string, seconds: number, concurrency: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await argon2.verify(hash, PASSWORD);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function makeAccounts(db: Kysely<Database>, n: number): Promise<string[]> {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, ...OWASP_ARGON2 });
  const names = Array.from({ length: n }, (_, i) => `bench${String(i).padStart(4, '0')}`);
  await db
    .insertInto('users')
    .values(names.map((username) => ({ id: randomUUID(), merchant_code: 'bd01', username, password_hash: hash, password_changed_at: new Date(), nickname: username, profile: json({}), register_method: 'BENCH' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return names;
}

async function sealedBodies(baseUrl: string, headers: Record<string, string>, payloads: unknown[]) {
  const key = (await (await fetch(`${baseUrl}/wps/system/key`, { headers })).json()).value;
  const pub = await importPublicKey(key.publicKey);
  return Promise.all(payloads.map((p) => encryptPayload(pub, key.keyId, p)));
}

export async function benchLogin(opts: {
  baseUrl: string;
  db: Kysely<Database>;
  headers: Record<string, string>;
  seconds: number;
  warmup: number;
  connections: number;
}): Promise<void> {
  const { baseUrl, db, headers } = opts;
  // Hash work runs on the libuv pool; more connections than threads only queue.
  const connections = Math.min(opts.connections, Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 16));
  const names = await makeAccounts(db, connections * 4);
  const hash = (await db.selectFrom('users').select('password_hash').where('username', '=', names[0]!).executeTakeFirstOrThrow()).password_hash;

  // This machine's speed drifts: measure raw verifies before and after the logins, compare with the mean.
  const rawBefore = await rawVerifies(hash, opts.seconds, connections);

  // Every request carries its own seal: the wire opens a seal once (replay protection), so a body
  // sent again would be refused before any hash. Sealed ahead, far more than this machine's argon2
  // rate can use, handed out one per request, accounts in turn (no two connections log one in at once).
  const pooled = (pool: Awaited<ReturnType<typeof sealedBodies>>): autocannon.Request => {
    let next = 0;
    return {
      method: 'POST' as const,
      path: '/wps/session/login',
      setupRequest: (req) => {
        const s = pool[next++ % pool.length]!;
        return { ...req, headers: { ...headers, ...s.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(s.body) };
      },
    };
  };
  const seals = (n: number, payload: (i: number) => unknown) => sealedBodies(baseUrl, headers, Array.from({ length: n }, (_, i) => payload(i)));
  const loginSeals = await seals(200 * (opts.warmup + opts.seconds), (i) => ({ type: 'username', username: names[i % names.length], password: PASSWORD }));
  const run = (seconds: number) => autocannon({ url: baseUrl, connections, duration: seconds, requests: [pooled(loginSeals)] } as autocannon.Options);
  await run(opts.warmup);
  const logins = await run(opts.seconds);
  const rawAfter = await rawVerifies(hash, opts.seconds, connections);
  const raw = (rawBefore + rawAfter) / 2;

  // A throttled attacker: the victim account is past the slowdown threshold and the attacker's
  // address has never logged into it, so every request after the first is a 429 with no hash.
  await db.insertInto('rate_counters').values({ key: 'login:acct:bd01:victim01', count: 1000, window_start: new Date() }).onConflict((oc) => oc.column('key').doUpdateSet({ count: 1000, window_start: new Date() })).execute();
  // A pool of sealed guesses (each opened once); past the pool the same seals come back and are refused as replays (400).
  const attack = await seals(2000 * opts.seconds, () => ({ type: 'username', username: 'victim01', password: 'guess#1234' }));
  const attacker = await autocannon({
    url: baseUrl,
    connections: opts.connections,
    duration: opts.seconds,
    requests: [pooled(attack)],
  } as autocannon.Options);

  const ratio = logins.requests.average / raw;
  console.log(`\nlogin (argon2id m=${OWASP_ARGON2.memoryCost} KiB, t=${OWASP_ARGON2.timeCost}, p=${OWASP_ARGON2.parallelism}; ${connections} connections, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? 4})`);
  console.log(`raw argon2id verifies  ${raw.toFixed(1).padStart(8)} /s   (before ${rawBefore.toFixed(1)}, after ${rawAfter.toFixed(1)})`);
  console.log(`logins                 ${logins.requests.average.toFixed(1).padStart(8)} /s   p99 ${logins.latency.p99} ms   non-2xx ${logins.non2xx + logins.errors}`);
  console.log(`logins / raw verifies  ${(ratio * 100).toFixed(0).padStart(7)} %   (goal ≥ 80 %)`);
  console.log(`throttled attacker     ${attacker.requests.average.toFixed(0).padStart(8)} req/s  p99 ${attacker.latency.p99} ms   (429s: ${attacker['4xx'] ?? 'n/a'})`);
}
