import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { DEMO_VENDOR_API } from '../../../src/vendor/api';
import { verifyRound } from '../../../src/game-engines/registry';
import { listFixtureBets, listFixtures, placeFixtureBet } from '../../domain/games/demo/fixtures';
import { engineInputAsync } from '../../domain/games/demo/errors';
import { nodeHmac } from '../../domain/games/demo/hmac';
import { listRounds, parsePage, playRound, rotateSessionSeed } from '../../domain/games/demo/rounds';
import { authGameSession, balanceOf, openGameSession } from '../../domain/games/demo/sessions';
import { MoneyError } from '../../domain/money/errors';
import type { Services } from '../../services';
import { badInput, fail, ok, systemError, WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { toWireError } from '../../wire/money-context';

/**
 * /demo-vendor/api/*: the built-in provably-fair game provider (docs/demo-vendor.md). Outside
 * the WPS wire middleware: the game page runs in a sandboxed iframe (origin "null"), so these
 * routes answer CORS for any origin without credentials and authenticate with the game-session
 * bearer token, never a cookie. Answers use the WPS envelope.
 */
type C = Context<AppEnv>;

async function body(c: C): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badInput('body', 'json');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badInput('body', 'object');
  return raw as Record<string, unknown>;
}

export function demoVendorRoutes(s: Services) {
  const d = s.money;
  const log = console;
  /** Errors answered here (not by the app's onError) so the CORS headers stay on them. */
  const h =
    (fn: (c: C) => Promise<unknown>) =>
    async (c: C): Promise<Response> => {
      try {
        return ok(c, await fn(c));
      } catch (e) {
        if (e instanceof MoneyError) return fail(c, toWireError(e));
        if (e instanceof WireError) return fail(c, e);
        log.error(`[demo-vendor] ${c.req.method} ${c.req.path} failed:`, e);
        return systemError(c);
      }
    };
  const session = (c: C) => authGameSession(d, c.req.header('Authorization'));

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }),
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => fail(c, new WireError(413, 'request.too_large', 'request body too large')) }),
  );
  api.use('*', async (c, next) => {
    // Answers carry balances and seeds: never cached.
    await next();
    c.header('Cache-Control', 'no-store');
  });

  api.post(
    '/session',
    h(async (c) => openGameSession(d, (await body(c)).ticket)),
  );
  api.get(
    '/balance',
    h(async (c) => {
      const { s: gs, m } = await session(c);
      return { balance: await balanceOf(d.db, m, gs.user_id, gs.wallet_code) };
    }),
  );
  api.post(
    '/round',
    h(async (c) => {
      const { s: gs, m } = await session(c);
      return playRound(d, gs, m, await body(c));
    }),
  );
  api.post(
    '/seed',
    h(async (c) => {
      const { s: gs } = await session(c);
      return rotateSessionSeed(d, gs, (await body(c)).clientSeed);
    }),
  );
  api.get(
    '/rounds',
    h(async (c) => {
      const { s: gs } = await session(c);
      return listRounds(d, gs, parsePage(c.req.query('page')));
    }),
  );
  api.get(
    '/fixtures',
    h(async (c) => {
      const { s: gs } = await session(c);
      return listFixtures(d, gs);
    }),
  );
  api.post(
    '/bet',
    h(async (c) => {
      const { s: gs, m } = await session(c);
      return placeFixtureBet(d, gs, m, await body(c));
    }),
  );
  api.get(
    '/bets',
    h(async (c) => {
      const { s: gs } = await session(c);
      return listFixtureBets(d, gs, parsePage(c.req.query('page')));
    }),
  );
  api.post(
    '/verify',
    h(async (c) => {
      const b = await body(c);
      for (const f of ['engine', 'serverSeed', 'clientSeed'] as const) {
        if (typeof b[f] !== 'string' || (b[f] as string).length > 256) throw badInput(f, 'string');
      }
      if (typeof b.nonce !== 'number') throw badInput('nonce', 'number');
      const req = { engine: b.engine as string, config: b.config, serverSeed: b.serverSeed as string, clientSeed: b.clientSeed as string, nonce: b.nonce, choice: b.choice };
      return engineInputAsync(() => verifyRound(nodeHmac, req));
    }),
  );
  api.all('*', (c) => fail(c, new WireError(404, 'not.found', 'not found')));

  return new Hono<AppEnv>().route(DEMO_VENDOR_API, api);
}
