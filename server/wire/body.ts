import type { Context } from 'hono';
import { WireError } from './envelope';
import type { AppEnv } from './types';

/** JSON or form body of a plain (unencrypted) POST; an empty body is `{}` when allowed. */
export async function body(c: Context<AppEnv>, emptyOk = false): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) return c.req.parseBody();
  const text = await c.req.text();
  if (!text.trim()) {
    if (emptyOk) return {};
    throw new WireError(400, 'request_param_err', 'body required', { field: 'body', reason: 'required' });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new WireError(400, 'request_param_err', 'body is not JSON', { field: 'body', reason: 'json' });
  }
}
