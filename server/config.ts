import { resolve } from 'node:path';

/** Process configuration, read once from the environment (see server/README.md). */
export interface ServerConfig {
  port: number;
  /** Host to bind; loopback-only deployments can set HOST=127.0.0.1. */
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Merchant served when a request names none, and the one the seed creates. */
  merchantCode: string;
  /** Languages the seeded merchant offers (lower case). */
  languages: string[];
  /** Socket addresses (IPs or CIDRs) whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  nodeEnv: string;
  distDir: string;
}

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const merchantCode = env.MERCHANT_CODE?.trim() || 'bd01';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(merchantCode)) throw new Error('MERCHANT_CODE must be 1-32 letters, digits, _ or -');
  const languages = list(env.MERCHANT_LANGUAGES).map((l) => l.toLowerCase());
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    merchantCode,
    languages: languages.length ? languages : ['bn', 'en'],
    trustedProxies: list(env.TRUSTED_PROXIES),
    nodeEnv: env.NODE_ENV ?? 'development',
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
  };
}
