import type { Hono } from 'hono';
import { createApp, type AppDeps } from '../app';
import type { Clock } from '../clock';
import { loadConfig, type ServerConfig } from '../config';
import { ConfigCache } from '../domain/config-cache';
import { KeyStore } from '../domain/keys';
import type { AppEnv } from '../wire/types';
import { TEST_MERCHANT } from './test-db';

/** Cheap argon2id for tests; one test proves production uses OWASP_ARGON2 (config.ts). */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export function testConfig(over: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ MERCHANT_CODE: TEST_MERCHANT, NODE_ENV: 'test' });
  return { ...base, distDir: '/nonexistent-dist', auth: { ...base.auth, argon2: TEST_ARGON2 }, ...over };
}

/** A settable clock so TTLs and expiry can be stepped in tests. */
export function testClock(start = new Date('2026-01-15T04:00:00Z')): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms), set: (d) => (t = d.getTime()) };
}

export interface TestApp {
  app: Hono<AppEnv>;
  cache: ConfigCache;
  keys: KeyStore;
  config: ServerConfig;
  /** app.request() with a socket peer address (default 127.0.0.1) as @hono/node-server would give. */
  call(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
}

export function makeTestApp(deps: Omit<AppDeps, 'config'> & { config?: Partial<ServerConfig> }): TestApp {
  const clock = deps.clock;
  const config = testConfig(deps.config);
  const cache = deps.cache ?? new ConfigCache(deps.db, clock ?? { now: () => new Date() });
  const keys = deps.keys ?? new KeyStore(deps.db);
  const app = createApp({ ...deps, config, cache, keys, logger: deps.logger ?? { error: () => {} } });
  return {
    app,
    cache,
    keys,
    config,
    call: (path, init = {}) => {
      const { ip = '127.0.0.1', ...rest } = init;
      return Promise.resolve(app.request(path, rest, { incoming: { socket: { remoteAddress: ip } } }));
    },
  };
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
