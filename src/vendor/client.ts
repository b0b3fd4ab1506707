import { create, type Struct } from 'superstruct';
import { ApiError, ERROR_KEYS } from '../api/errors';
import {
  BalanceResult,
  DEMO_VENDOR_API,
  demoVendorPaths,
  type FixtureBetRequest,
  FixtureBetPage,
  FixtureBetResult,
  FixtureList,
  RoundPage,
  type RoundRequest,
  RoundResult,
  SeedResult,
  SessionResult,
} from './api';

/**
 * The game page's client of the demo vendor's API (src/vendor/api.ts). Plain fetch: the page is
 * its own small bundle and needs none of the SPA's client (no merchant headers, no payload
 * encryption). The page's origin is opaque (sandboxed iframe), so every URL is absolute on the
 * host that served the page, and no credentials ever go: the session token, kept in this
 * closure only, is the one key.
 */
export interface VendorClientOptions {
  /** The page's own URL (location.href): API paths resolve against its host. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A game answer that takes longer than this counts as "no answer" (outcome unknown). Not in the spec. */
const TIMEOUT_MS = 15_000;

type PathName = keyof typeof demoVendorPaths;

export type VendorClient = ReturnType<typeof createVendorClient>;

export function createVendorClient(opts: VendorClientOptions) {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let token: string | null = null;

  async function call<T>(
    name: PathName,
    struct: Struct<T, unknown>,
    o: { body?: unknown; query?: Record<string, string | number>; signal?: AbortSignal; auth?: boolean } = {},
  ): Promise<T> {
    const { method, path } = demoVendorPaths[name];
    const url = new URL(`${DEMO_VENDOR_API}${path}`, opts.baseUrl);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    if (o.auth !== false) {
      if (!token) throw new ApiError('server', 'demo.session.missing', { status: 401 });
      headers.Authorization = `Bearer ${token}`;
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? TIMEOUT_MS);
    const onAbort = () => timeout.abort(o.signal?.reason);
    o.signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        signal: timeout.signal,
      });
    } catch (e) {
      if (o.signal?.aborted) throw e;
      throw timeout.signal.aborted
        ? new ApiError('timeout', ERROR_KEYS.timeout)
        : new ApiError('network', ERROR_KEYS.network, { message: e instanceof Error ? e.message : String(e) });
    } finally {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', onAbort);
    }
    return read(response, struct);
  }

  return {
    /** Redeems the launch ticket; the session token stays in this closure. */
    async openSession(ticket: string, signal?: AbortSignal): Promise<SessionResult> {
      const session = await call('session', SessionResult, { body: { ticket }, signal, auth: false });
      token = session.sessionToken;
      return session;
    },
    balance: (signal?: AbortSignal) => call('balance', BalanceResult, { signal }),
    round: (body: RoundRequest, signal?: AbortSignal) => call('round', RoundResult, { body, signal }),
    seed: (clientSeed: string, signal?: AbortSignal) => call('seed', SeedResult, { body: { clientSeed }, signal }),
    rounds: (page: number, signal?: AbortSignal) => call('rounds', RoundPage, { query: { page }, signal }),
    fixtures: (signal?: AbortSignal) => call('fixtures', FixtureList, { signal }),
    bet: (body: FixtureBetRequest, signal?: AbortSignal) => call('bet', FixtureBetResult, { body, signal }),
    bets: (page: number, signal?: AbortSignal) => call('bets', FixtureBetPage, { query: { page }, signal }),
  };
}

/** The WPS envelope: `{ success: true, value }` or `{ success: false, errorCode, message, value? }`. */
async function read<T>(response: Response, struct: Struct<T, unknown>): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw response.ok
      ? new ApiError('invalidResponse', ERROR_KEYS.invalidResponse, { status: response.status })
      : new ApiError('server', ERROR_KEYS.unknown, { status: response.status });
  }
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (envelope.success === false && typeof envelope.errorCode === 'string') {
    throw new ApiError('server', envelope.errorCode, {
      status: response.status,
      message: typeof envelope.message === 'string' ? envelope.message : undefined,
      value: envelope.value,
    });
  }
  if (envelope.success !== true) throw new ApiError('invalidResponse', ERROR_KEYS.invalidResponse, { status: response.status });
  try {
    return create(envelope.value, struct);
  } catch (e) {
    throw new ApiError('invalidResponse', ERROR_KEYS.invalidResponse, { status: response.status, message: e instanceof Error ? e.message : String(e) });
  }
}
