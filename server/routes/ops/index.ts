import { createHash, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { array, object, size, string } from 'superstruct';
import { isLoopback, parseIp } from '../../domain/ip';
import { runOps } from '../../cli/commands';
import type { Services } from '../../services';
import { WireError } from '../../wire/envelope';
import { check } from '../../wire/validate';

export const OPS_TOKEN_HEADER = 'X-Ops-Token';

const RunBody = object({ argv: size(array(size(string(), 0, 1000)), 0, 50) });

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Operator transport used by the CLI while the server owns the (single-process) PGlite
 * data dir. Loopback peers only — judged by the socket, never by X-Forwarded-For — and
 * the random token the server wrote to <DATA_DIR>/ops-token (readable by its owner only).
 */
export function opsRoutes(s: Services, opts: { token: string; socketAddress: (c: Context) => string | undefined }) {
  const expected = digest(opts.token);
  return new Hono()
    .use('*', async (c, next) => {
      const peer = opts.socketAddress(c);
      if (!isLoopback(peer ? parseIp(peer) : null)) throw new WireError(404, 'not.found', 'not found');
      const given = c.req.header(OPS_TOKEN_HEADER) ?? '';
      if (!timingSafeEqual(digest(given), expected)) throw new WireError(401, 'ops.token.invalid', 'operator token required');
      await next();
    })
    .post('/run', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        body = null;
      }
      const { argv } = check(body, RunBody);
      const result = await runOps({ db: s.db, merchantCode: s.config.merchantCode, invalidate: () => s.cache.invalidate() }, argv);
      return c.json(result, 200);
    });
}
