import { resolve } from 'node:path';
import { PROTECTION } from '../src/config/protection';
import { type FactorKeyRing, loadFactorKeys } from './domain/auth/factor-secrets';

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
  /** FIRST_VIEW_BUDGET_MS: the longest a page waits for the server's drawing before it goes out with the shell alone. */
  firstViewBudgetMs: number;
  auth: AuthSettings;
  money: MoneySettings;
  /** Process-local read caches (README "Read caches"); 0 disables one. */
  readCache: ReadCacheSettings;
  /** Authenticator secrets at rest (FACTOR_KEY, FACTOR_KEYS_PREVIOUS): required in production. */
  factorKeys: FactorKeyRing;
}

export interface ReadCacheSettings {
  /** A live session found by token is reused this long (SESSION_CACHE_MS). */
  sessionMs: number;
  /** A member's wallet balances are reused this long (BALANCE_CACHE_MS). */
  balanceMs: number;
}

export function defaultReadCacheSettings(env: NodeJS.ProcessEnv = {}): ReadCacheSettings {
  return { sessionMs: num(env.SESSION_CACHE_MS, 1000), balanceMs: num(env.BALANCE_CACHE_MS, 1000) };
}

/** Money jobs, lifetimes and throttles (docs/money.md; README "Configuration"). */
export interface MoneySettings {
  /** The demo payment provider confirms a pending demo-channel deposit after this long; 0 turns it off. Never in production. */
  demoDepositDelayMs: number;
  /** A paid withdrawal the member has not confirmed counts as received after this long (forced receipt). */
  withdrawalAutoReceiveMinutes: number;
  /** A pending deposit older than this expires. */
  depositTtlMs: number;
  /** How often the server process runs the auto-receive and expiry jobs. */
  jobIntervalMs: number;
  /** How often it looks for demo deposits to confirm. */
  demoPollMs: number;
  /**
   * Wrong payment (or login, when first setting one) passwords per account per window before 429;
   * checks in flight in this process count too (in memory, so a crash cannot leave them counting).
   */
  paymentPasswordFailures: { max: number; windowMs: number };
}

export function defaultMoneySettings(env: NodeJS.ProcessEnv = {}): MoneySettings {
  return {
    demoDepositDelayMs: num(env.DEMO_DEPOSIT_DELAY_MS, 3000),
    withdrawalAutoReceiveMinutes: Math.max(1, num(env.WITHDRAWAL_AUTO_RECEIVE_MINUTES, 60)),
    depositTtlMs: 24 * 3_600_000,
    jobIntervalMs: 30_000,
    demoPollMs: 1000,
    paymentPasswordFailures: { max: 5, windowMs: 15 * 60_000 },
  };
}

/** Accounts and sessions: costs, lifetimes and throttles (README "Accounts"). */
export interface AuthSettings {
  /** argon2id cost; production is OWASP's m=19 MiB, t=2, p=1. Tests may pass a cheaper one. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  sessionTtlMs: number;
  /** With PWDEXPFORCECHANGE3 on, a password older than this must be changed (not for SMS logins). */
  passwordExpiryDays: number;
  /** Failures (per account or per address) after which a captcha is needed. */
  captchaAfterFailures: number;
  /** Failures after which attempts are spaced out (429 between them), doubling up to maxSlowdownMs. */
  slowAfterFailures: { account: number; address: number };
  maxSlowdownMs: number;
  /** Login attempts one address may have in flight at once (bursts are refused with 429). */
  maxInFlightPerAddress: number;
  failureWindowMs: number;
  captchaTtlMs: number;
  smsExpiredMinutes: number;
  smsResendMs: number;
  /** Codes any one address may request per window (SMS and e-mail). */
  sendsPerAddress: { max: number; windowMs: number };
  codeMaxAttempts: number;
  resetCodeTtlMs: number;
  challengeTtlMs: number;
  /** Accounts one address may create per window (registration and free play each). */
  accountsPerAddress: { max: number; windowMs: number };
  /** Free-play credit in minor units. */
  freeplayCredit: number;
  /**
   * A sensitive change needs a proof this fresh (docs/account-protection.md "Re-check"):
   * PROTECTION.recheckWindowMs, or shorter with RECHECK_WINDOW_MS (browser tests; never longer).
   */
  recheckWindowMs: number;
}

/**
 * The longest a page waits for its drawing (server/static/first-view.ts) before it is sent with the
 * shell alone: a drawing is worth having only while it comes sooner than the site would draw itself.
 */
export const FIRST_VIEW_BUDGET_MS = 300;

/** A whole number from the environment, or the default when unset or malformed. */
const num = (v: string | undefined, d: number) => (v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : d);

export const OWASP_ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function defaultAuthSettings(env: NodeJS.ProcessEnv = {}): AuthSettings {
  return {
    argon2: { ...OWASP_ARGON2 },
    sessionTtlMs: num(env.SESSION_TTL_HOURS, 24) * 3_600_000,
    passwordExpiryDays: num(env.PASSWORD_EXPIRY_DAYS, 90),
    captchaAfterFailures: 3,
    slowAfterFailures: { account: 10, address: 30 },
    maxSlowdownMs: 60_000,
    maxInFlightPerAddress: 32,
    failureWindowMs: 15 * 60_000,
    captchaTtlMs: 5 * 60_000,
    smsExpiredMinutes: num(env.SMS_EXPIRED_MINUTES, 5),
    smsResendMs: 60_000,
    sendsPerAddress: { max: 10, windowMs: 15 * 60_000 },
    codeMaxAttempts: 5,
    resetCodeTtlMs: 30 * 60_000,
    challengeTtlMs: 10 * 60_000,
    accountsPerAddress: { max: 10, windowMs: 60 * 60_000 },
    freeplayCredit: 200_000,
    recheckWindowMs: Math.min(num(env.RECHECK_WINDOW_MS, PROTECTION.recheckWindowMs), PROTECTION.recheckWindowMs),
  };
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
    firstViewBudgetMs: num(env.FIRST_VIEW_BUDGET_MS, FIRST_VIEW_BUDGET_MS),
    auth: defaultAuthSettings(env),
    money: defaultMoneySettings(env),
    readCache: defaultReadCacheSettings(env),
    factorKeys: loadFactorKeys(env),
  };
}
