import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { DecryptError } from '../../src/api/wire-crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { countryOf } from '../domain/access';
import type { ConfigCache } from '../domain/config-cache';
import type { Cidr } from '../domain/ip';
import { type KeyStore, openPayload } from '../domain/keys';
import { requestLanguage } from '../domain/localize';
import { checkSession, type SessionCache } from '../domain/sessions';
import { claimSeal } from '../domain/wire-nonces';
import { resolveClientAddress } from './client-address';
import { moduleDisabled, notFound, WireError } from './envelope';
import { inspectJson, inspectRequest } from './input';
import type { Match } from './registry';
import type { AppEnv } from './types';

export interface WireDeps {
  db: Kysely<Database>;
  clock: Clock;
  cache: ConfigCache;
  keys: KeyStore;
  /** Live sessions by token hash (SESSION_CACHE_MS); checkSession goes to the db on a miss. */
  sessions?: SessionCache;
  match: (method: string, path: string) => Match;
  defaultMerchant: string;
  trustedProxies: Cidr[];
  socketAddress: (c: Context) => string | undefined;
}

const MERCHANT_RE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The one WPS middleware. Every API request passes here before its handler:
 * endpoint lookup → input limits (server/wire/input.ts) → merchant → language/device/client
 * address → module flag → token → encrypted payload (opened, then its seal claimed once). Each check answers with the envelope and status of DESIGN.md.
 */
export function wireMiddleware(deps: WireDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = deps.match(c.req.method, c.req.path);
    if (match.kind === 'none') throw notFound();
    if (match.kind === 'method') {
      c.header('Allow', match.allowed.join(', '));
      throw new WireError(405, 'method.not.allowed', 'method not allowed');
    }
    const { endpoint } = match;
    c.set('endpoint', endpoint);
    c.set('endpointName', match.name);
    c.set('params', match.params);
    await inspectRequest(c, endpoint, match.params);

    const code = c.req.header('Merchant')?.trim() || deps.defaultMerchant;
    const merchant = MERCHANT_RE.test(code) ? await deps.cache.merchant(code) : null;
    if (!merchant) throw new WireError(400, 'merchant.unknown', 'unknown merchant');
    c.set('merchant', merchant);

    const brand = merchant.profile.brand;
    c.set('lang', requestLanguage(c.req.header('Language'), brand.languages, brand.defaultLanguage));
    c.set('device', c.req.header('Device')?.trim().toUpperCase() || null);
    c.set('gatewayVersion', c.req.header('X-Gateway-Version')?.trim() || null);

    const client = resolveClientAddress(deps.socketAddress(c), c.req.header('X-Forwarded-For'), deps.trustedProxies);
    c.set('client', client);
    c.set('country', countryOf(await deps.cache.geo(), client.ip));

    if (endpoint.module && !merchant.modules.effective.has(endpoint.module)) throw moduleDisabled(endpoint.module);

    if (endpoint.token) {
      // The SPA sends the raw token; a "Bearer " prefix from other clients is tolerated.
      const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '').trim();
      if (!token) throw new WireError(401, 'login.required', 'login required');
      const s = await checkSession(deps.db, token, deps.clock.now(), deps.sessions);
      if (!s.ok) throw new WireError(401, s.errorCode, s.errorCode === 'login.not.session' ? 'session replaced by a newer login' : 'login required');
      if (s.merchantCode !== merchant.code) throw new WireError(401, 'login.required', 'login required');
      c.set('session', {
        userId: s.userId,
        merchantCode: s.merchantCode,
        tokenHash: s.tokenHash,
        accountType: s.accountType,
        passwordChangeRequired: s.passwordChangeRequired,
      });
    }

    if (endpoint.encrypted) c.set('payload', await decryptRequest(c, deps));

    await next();
  };
}

async function decryptRequest(c: Context<AppEnv>, deps: Pick<WireDeps, 'keys' | 'db' | 'clock'>): Promise<unknown> {
  if (c.req.header('Encryption') !== '1') throw new WireError(400, 'encryption.required', 'this endpoint takes an encrypted payload');
  const invalid = (why: string) => new WireError(400, 'encryption.invalid', `encrypted payload rejected: ${why}`);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid('body is not JSON');
  }
  const key = await deps.keys.privateKey(c.req.header('X-Key-Id') || undefined);
  // An unknown key id usually means a rotated key: the client should fetch /wps/system/key again.
  if (!key) throw invalid('unknown key id');
  let plaintext: string;
  try {
    plaintext = openPayload(key, { rsa: c.req.header('X-RSA'), digest: c.req.header('X-Digest') }, body);
  } catch (e) {
    if (e instanceof DecryptError) throw invalid(e.message);
    throw e;
  }
  let sealed: unknown;
  try {
    sealed = JSON.parse(plaintext);
  } catch {
    throw invalid('payload is not JSON');
  }
  const { at, nonce, data } = (sealed && typeof sealed === 'object' ? sealed : {}) as { at?: unknown; nonce?: unknown; data?: unknown };
  const now = deps.clock.now();
  const seal = await claimSeal(deps.db, { at, nonce }, now);
  if (!seal.ok) {
    if (seal.reason === 'malformed') throw invalid('no seal time or nonce');
    // The sealer's clock is off: the answer says the server's time, so it can seal again (src/api/client.ts).
    if (seal.reason === 'stale') throw new WireError(400, 'encryption.expired', 'the sealed request is outside its time window', { serverTime: now.getTime() });
    throw new WireError(400, 'encryption.replayed', 'this sealed request was already received');
  }
  inspectJson(data);
  return data;
}
