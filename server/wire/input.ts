import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Endpoint } from '../../src/api/endpoints';
import { badInput, fail, WireError } from './envelope';
import type { Match } from './registry';
import type { AppEnv } from './types';

/**
 * Hostile input refused before any work (issue #18; server/README.md "Input limits"). Every limit
 * is checked before a handler, a superstruct validator, the database or anything recursive sees
 * the input.
 */

/**
 * The largest body of any request that declares no upload: 64 KiB. The largest JSON the SPA sends
 * is a feedback (CONTENT.feedbackMaxChars 3,000 characters, at most 4 bytes each: 12 KB); 64 KiB
 * leaves room for any form while a 100 MB body costs at most 64 KiB of buffering.
 */
export const JSON_BODY_MAX = 64 * 1024;
/** Room for the multipart envelope (boundaries, part headers, text fields) around an upload's files. */
export const MULTIPART_SLACK = 64 * 1024;
/** Objects and arrays nested deeper than this are refused: the deepest the SPA sends is 3. */
export const MAX_DEPTH = 32;
/** Any one string (value or key) longer than this many UTF-16 units is refused; field rules are tighter. */
export const MAX_STRING = 16 * 1024;

/** The body an endpoint may send: its declared upload, else the JSON default. */
export function maxBodyOf(endpoint: Pick<Endpoint, 'upload'> | undefined): number {
  const u = endpoint?.upload;
  return u ? u.files * u.fileBytes + MULTIPART_SLACK : JSON_BODY_MAX;
}

const tooLarge = (endpoint: Endpoint | undefined) => {
  const u = endpoint?.upload;
  return u
    ? new WireError(413, u.errorCode, `request body over ${maxBodyOf(endpoint)} bytes`, { max: u.fileBytes })
    : new WireError(413, 'request.too_large', 'request body too large', { max: JSON_BODY_MAX });
};

/**
 * The body limit of every route, the one place that says it: a registered endpoint's from the
 * registry (its `upload`), any other route's the JSON default. Refused by Content-Length when
 * declared, else while the body streams (hono/body-limit stops reading at the limit), never after
 * a whole oversized body was buffered. Registered endpoints outside the wire's prefixes (the dev
 * aids under /dev) get the wire's input checks here.
 */
export function bodyLimits(match: (method: string, path: string) => Match, apiPrefixes: readonly string[]): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (endpoint: Endpoint | undefined): MiddlewareHandler => {
    const max = maxBodyOf(endpoint);
    let l = limiters.get(max);
    if (!l) {
      l = bodyLimit({ maxSize: max, onError: (c) => fail(c, tooLarge(endpoint)) });
      limiters.set(max, l);
    }
    return l;
  };
  return async (c, next) => {
    const m = match(c.req.method, c.req.path);
    const found = m.kind === 'found' ? m : null;
    const wired = apiPrefixes.some((p) => c.req.path.startsWith(`${p}/`));
    const inner = found && !wired
      ? async () => {
          await inspectRequest(c, found.endpoint, found.params);
          await next();
        }
      : next;
    if (!c.req.raw.body) return inner();
    const res = await limiter(found?.endpoint)(c, inner);
    return res ?? undefined;
  };
}

/**
 * True when PostgreSQL can store the text: no NUL (U+0000, which text columns refuse) and no lone
 * UTF-16 surrogate (which has no UTF-8 form and would be silently replaced).
 */
export function storable(s: string): boolean {
  return !/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

function checkString(s: string, field: string): void {
  if (s.length > MAX_STRING) throw badInput(field, 'too long');
  if (!storable(s)) throw badInput(field, 'character');
}

/**
 * Walks a parsed JSON value without recursion (V8's JSON.parse is iterative too), so a
 * 20,000-deep array is refused here instead of overflowing the stack of a validator or of
 * JSON.stringify later. Checks depth, every key and every string.
 */
export function inspectJson(value: unknown, root = 'body'): void {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      checkString(v, path);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) throw badInput(path, 'depth');
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: `${path}.${i}`, depth: depth + 1 });
      continue;
    }
    for (const [k, child] of Object.entries(v)) {
      checkString(k, path);
      stack.push({ v: child, path: path === 'body' ? k : `${path}.${k}`, depth: depth + 1 });
    }
  }
}

/** JSON text → value, refused as 400 request_param_err when it is not JSON or breaks a limit. */
export function parseJson(text: string, root = 'body'): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badInput(root, 'json');
  }
  inspectJson(value, root);
  return value;
}

type BodyKind = 'none' | 'json' | 'form';

/**
 * The media type a body is sent as: JSON (named, or none, or text/plain: what fetch() names a
 * string body), a form on a plain endpoint, or anything else refused with 415.
 */
function bodyKind(c: Context<AppEnv>, endpoint: Endpoint): BodyKind {
  if (!c.req.raw.body || c.req.method === 'GET' || c.req.method === 'HEAD') return 'none';
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/json' || type === 'text/plain' || type.endsWith('+json')) return 'json';
  if (!endpoint.encrypted && (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded')) return 'form';
  throw new WireError(415, 'request.unsupported_type', `a body of type ${type} is not accepted here`, { field: 'body', reason: 'type' });
}

/**
 * Query string, path parameters and body of an API request, checked before the handler runs:
 * every text storable and within MAX_STRING, JSON within MAX_DEPTH, a form that parses. The parsed
 * body stays in Hono's body cache (its text, its form), so the handler reads it again from memory.
 */
export async function inspectRequest(c: Context<AppEnv>, endpoint: Endpoint, params: Record<string, string>): Promise<void> {
  for (const [k, v] of Object.entries(params)) checkString(v, k);
  for (const [k, values] of Object.entries(c.req.queries())) {
    checkString(k, 'query');
    for (const v of values) checkString(v, k);
  }
  const kind = bodyKind(c, endpoint);
  if (kind === 'json') {
    const text = await c.req.text();
    if (text.trim()) {
      try {
        parseJson(text);
      } catch (e) {
        // A sealed body that is not JSON is a bad seal, as the decryption step has always said.
        if (endpoint.encrypted && e instanceof WireError && e.value && (e.value as { reason?: string }).reason === 'json') {
          throw new WireError(400, 'encryption.invalid', 'encrypted payload rejected: body is not JSON');
        }
        throw e;
      }
    }
  } else if (kind === 'form') {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badInput('body', 'form');
    }
    for (const [k, v] of form.entries()) {
      checkString(k, 'body');
      if (typeof v === 'string') checkString(v, k);
    }
  }
}
