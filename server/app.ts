import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type Endpoint, endpoints } from '../src/api/endpoints';
import { agentEndpoints } from '../src/api/agent-endpoints';
import { engagementEndpoints } from '../src/api/engagement-endpoints';
import { gameEndpoints } from '../src/api/game-endpoints';
import { moneyEndpoints } from '../src/api/money-endpoints';
import { type Clock, systemClock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { type CaptchaRenderer, DevCaptchaLog, pngCaptchaRenderer } from './domain/auth/captcha';
import type { AuthDeps } from './domain/auth/context';
import { devOutbox, type MailProvider, type SmsProvider } from './domain/auth/messaging';
import { PasswordHasher } from './domain/auth/passwords';
import { ConfigCache } from './domain/config-cache';
import { KeyStore } from './domain/keys';
import { newBalanceCache } from './domain/money/wallets';
import { newSessionCache } from './domain/sessions';
import { accountRoutes } from './routes/account';
import { agentRoutes } from './routes/agents';
import { careRoutes } from './routes/care';
import { contentRoutes } from './routes/content';
import { pointsRoutes } from './routes/points';
import { promotionRoutes } from './routes/promotions';
import { referralRoutes } from './routes/referral';
import { moneyRoutes } from './routes/money';
import { staffRoutes } from './routes/staff';
import { announcementRoutes } from './routes/announcement';
import { devRoutes } from './routes/dev';
import { demoVendorRoutes } from './routes/demo-vendor';
import { lotteryRoutes } from './routes/lottery';
import { gamesRoutes } from './routes/games';
import { opsRoutes } from './routes/ops';
import { systemRoutes } from './routes/system';
import { mountObservability, type Observability } from './ops-observability/http';
import type { Services } from './services';
import { bootAnswers } from './static/boot-answers';
import { type DrawFirstView, firstViewDrawer } from './static/first-view';
import { siteBrandOf } from './static/brand';
import { pwa } from './static/pwa';
import { securityHeaders } from './static/security';
import { spa } from './static/spa';
import { parseTrustedProxies } from './wire/client-address';
import { fail, notFound, systemError, WireError } from './wire/envelope';
import { bodyLimits } from './wire/input';
import { wireMiddleware } from './wire/middleware';
import { compileRegistry, type Registry } from './wire/registry';
import type { AppEnv } from './wire/types';

export const API_PREFIXES = ['/wps', '/lgw', '/lotto'];

/** Every WPS endpoint the server answers (src/api/*endpoints.ts); the hostile-input test walks it. */
export const apiRegistry: Registry = { ...endpoints, ...moneyEndpoints, ...gameEndpoints, ...agentEndpoints, ...engagementEndpoints };

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
  /** Outside parties; default: the dev outbox (table + console). */
  sms?: SmsProvider;
  mail?: MailProvider;
  /** Captcha drawing; tests pass one with a known answer. */
  captchas?: CaptchaRenderer;
  /** Logs, metrics and the shutdown drain of the running server (main.ts). */
  observability?: Observability;
  /** Draws a page's first view; default: the build's own renderer (server/static/first-view.ts). Tests pass src/entry-server.tsx's. */
  firstView?: DrawFirstView;
}

function nodeSocketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function authDeps(deps: AppDeps, clock: Clock): AuthDeps {
  const outbox = devOutbox(deps.db, clock, { quiet: deps.config.nodeEnv === 'test' });
  return {
    db: deps.db,
    clock,
    settings: deps.config.auth,
    hasher: new PasswordHasher(deps.config.auth.argon2),
    sms: deps.sms ?? outbox.sms,
    mail: deps.mail ?? outbox.mail,
    captchas: deps.captchas ?? pngCaptchaRenderer,
    factorKeys: deps.config.factorKeys,
    captchaLog: deps.config.nodeEnv === 'production' ? undefined : new DevCaptchaLog(deps.db),
  };
}

/** The whole HTTP surface: API behind the wire middleware, operator routes, then the SPA. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const clock = deps.clock ?? systemClock;
  const auth = authDeps(deps, clock);
  const now = () => clock.now().getTime();
  const services: Services = {
    db: deps.db,
    clock,
    config: deps.config,
    cache: deps.cache ?? new ConfigCache(deps.db, clock),
    keys: deps.keys ?? new KeyStore(deps.db),
    auth,
    money: { db: deps.db, clock, settings: deps.config.money, hasher: auth.hasher },
    reads: {
      sessions: newSessionCache(deps.config.readCache.sessionMs, now),
      balances: newBalanceCache(deps.config.readCache.balanceMs, now),
    },
  };
  const socketAddress = deps.socketAddress ?? nodeSocketAddress;
  const logger = deps.logger ?? console;
  const app = new Hono<AppEnv>();
  // Request ids, request logs and metrics around everything; /healthz and /readyz (server/ops-observability).
  mountObservability(app, { db: deps.db, config: deps.config, socketAddress, observability: deps.observability });

  app.onError((err, c) => {
    if (err instanceof WireError) return fail(c, err);
    logger.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return systemError(c);
  });
  app.notFound((c) =>
    API_PREFIXES.some((p) => c.req.path.startsWith(`${p}/`)) ? fail(c, notFound()) : c.text('Not found', 404),
  );

  const registry = deps.registry ?? apiRegistry;
  const match = compileRegistry(registry);
  const production = deps.config.nodeEnv === 'production';
  // CSP, frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy, HSTS on every answer (server/static/security.ts).
  app.use('*', securityHeaders({ production }));
  // Every route's body limit, before any route reads a byte (server/wire/input.ts).
  app.use('*', bodyLimits(match, API_PREFIXES));

  if (deps.opsToken) app.route('/ops', opsRoutes(services, { token: deps.opsToken, socketAddress }));

  const wire = wireMiddleware({
    db: services.db,
    clock,
    cache: services.cache,
    keys: services.keys,
    sessions: services.reads.sessions,
    match,
    defaultMerchant: deps.config.merchantCode,
    trustedProxies: parseTrustedProxies(deps.config.trustedProxies),
    socketAddress,
  });
  for (const p of API_PREFIXES) app.use(`${p}/*`, wire);

  app.route('/', systemRoutes(services));
  app.route('/', announcementRoutes(services));
  app.route('/', gamesRoutes(services));
  app.route('/', lotteryRoutes(services));
  app.route('/', demoVendorRoutes(services));
  app.route('/', accountRoutes(services));
  app.route('/', staffRoutes(services));
  app.route('/', moneyRoutes(services));
  app.route('/', agentRoutes(services));
  app.route('/', promotionRoutes(services));
  app.route('/', pointsRoutes(services));
  app.route('/', careRoutes(services));
  app.route('/', contentRoutes(services));
  app.route('/', referralRoutes(services));
  // The dev outbox shows codes in plain text: never in production.
  if (deps.config.nodeEnv !== 'production') app.route('/', devRoutes(services));
  deps.extraRoutes?.(app, services);

  // The merchant's brand for the manifest, the icons and the page's head (server/static/brand.ts).
  const brand = async () => {
    const m = await services.cache.merchant(deps.config.merchantCode);
    return m && siteBrandOf(m);
  };
  app.use('*', pwa({ distDir: deps.config.distDir, brand }));
  app.use(
    '*',
    spa({
      distDir: deps.config.distDir,
      brand,
      apiPrefixes: API_PREFIXES,
      merchantCode: () => deps.config.merchantCode,
      // The page's first reads, answered by this app for this request (its socket, its headers).
      bootAnswers: (c, language) =>
        bootAnswers(
          c,
          {
            dispatch: async (request) => app.fetch(request, c.env),
            registry: registry as Record<string, Endpoint<unknown>>,
            merchantCode: deps.config.merchantCode,
          },
          language,
        ),
      firstView: deps.firstView ?? firstViewDrawer(deps.config.distDir, (message) => logger.error(`[site] ${message}`), deps.config.firstViewBudgetMs),
    }),
  );
  return app;
}
