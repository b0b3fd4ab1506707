import type { KyInstance } from 'ky';
import { create, StructError } from 'superstruct';
import { SYSTEM, UI } from '../config/constants';
import { type Endpoint, type EndpointName, endpointByName, type ResponseOf, responseStruct } from './endpoints';
import { ApiError, ERROR_KEYS } from './errors';
import { Envelope } from './schemas/envelope';
import { SystemKey } from './schemas/system';

export interface ApiClientOptions {
  /** Origin prefix; '' means same origin. */
  baseUrl?: string;
  merchantCode: () => string;
  language: () => string;
  token: () => string | null;
  /** Whether a white-label module is enabled; unknown modules count as enabled until config loads. */
  moduleEnabled?: (modId: string) => boolean;
  /** Called once when any call answers 401 `login.not.session` (a newer login replaced this session). */
  onSessionReplaced?: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Awaited (with the HTTP library) before the first request is made: what a screen needs to
   * show any answer, such as the error messages' catalog part. Its failure fails no request.
   */
  beforeFirstRequest?: () => Promise<unknown>;
  /**
   * Awaited before each answer `seed` checks, after the first: in a browser a new task
   * (src/time/next-task.ts), so that checking a page's answers is several short tasks rather than
   * one long one. None on the server, whose drawing waits for all of them.
   */
  betweenSeedChecks?: () => Promise<void>;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * JSON (hybrid-encrypted on encrypted endpoints), or a FormData sent as-is as
   * multipart/form-data (file uploads): never JSON-encoded, never encrypted.
   */
  body?: unknown;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** An answer the server made for the page it served: a read's endpoint, query and language, and its `value`. */
export interface SeedAnswer {
  name: EndpointName;
  query?: Record<string, string | number | undefined>;
  language: string;
  value: unknown;
}

/** Encryption code loads with the first encrypted call (login, registration…), not with the home page. */
const wireCrypto = () => import('./wire-crypto');

/**
 * The HTTP library loads with the first request the page makes, not with the page: a first visit's
 * reads come inside the page (server/static/boot-answers.ts), so the home page and the lobbies
 * ask nothing before a person acts or a timer fires (issue #16 initial-JS budget).
 */
const kyModule = () => import('ky');

/**
 * The one HTTP client of the SPA. Every call goes through `call(name)`: headers, token,
 * module check, encryption and response validation happen here, never in machines or views.
 */
export function createApiClient(opts: ApiClientOptions) {
  let httpPromise: Promise<KyInstance> | null = null;
  const http = () => (httpPromise ??= Promise.all([kyModule(), opts.beforeFirstRequest?.().catch(() => undefined)]).then(([{ default: ky }]) => createHttp(ky)).catch((e) => {
    // A chunk that failed to load (offline) is fetched again by the next request.
    httpPromise = null;
    throw e;
  }));
  const createHttp = (ky: typeof import('ky').default): KyInstance => ky.create({
    prefixUrl: undefined,
    timeout: opts.timeoutMs ?? SYSTEM.requestTimeoutMs,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'same-origin',
    fetch: opts.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Merchant', opts.merchantCode());
          // A prefetch made before the language loaded names the language it expects.
          if (!request.headers.has('Language')) request.headers.set('Language', opts.language().toUpperCase());
          request.headers.set('Device', 'WEB');
          request.headers.set('X-Gateway-Version', '3');
        },
      ],
    },
  });

  let keyPromise: Promise<{ keyId: string; key: CryptoKey }> | null = null;
  function publicKey(signal?: AbortSignal) {
    keyPromise ??= call('systemKey', { signal })
      .then(async (k) => ({ keyId: k.keyId, key: await (await wireCrypto()).importPublicKey(k.publicKey) }))
      .catch((e) => {
        keyPromise = null;
        throw e;
      });
    return keyPromise;
  }

  /**
   * Public reads answered by the server inside the page (`seed`): the first identical call (same
   * endpoint, query, language and token) within UI.prefetchTtlMs takes the answer instead of
   * asking again; one that failed its check is asked again.
   */
  const prefetched = new Map<string, { at: number; promise: Promise<unknown>; settled?: { value: unknown } }>();
  /** Holds a read's answer under its key; once it has arrived, `peek` can hand it over synchronously. */
  const hold = (key: string, promise: Promise<unknown>) => {
    const entry: { at: number; promise: Promise<unknown>; settled?: { value: unknown } } = { at: Date.now(), promise };
    promise.then(
      (value) => void (entry.settled = { value }),
      () => undefined,
    );
    prefetched.set(key, entry);
  };
  const prefetchKey = (name: string, query: CallOptions['query'], language: string) =>
    JSON.stringify([name, Object.entries(query ?? {}).filter((kv) => kv[1] !== undefined).sort(), language.toLowerCase(), opts.token()]);
  const held = (key: string) => {
    const hit = prefetched.get(key);
    return hit && Date.now() - hit.at <= UI.prefetchTtlMs ? hit : undefined;
  };

  /**
   * The answer to a public read in the shown language, if it is already here (sent with the page
   * or prefetched, validated, within UI.prefetchTtlMs): a chart bound to that read starts from it,
   * so the first render draws the answer instead of a spinner — on the server and in the browser
   * alike (issue #21). Not taken: a view drawn twice (React's strict mode) gets it both times, and
   * the next identical `call` still takes it as before.
   */
  function peek<N extends EndpointName>(name: N, query?: CallOptions['query']): { value: ResponseOf<N> } | undefined {
    if (prefetched.size === 0) return undefined;
    return held(prefetchKey(name, query, opts.language()))?.settled as { value: ResponseOf<N> } | undefined;
  }

  /**
   * Answers the server sent inside the page (server/static/boot-answers.ts), held for
   * UI.prefetchTtlMs: each is validated against its endpoint's schema like any answer, and one that does not
   * pass is asked for again. They are public reads (the server answers no other), the same for
   * a visitor and a member.
   */
  function seed(answers: readonly SeedAnswer[]): Promise<void> {
    // One after another, in the order the server sent them (the system status and white-label first).
    let previous: Promise<unknown> | null = null;
    const checks = answers.map((a) => {
      const turn: Promise<unknown> = previous ? previous.then(() => opts.betweenSeedChecks?.()) : Promise.resolve();
      const promise = turn.then(() => endpointByName(a.name)).then(async (ep) => create(a.value, await responseStruct(ep as Endpoint<unknown>)));
      hold(prefetchKey(a.name, a.query, a.language), promise);
      previous = promise.catch(() => undefined);
      return previous;
    });
    // Resolves once every answer is checked (and so can be peeked): the server draws after it.
    return Promise.all(checks).then(() => undefined);
  }

  function call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<ResponseOf<N>> {
    if (options.body === undefined && prefetched.size > 0) {
      const key = prefetchKey(name, options.query, opts.language());
      const hit = held(key);
      prefetched.delete(key);
      if (hit) return (hit.promise as Promise<ResponseOf<N>>).catch(() => send(name, options));
    }
    return send(name, options);
  }

  /**
   * The server's clock minus this device's, learned from an `encryption.expired` refusal: a seal
   * is timed on the server's clock, so a phone whose clock is wrong still logs in (server/README.md
   * "Replay protection").
   */
  let serverClockOffsetMs = 0;

  async function send<N extends EndpointName>(name: N, options: CallOptions = {}, language?: string, resealed = false): Promise<ResponseOf<N>> {
    const ep = (await endpointByName(name)) as unknown as Endpoint<ResponseOf<N>>;
    if (ep.module && opts.moduleEnabled && !opts.moduleEnabled(ep.module)) {
      throw new ApiError('server', 'function.not.available', { status: 403 });
    }
    const headers: Record<string, string> = {};
    if (language) headers.Language = language.toUpperCase();
    if (ep.token) {
      const token = opts.token();
      if (!token) throw new ApiError('server', 'login.required', { status: 401 });
      headers.Authorization = token;
    }
    const form = isFormData(options.body) ? options.body : null;
    let json: unknown = form ? undefined : options.body;
    if (!form && ep.encrypted && options.body !== undefined) {
      const { keyId, key } = await publicKey(options.signal);
      const crypto = await wireCrypto();
      const sealed = await crypto.encryptPayload(key, keyId, options.body, crypto.newSeal(Date.now() + serverClockOffsetMs));
      Object.assign(headers, sealed.headers);
      json = sealed.body;
    }
    const searchParams = Object.fromEntries(
      Object.entries(options.query ?? {}).filter((kv): kv is [string, string | number | boolean] => kv[1] !== undefined),
    );
    const url = `${opts.baseUrl ?? ''}${ep.path}`;
    let response: Response;
    try {
      response = await (await http())(url, {
        method: ep.method,
        headers,
        searchParams,
        json: json === undefined ? undefined : json,
        // The browser sets the multipart Content-Type with its boundary.
        body: form ?? undefined,
        signal: options.signal,
      });
    } catch (e) {
      throw toTransportError(e);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ApiError(response.ok ? 'invalidResponse' : 'server', response.ok ? ERROR_KEYS.invalidResponse : ERROR_KEYS.unknown, {
        status: response.status,
      });
    }
    let envelope;
    try {
      envelope = create(body, Envelope);
    } catch {
      throw new ApiError('invalidResponse', ERROR_KEYS.invalidResponse, { status: response.status });
    }
    if (!envelope.success) {
      const serverTime = (envelope.value as { serverTime?: unknown } | undefined)?.serverTime;
      if (envelope.errorCode === 'encryption.expired' && ep.encrypted && !resealed && typeof serverTime === 'number') {
        // Sealed again, once, with a fresh nonce and the server's time.
        serverClockOffsetMs = serverTime - Date.now();
        return send(name, options, language, true);
      }
      if (envelope.errorCode === ERROR_KEYS.sessionReplaced) {
        opts.onSessionReplaced?.();
        throw new ApiError('sessionReplaced', ERROR_KEYS.sessionReplaced, { status: response.status, message: envelope.message });
      }
      throw new ApiError('server', envelope.errorCode, {
        status: response.status,
        message: envelope.message,
        value: envelope.value,
      });
    }
    try {
      return create(envelope.value, await responseStruct(ep));
    } catch (e) {
      const detail = e instanceof StructError ? `${e.path.join('.')}: ${e.message}` : String(e);
      throw new ApiError('invalidResponse', ERROR_KEYS.invalidResponse, { status: response.status, message: detail });
    }
  }

  return { call, peek, seed };
}

/** By its tag, not instanceof: a FormData made in another realm (a frame, a test DOM) is one too. */
function isFormData(body: unknown): body is FormData {
  return Object.prototype.toString.call(body) === '[object FormData]';
}

/** ky's errors by their names (its module loads lazily; `throwHttpErrors: false` makes a status an answer). */
function toTransportError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const name = typeof e === 'object' && e !== null ? (e as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError') return new ApiError('timeout', ERROR_KEYS.timeout);
  // By name, not instanceof: an abort reason made in another realm (a frame, a test DOM) is one too.
  if (name === 'AbortError') throw e;
  return new ApiError('network', ERROR_KEYS.network, { message: e instanceof Error ? e.message : String(e) });
}

/** Effective state of a module id in the white-label tree: it and all its ancestors enabled. */
export function isModuleEnabled(
  tree: ReadonlyArray<{ modId: string; enabled: string; childrenNodes: ReadonlyArray<any> }>,
  modId: string,
): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
