import type { Context } from 'hono';
import { WireError } from './envelope';
import { parseJson } from './input';
import type { AppEnv } from './types';

/** JSON or form body of a plain (unencrypted) POST; an empty body is `{}` when allowed. */
export async function body(c: Context<AppEnv>, emptyOk = false): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return c.req.parseBody().catch(() => {
      throw new WireError(400, 'request_param_err', 'body is not a form', { field: 'body', reason: 'form' });
    });
  }
  const text = await c.req.text();
  if (!text.trim()) {
    if (emptyOk) return {};
    throw new WireError(400, 'request_param_err', 'body required', { field: 'body', reason: 'required' });
  }
  // Depth, string and character limits too, for the routes outside the wire (demo vendor).
  return parseJson(text);
}
