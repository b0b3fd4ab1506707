/**
 * A thin HTTP client for the bank test: the SPA's headers and the hybrid payload encryption
 * (src/api/wire-crypto.ts), but every answer classified for the history instead of thrown:
 * `ok` (acknowledged), `fail` (a definite 4xx refusal) or `unknown` (no answer, a timeout or a
 * 5xx: the request may or may not have taken effect — what idempotency keys are for).
 */
import { encryptPayload, importPublicKey } from '../../src/api/wire-crypto';

export type Outcome =
  | { kind: 'ok'; status: number; value: any }
  | { kind: 'fail'; status: number; errorCode: string; message: string; value?: unknown }
  | { kind: 'unknown'; status: number | null; reason: string };

export interface CallOpts {
  token?: string;
  /** X-Forwarded-For (the server trusts it from loopback in this test). */
  ip?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  encrypted?: boolean;
  /** A multipart body (proof upload); sent as is. */
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface RawAnswer {
  outcome: Outcome;
  headers: Headers | null;
}

export class Http {
  private key: Promise<{ keyId: string; key: CryptoKey }> | null = null;
  /** Counters for the summary. */
  stats = { requests: 0, transportErrors: 0, timeouts: 0, serverErrors: 0 };
  /** A few 5xx answers seen (method path → body) for the report. */
  serverErrorSamples: string[] = [];

  constructor(readonly baseUrl: string) {}

  private publicKey() {
    this.key ??= (async () => {
      const r = await fetch(`${this.baseUrl}/wps/system/key`, { headers: baseHeaders(), signal: AbortSignal.timeout(5000) });
      const body = (await r.json()) as { value: { keyId: string; publicKey: string } };
      return { keyId: body.value.keyId, key: await importPublicKey(body.value.publicKey) };
    })().catch((e) => {
      this.key = null;
      throw e;
    });
    return this.key;
  }

  async call(method: string, path: string, opts: CallOpts = {}): Promise<Outcome> {
    return (await this.raw(method, path, opts)).outcome;
  }

  async raw(method: string, path: string, opts: CallOpts = {}): Promise<RawAnswer> {
    this.stats.requests++;
    const headers: Record<string, string> = baseHeaders();
    if (opts.token) headers.Authorization = opts.token;
    if (opts.ip) headers['X-Forwarded-For'] = opts.ip;
    if (opts.cookie) headers.Cookie = opts.cookie;
    Object.assign(headers, opts.headers ?? {});
    let body: BodyInit | undefined;
    try {
      if (opts.form) {
        body = opts.form;
      } else if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        if (opts.encrypted) {
          const { keyId, key } = await this.publicKey();
          const sealed = await encryptPayload(key, keyId, opts.body);
          Object.assign(headers, sealed.headers);
          body = JSON.stringify(sealed.body);
        } else {
          body = JSON.stringify(opts.body);
        }
      }
    } catch (e) {
      this.stats.transportErrors++;
      return { outcome: { kind: 'unknown', status: null, reason: `key: ${errText(e)}` }, headers: null };
    }
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const url = `${this.baseUrl}${path}${qs.size ? `?${qs}` : ''}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000) });
      text = await res.text();
    } catch (e) {
      const timeout = (e as Error)?.name === 'TimeoutError';
      if (timeout) this.stats.timeouts++;
      else this.stats.transportErrors++;
      return { outcome: { kind: 'unknown', status: null, reason: timeout ? 'timeout' : errText(e) }, headers: null };
    }
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (res.status >= 500) {
      this.stats.serverErrors++;
      if (this.serverErrorSamples.length < 20) this.serverErrorSamples.push(`${method} ${path} → ${res.status} ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
      return { outcome: { kind: 'unknown', status: res.status, reason: `${res.status} ${json?.errorCode ?? text.replace(/\s+/g, ' ').slice(0, 80)}` }, headers: res.headers };
    }
    if (json && json.success === true) return { outcome: { kind: 'ok', status: res.status, value: json.value }, headers: res.headers };
    if (json && json.success === false) {
      return {
        outcome: { kind: 'fail', status: res.status, errorCode: String(json.errorCode), message: String(json.message ?? ''), value: json.value },
        headers: res.headers,
      };
    }
    // Not the envelope (e.g. the ops route's own {ok, output} or a proxy page).
    if (res.ok) return { outcome: { kind: 'ok', status: res.status, value: json ?? text }, headers: res.headers };
    return { outcome: { kind: 'fail', status: res.status, errorCode: `http.${res.status}`, message: text.slice(0, 200), value: json }, headers: res.headers };
  }
}

function baseHeaders(): Record<string, string> {
  return { Merchant: 'bd01', Language: 'EN', Device: 'WEB', 'X-Gateway-Version': '3' };
}

export function errText(e: unknown): string {
  if (e instanceof Error) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? e.message;
  }
  return String(e);
}
