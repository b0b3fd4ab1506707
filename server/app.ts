import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { endpoints } from '../src/api/endpoints';
import { type Clock, systemClock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { ConfigCache } from './domain/config-cache';
import { KeyStore } from './domain/keys';
import { announcementRoutes } from './routes/announcement';
import { gamesRoutes } from './routes/games';
import { opsRoutes } from './routes/ops';
import { systemRoutes } from './routes/system';
import type { Services } from './services';
import { spa } from './static/spa';
import { parseTrustedProxies } from './wire/client-address';
import { fail, notFound, systemError, WireError } from './wire/envelope';
import { wireMiddleware } from './wire/middleware';
import { compileRegistry, type Registry } from './wire/registry';
import type { AppEnv } from './wire/types';

export const API_PREFIXES = ['/wps', '/lgw', '/lotto'];

export interface AppDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  clock?: Clock;
  cache?: ConfigCache;
  keys?: KeyStore;
  /** Endpoint definitions the middleware enforces; tests add their own. */
  registry?: Registry;
  /** Routes for endpoints of a custom registry (tests). */
  extraRoutes?: (app: Hono<AppEnv>, services: Services) => void;
  /** Enables /ops/* with this token (the running server); null/absent: no operator routes. */
  opsToken?: string | null;
  /** Peer address of the socket; tests inject one since app.request() has no socket. */
  socketAddress?: (c: Context) => string | undefined;
  logger?: Pick<Console, 'error'>;
}

function nodeSocketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The whole HTTP surface: API behind the wire middleware, operator routes, then the SPA. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const clock = deps.clock ?? systemClock;
  const services: Services = {
    db: deps.db,
    clock,
    config: deps.config,
    cache: deps.cache ?? new ConfigCache(deps.db, clock),
    keys: deps.keys ?? new KeyStore(deps.db),
  };
  const socketAddress = deps.socketAddress ?? nodeSocketAddress;
  const logger = deps.logger ?? console;
  const app = new Hono<AppEnv>();

  app.onError((err, c) => {
    if (err instanceof WireError) return fail(c, err);
    logger.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return systemError(c);
  });
  app.notFound((c) =>
    API_PREFIXES.some((p) => c.req.path.startsWith(`${p}/`)) ? fail(c, notFound()) : c.text('Not found', 404),
  );

  if (deps.opsToken) app.route('/ops', opsRoutes(services, { token: deps.opsToken, socketAddress }));

  const wire = wireMiddleware({
    db: services.db,
    clock,
    cache: services.cache,
    keys: services.keys,
    match: compileRegistry(deps.registry ?? endpoints),
    defaultMerchant: deps.config.merchantCode,
    trustedProxies: parseTrustedProxies(deps.config.trustedProxies),
    socketAddress,
  });
  for (const p of API_PREFIXES) app.use(`${p}/*`, wire);

  app.route('/', systemRoutes(services));
  app.route('/', announcementRoutes(services));
  app.route('/', gamesRoutes(services));
  deps.extraRoutes?.(app, services);

  app.use('*', spa({ distDir: deps.config.distDir, apiPrefixes: API_PREFIXES, merchantCode: () => deps.config.merchantCode }));
  return app;
}
