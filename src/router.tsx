import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
  Outlet,
  redirect,
  RouterProvider,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { type ApiClient, isModuleEnabled } from './api/client';
import type { Whitelabel } from './api/schemas/system';
import { AppDepsProvider } from './machines/app-deps';
import { inspector } from './machines/inspection-port';
import { createModalLogic } from './machines/modal/modal.runtime';
import { ModalProvider } from './machines/modal/use-modal';
import type { PageAddress } from './machines/page-address';
import { createPopupsLogic, popupsInput } from './machines/popups/popups.runtime';
import { createSlotVendorLogic, slotVendorInput } from './machines/slot-vendor/slot-vendor.runtime';
import { SlotVendorProvider } from './machines/slot-vendor/use-slot-vendor';
import { imageLoadsMachine } from './machines/image-loads/image-loads.machine';
import { ImageLoadsProvider } from './machines/image-loads/use-image-loads';
import { PopupsActorProvider } from './machines/popups/use-popups';
import { createAppLogic } from './machines/app/app.runtime';
import { AppProvider } from './machines/app/use-app';
import { selectStaff, type SessionActor, SessionProvider, useSessionActor, useSessionSelector } from './machines/session/use-session';
import { useWhitelabel } from './machines/system-status/use-system-status';
import { withAccountsCatalog } from './views/accounts/accounts-catalog';
import { RouterAccountsNavigation } from './views/accounts/navigation';
import { Loading } from './views/common/data-states';
import { ensureCatalogPart } from './i18n';
import { lazyPage, lazyPart } from './views/common/lazy-page';
import { flowsAvailable } from './views/flows/availability';
import { loadContentCatalog, withContentCatalog } from './views/content/content-catalog';
import { withGamesCatalog } from './views/games/games-catalog';
import { withPointsCatalog } from './views/points/points-catalog';
import { CATEGORY_PATHS, categoryOfPath, pagePath } from './pages/first-reads';
import { BareLayout, FullLayout, HeaderOnlyLayout } from './views/layout/layouts';
import { HEADER_MODULES } from './views/layout/visitor-actions';
import { LazyModalHost } from './views/modals/lazy-modal-host';
import { HomePage } from './views/pages/home-page';
import { categoryMeta } from './views/categories';
import { PageTitle } from './views/layout/page-title';
import { nextTask } from './time/next-task';

export interface RouterContext {
  whitelabel: Whitelabel | null;
  /** Session token (sessionStorage 'token'); null for a visitor. */
  token: string | null;
}

/** Paths a visitor may reach when the site is members-only (SPEC §2 guard; /reset-password: whoever forgot the password has no session). */
export const PUBLIC_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download', '/reset-password'] as const;

/** The guard of SPEC §2: with loginedToHomePage on, a visitor without a token only reaches PUBLIC_PATHS. */
export function guardRedirect(pathname: string, context: RouterContext): '/login' | null {
  if (!context.whitelabel?.info.settings.loginedToHomePage || context.token) return null;
  const path = pagePath(pathname);
  return (PUBLIC_PATHS as readonly string[]).some((p) => p.toLowerCase() === path.toLowerCase()) ? null : '/login';
}

export function readSessionToken(): string | null {
  try {
    return sessionStorage.getItem('token');
  } catch {
    return null;
  }
}

// Every page but home is its own chunk (keeps the first load of / small).
// The not-found and staff-only pages speak from the content part (lingui.config.ts).
const simplePages = () => Promise.all([import('./views/pages/simple-pages'), loadContentCatalog()]).then(([m]) => m);
// Points mall and VIP (docs/engagement.md "Points", "VIP"), with their catalog part.
const VipPage = lazyPage(withPointsCatalog(() => import('./views/points/vip-page').then((m) => m.VipPage)), { firstView: 'vip' });
const PointMallPage = lazyPage(withPointsCatalog(() => import('./views/points/point-mall-page').then((m) => m.PointMallPage)), { firstView: 'point-mall' });
// Promotions (issue #7): their pages come with their catalog part.
const PromotionsPage = lazyPage(() => import('./views/promotions/promotions-page').then(async (m) => (await m.loadPromotionsCatalog(), m.PromotionsPage)), { firstView: 'promotions' });
const PromoDetailPage = lazyPage(() => import('./views/promotions/promo-detail-page').then(async (m) => (await m.loadPromotionsCatalog(), m.PromoDetailPage)), { firstView: 'promo-detail' });
const NotFoundPage = lazyPage(() => simplePages().then((m) => m.NotFoundPage), { firstView: 'not-found' });
const StaffOnlyPage = lazyPage(() => simplePages().then((m) => m.StaffOnlyPage));
// The visualiser (elkjs, every chart model): fetched only once flowsAvailable says yes.
/** The visualiser and its messages (their own catalog part: no other page needs them). */
const FLOWS_CATALOG = { bn: () => import('../locales/bn/flows.po'), en: () => import('../locales/en/flows.po') };
const FlowsPage = lazyPage(() =>
  Promise.all([import('./views/flows/visualiser'), ensureCatalogPart('flows', FLOWS_CATALOG)]).then(([m]) => m.default),
);
// Game screens come with the games catalog part (their messages).
const GameCategoryPage = lazyPage(withGamesCatalog(() => import('./views/pages/game-category-page').then((m) => m.GameCategoryPage)), { firstView: 'game-category' });
/** /game and /seamless: one page, the launched game in its sandboxed iframe (docs: src/views/games/game-frame-page.tsx). */
const GameFramePage = lazyPage(withGamesCatalog(() => import('./views/games/game-frame-page').then((m) => m.GameFramePage)));
const LotteryPage = lazyPage(() => import('./views/pages/lottery-page').then((m) => m.LotteryPage), { firstView: 'lottery' });
const HelpPage = lazyPage(() => import('./views/pages/help-page').then((m) => m.HelpPage), { firstView: 'help' });
// Content screens (issue #7; docs/engagement.md "Messages and content") come with their catalog part.
const DownloadPage = lazyPage(withContentCatalog(() => import('./views/content/download-page').then((m) => m.DownloadPage)), { firstView: 'download' });
const JoinPage = lazyPage(withContentCatalog(() => import('./views/content/join-page').then((m) => m.JoinPage)), { firstView: 'join' });
const ResetPasswordPage = lazyPage(withAccountsCatalog(() => import('./views/accounts/reset-password-form').then((m) => m.ResetPasswordPage)), { firstView: 'reset-password' });

/** `?id=` of /promoDetail (the promotion shown). */
export function promoDetailSearch(search: Record<string, unknown>): { id: string } {
  const id = search.id;
  return { id: typeof id === 'string' ? id : typeof id === 'number' ? String(id) : '' };
}

/** `?code=` of the reset e-mail's link; anything else (absent, not a string) is no code. */
export function resetPasswordSearch(search: Record<string, unknown>): { code: string } {
  const code = search.code;
  return { code: typeof code === 'string' ? code : typeof code === 'number' ? String(code) : '' };
}

/** `?game=&view=betting|lobby` of /lottery and /Vnlottery (the lottery launch's game code and lottoView). */
export function lotterySearch(search: Record<string, unknown>): { game?: string; view?: 'betting' | 'lobby' } {
  const raw = search.game;
  const game = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  const view = search.view === 'betting' || search.view === 'lobby' ? search.view : undefined;
  return { ...(game ? { game } : {}), ...(view ? { view } : {}) };
}

/** A lottery page (GLOBAL games on /lottery, Vietnamese on /Vnlottery); choosing a game or view changes the search. */
function LotteryRoute({ area, path }: { area: 'GLOBAL' | 'VN'; path: '/lottery' | '/Vnlottery' }) {
  const search = lotterySearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return <LotteryPage area={area} path={path} search={search} onSearch={(next) => void navigate({ to: path, search: next })} />;
}

/** A search parameter that is a non-empty string (numbers are read back as text), else absent. */
function searchText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * `?vendor=` of a category page (the vendor chosen in the nav) and, on /rng, `?page=` (the game-type
 * tab, SPEC §2 "RNG page tabs change the query parameter page"). Both optional.
 */
export function categorySearch(search: Record<string, unknown>): { vendor?: string; page?: string } {
  const vendor = searchText(search.vendor);
  const page = searchText(search.page);
  return { ...(vendor !== undefined && { vendor }), ...(page !== undefined && { page }) };
}

/**
 * The previous sign-in line follows a login (the popups chart's `signInNoticeDue`): its code loads
 * once an account is signed in, so a visitor's first page carries none of it (initial-JS budget).
 */
const LazySignInNotice = lazyPart(() => import('./views/modals/previous-sign-in-notice').then((m) => m.PreviousSignInNotice), <></>);

function PreviousSignInNotice() {
  const signedIn = useSessionSelector(useSessionActor(), (s) => s.hasTag('session:signedIn'));
  return signedIn ? <LazySignInNotice /> : null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => {
    const target = guardRedirect(location.pathname, context);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: function Root() {
    return (
      <RouterAccountsNavigation>
        <PageTitle />
        <Outlet />
        <LazyModalHost />
        <PreviousSignInNotice />
      </RouterAccountsNavigation>
    );
  },
});

const fullLayout = createRoute({ getParentRoute: () => rootRoute, id: 'full', component: FullLayout });
const headerOnlyLayout = createRoute({ getParentRoute: () => rootRoute, id: 'headerOnly', component: HeaderOnlyLayout });
const bareLayout = createRoute({ getParentRoute: () => rootRoute, id: 'bare', component: BareLayout });

const homeComponent = () => <HomePage />;

/**
 * Each page's name in the browser tab ("<page> · <brand>", ./views/layout/page-title.tsx): the
 * page's own heading where it is fixed; home has none (the brand alone).
 */
const TITLES = {
  register: { title: msg`Register` },
  login: { title: msg`Login` },
  vip: { title: msg`VIP` },
  promotions: { title: msg`Promotions` },
  promoDetail: { title: msg`Promotion details` },
  help: { title: msg`Help Center` },
  download: { title: msg`App Download` },
  join: { title: msg`Join Us` },
  resetPassword: { title: msg`Reset password` },
  notFound: { title: msg`Page not found` },
  pointMall: { title: msg`Points Mall` },
  lottery: { title: msg`Lottery` },
  vnLottery: { title: msg`Vietnam Lottery` },
  seamless: { title: msg`Seamless games` },
  game: { title: msg`Game` },
  flows: { title: msg`Flows` },
} as const;

/**
 * /flows: the flow visualiser for whoever may open it (./views/flows/availability.ts), else
 * a 403 page; the visualiser's chunk is not even requested then. DEV is read at render time
 * (a build-time constant in the bundle) so tests can stub it.
 */
function FlowsRoute() {
  const whitelabel = useWhitelabel();
  const session = useSessionActor();
  const staff = useSelector(session, selectStaff);
  const loading = useSelector(session, (s) => s.hasTag('state:loading'));
  if (flowsAvailable({ dev: import.meta.env.DEV, flowsEnabled: whitelabel?.info.settings.flowsEnabled, staff })) return <FlowsPage />;
  // Member info still loading (just logged in): the staff flag is not known yet.
  return loading ? <Loading className="data-loading--page" /> : <StaffOnlyPage />;
}

const resetPasswordRoute = createRoute({
  getParentRoute: () => fullLayout,
  path: '/reset-password',
  staticData: TITLES.resetPassword,
  validateSearch: resetPasswordSearch,
  component: function ResetPasswordRoute() {
    const { code } = resetPasswordRoute.useSearch();
    return <ResetPasswordPage code={code} />;
  },
});

/**
 * Called once at boot, before the system status is known and the router renders: starts
 * fetching the page chunk of the address being opened. The public reads its views make first
 * (src/pages/first-reads.ts) come answered inside the page, in its language
 * (server/static/boot-answers.ts); one the server could not answer is asked by its view.
 */
export function bootPrefetch(location: { pathname: string }): void {
  const path = pagePath(location.pathname);
  const categoryCode = categoryOfPath(path);
  if (categoryCode) {
    void GameCategoryPage.prefetch();
    // The lobbies other than /rng show vendor lanes, their own chunk (src/views/games/category-lobby.tsx).
    if (categoryCode !== 'RNG') void import('./views/games/vendor-lanes').catch(() => undefined);
  } else if (path === '/lottery' || path === '/Vnlottery') void LotteryPage.prefetch();
  else if (path === '/game' || path === '/seamless') void GameFramePage.prefetch();
}
const category = (code: string) => () => <GameCategoryPage category={code} />;
const categoryRoute = <P extends string>(path: P, code: string) =>
  createRoute({ getParentRoute: () => fullLayout, path, staticData: { title: categoryMeta(code)?.label }, validateSearch: categorySearch, component: category(code) });

const fullRoutes = [
  createRoute({ getParentRoute: () => fullLayout, path: '/', component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/index', component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/index.html', component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/home', component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/register', staticData: TITLES.register, component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/register.html', staticData: TITLES.register, component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/login', staticData: TITLES.login, component: homeComponent }),
  createRoute({ getParentRoute: () => fullLayout, path: '/vip', staticData: TITLES.vip, component: VipPage }),
  ...CATEGORY_PATHS.map(([path, code]) => categoryRoute(path, code)),
  createRoute({ getParentRoute: () => fullLayout, path: '/promotions', staticData: TITLES.promotions, component: PromotionsPage }),
  createRoute({ getParentRoute: () => fullLayout, path: '/promoDetail', staticData: TITLES.promoDetail, validateSearch: promoDetailSearch, component: PromoDetailPage }),
  createRoute({ getParentRoute: () => fullLayout, path: '/help', staticData: TITLES.help, component: HelpPage }),
  createRoute({ getParentRoute: () => fullLayout, path: '/down', staticData: TITLES.download, component: DownloadPage }),
  createRoute({ getParentRoute: () => fullLayout, path: '/download', staticData: TITLES.download, component: DownloadPage }),
  createRoute({ getParentRoute: () => fullLayout, path: '/join', staticData: TITLES.join, component: JoinPage }),
  resetPasswordRoute,
  createRoute({ getParentRoute: () => fullLayout, path: '$', staticData: TITLES.notFound, component: NotFoundPage }),
] as const;

const headerOnlyRoutes = [
  createRoute({ getParentRoute: () => headerOnlyLayout, path: '/pointMall', staticData: TITLES.pointMall, component: PointMallPage }),
  createRoute({ getParentRoute: () => headerOnlyLayout, path: '/lottery', staticData: TITLES.lottery, validateSearch: lotterySearch, component: () => <LotteryRoute area="GLOBAL" path="/lottery" /> }),
  createRoute({ getParentRoute: () => headerOnlyLayout, path: '/Vnlottery', staticData: TITLES.vnLottery, validateSearch: lotterySearch, component: () => <LotteryRoute area="VN" path="/Vnlottery" /> }),
  createRoute({ getParentRoute: () => headerOnlyLayout, path: '/seamless', staticData: TITLES.seamless, component: () => <GameFramePage seamless /> }),
  createRoute({ getParentRoute: () => headerOnlyLayout, path: '/game', staticData: TITLES.game, component: () => <GameFramePage /> }),
] as const;

const bareRoutes = [
  createRoute({ getParentRoute: () => bareLayout, path: '/helpmc', staticData: TITLES.help, component: HelpPage }),
  createRoute({ getParentRoute: () => bareLayout, path: '/flows', staticData: TITLES.flows, component: FlowsRoute }),
] as const;

export const routeTree = rootRoute.addChildren([
  fullLayout.addChildren([...fullRoutes]),
  headerOnlyLayout.addChildren([...headerOnlyRoutes]),
  bareLayout.addChildren([...bareRoutes]),
]);

/**
 * `scrollRestoration`: off where the server draws (its script would be an inline script the page's
 * policy refuses); `'after-first'` where the browser takes over a page the server drew: the first
 * drawing keeps where the player has scrolled meanwhile instead of going back to the top.
 */
export function createAppRouter({ history, context, scrollRestoration = true }: { history?: RouterHistory; context: RouterContext; scrollRestoration?: boolean | 'after-first' }) {
  let first = scrollRestoration === 'after-first';
  return createRouter({
    routeTree,
    history: history ?? createBrowserHistory(),
    context,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: first ? () => !first || (first = false) : scrollRestoration !== false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** The token the guard sees: the session's, once it is not a visitor's. */
function selectRouterToken(s: ReturnType<SessionActor['getSnapshot']>): string | null {
  return s.hasTag('session:anonymous') ? null : s.context.token;
}

/**
 * The site under the system gate: app dependencies, the session and modal charts and the
 * router. The session chart owns the token: on login and logout the router context gets the
 * new one and router.invalidate() runs the guard again.
 */
export function AppRouter(props: RouterShellProps) {
  // The guard must not run before the stored session is read back (a member would be sent to /login).
  const restoring = useSelector(props.session, (s) => s.matches('restoring'));
  return restoring ? null : <RouterShell {...props} />;
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

interface RouterShellProps {
  api: Pick<ApiClient, 'call'> & Partial<Pick<ApiClient, 'peek'>>;
  history?: RouterHistory;
  session: SessionActor;
  /** A router already matched to the address (preloadAppRouter); used if the guard's inputs are still the ones it was matched with. */
  router?: AppRouterInstance;
}

/**
 * The router matched to the page's address before React's first render, when what its guard
 * reads is already known (the stored session read back, the white-label loaded). The first
 * commit then draws the route at once; a router matched after mounting changes its store right
 * after that commit, and React draws the whole site a second time, synchronously (issue #21).
 */
export async function preloadAppRouter(
  session: SessionActor,
  whitelabel: Whitelabel | null,
  history?: RouterHistory,
  scrollRestoration?: boolean | 'after-first',
): Promise<AppRouterInstance | undefined> {
  const snapshot = session.getSnapshot();
  if (!whitelabel || snapshot.matches('restoring')) return undefined;
  const router = createAppRouter({ history, context: { whitelabel, token: selectRouterToken(snapshot) }, scrollRestoration });
  // Building the route tree and matching the address are each a task of their own (issue #21, Total Blocking Time).
  await nextTask();
  await router.load();
  return router;
}

function RouterShell({ api, history, session, router: preloaded }: RouterShellProps) {
  const whitelabel = useWhitelabel();
  const token = useSelector(session, selectRouterToken);
  const [router] = useState(() => {
    const context = { whitelabel, token };
    const matched = preloaded?.options.context;
    return matched?.whitelabel === whitelabel && matched.token === token ? preloaded! : createAppRouter({ history, context });
  });
  const whitelabelNow = useRef(whitelabel);
  whitelabelNow.current = whitelabel;
  const modalActor = useActorRef(useState(() => createModalLogic())[0], { inspect: inspector(), systemId: 'modal' });
  // The popups (/login and /register's form) and the slot vendor (/rng?vendor=…) read the address themselves.
  const [address] = useState<PageAddress>(() => ({
    current: () => router.history.location,
    subscribe: (onChange) => router.history.subscribe(onChange),
  }));
  const [popupsDeps] = useState(() => ({
    modal: modalActor,
    address,
    registerOn: () => isModuleEnabled(whitelabelNow.current?.info.whitelabel ?? [], HEADER_MODULES.directRegister),
  }));
  const popupsActor = useActorRef(useState(() => createPopupsLogic(popupsDeps))[0], {
    input: useState(() => popupsInput(popupsDeps))[0],
    inspect: inspector(),
    systemId: 'popups',
  });
  // The chosen slot vendor, however it was chosen.
  const slotVendorActor = useActorRef(
    useState(() => createSlotVendorLogic({ address }))[0],
    { input: useState(() => slotVendorInput())[0], inspect: inspector(), systemId: 'slotVendor' },
  );
  // The tab's catalogue images: where each is asked from, its retries, and what loaded before.
  const imageLoadsActor = useActorRef(imageLoadsMachine, { inspect: inspector(), systemId: 'imageLoads' });
  // The app chart connects the session, the modal stack and the popups, and runs the signed-in charts.
  const [appLogic] = useState(() => {
    let guardToken = token;
    return createAppLogic({
      api,
      session,
      modal: modalActor,
      popups: popupsActor,
      refreshRouteGuard: (next) => {
        if (next === guardToken) return;
        guardToken = next;
        router.update({ ...router.options, context: { whitelabel: whitelabelNow.current, token: next } });
        void router.invalidate();
      },
      goHome: () => void router.navigate({ to: '/' }),
    });
  });
  const appActor = useActorRef(appLogic, { inspect: inspector(), systemId: 'app' });
  return (
    <AppDepsProvider deps={{ api }}>
      <SessionProvider actor={session}>
        <ModalProvider actor={modalActor}>
          <PopupsActorProvider actor={popupsActor}>
            <SlotVendorProvider actor={slotVendorActor}>
              <ImageLoadsProvider actor={imageLoadsActor}>
                <AppProvider actor={appActor}>
                  <RouterProvider router={router} context={{ whitelabel, token }} />
                </AppProvider>
              </ImageLoadsProvider>
            </SlotVendorProvider>
          </PopupsActorProvider>
        </ModalProvider>
      </SessionProvider>
    </AppDepsProvider>
  );
}
