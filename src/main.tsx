import { type ReactElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor, type InspectionEvent, type Observer, waitFor } from 'xstate';
import { isModuleEnabled } from './api/client';
import { createBrowserApiClient, readBootAnswers, resolveMerchantCode } from './api/instance';
import type { Whitelabel } from './api/schemas/system';
import type { InspectionHub } from './machines/inspection';
import { connectInspection, inspectionWanted, inspector } from './machines/inspection-port';
import { recordingMaybeAsked } from './machines/session-replay/recording-flag';
import type { DeferredInstallPrompt } from './machines/install-prompt/install-prompt.types';
import { createFirstViewLogic, readServedDrawing } from './machines/first-view/first-view.runtime';
import { createLanguageLogic, readStoredLanguage } from './machines/language/language.runtime';
import { pickInitial } from './machines/language/language.machine';
import { createSessionLogic } from './machines/session/session.runtime';
import type { SessionActor } from './machines/session/use-session';
import { createLoadSystem } from './machines/system-status/actors/load-system';
import { systemStatusMachine } from './machines/system-status/system-status.machine';
import { type AppRouterInstance, bootPrefetch, preloadAppRouter } from './router';
import { loadFirstViewParts } from './views/common/lazy-page';
import { SiteTree } from './site-tree';
import { nextTask } from './time/next-task';
import { loadErrorMessages } from './views/messages';
import './views/styles.css';

/**
 * Dev only: `?inspect` opens Stately's inspector. `import.meta.env.DEV` is a build-time
 * constant, so the production bundle contains neither this branch nor the package.
 */
async function devInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  return undefined;
}

/**
 * `?record=1` (docs/flows.md "Record a bug report"): the tab records the events its charts receive
 * before the first one starts, and shows the bar to download the recording. Nothing is loaded otherwise.
 */
async function startRecordingIfAsked(hub: InspectionHub): Promise<void> {
  if (!recordingMaybeAsked(location.search)) return;
  try {
    const { startRecordingIfRequested } = await import('./views/flows/recording-bar');
    startRecordingIfRequested(hub);
  } catch {
    // A chunk that failed to load costs the recording, never the site.
  }
}

/** The hub (and Stately's inspector in development) receive the root actors' events from now on. */
async function connectHub(): Promise<void> {
  try {
    const { combineInspectors, inspectionHub } = await import('./machines/inspection');
    connectInspection(combineInspectors(await devInspector(), inspectionHub.inspect));
    await startRecordingIfAsked(inspectionHub);
  } catch {
    // A chunk that failed to load costs the live view and the recording, never the site.
  }
}

/**
 * The site starts in several short tasks rather than one long one (issue #21, Total Blocking
 * Time): the modules' evaluation, the API client with the page's answers, the root charts, the
 * router and the first drawing each begin in a task of their own (nextTask), so a tap or a frame
 * can come in between. What the server drew stays on screen throughout.
 */
async function boot() {
  await nextTask();
  const answers = readBootAnswers();
  // The hub records the root actors for the flow visualiser's live mode (/flows); it keeps event types only.
  if (inspectionWanted(answers, location.search, import.meta.env.DEV)) await connectHub();
  const inspect = inspector();
  // Module checks read the loaded white-label tree; before it loads, the server still enforces them.
  let systemActorRef: { getSnapshot(): { context: { whitelabel: Whitelabel | null } } } | null = null;
  let sessionActorRef: SessionActor | null = null;
  const languageInput = readStoredLanguage();
  const language = pickInitial(languageInput);
  const api = createBrowserApiClient({
    initialLanguage: language,
    moduleEnabled: (modId) => {
      const whitelabel = systemActorRef?.getSnapshot().context.whitelabel;
      return whitelabel ? isModuleEnabled(whitelabel.info.whitelabel, modId) : true;
    },
    // A 401 login.not.session anywhere: a newer login replaced this one; sign out with a message.
    onSessionReplaced: () => sessionActorRef?.send({ type: 'session.replaced' }),
    // An answer can carry a code: its message is loaded before the first answer is handed over.
    beforeFirstRequest: loadErrorMessages,
  });
  // What the server answered inside the page (the first reads of this address) stands in for asking;
  // each is checked in a task of its own (createBrowserApiClient).
  const seeded = api.seed(answers);
  const languageActor = createActor(createLanguageLogic(), { input: languageInput, inspect, systemId: 'language' }).start();
  bootPrefetch(location);
  // What the server drew stays, goes or is taken over as the first-view chart decides; what
  // index.html hid on a guess (another stored language) is the chart's to take away now.
  document.documentElement.classList.remove('first-view-off');
  const container = document.getElementById('root')!;
  let tree: ReactElement | null = null;
  let router: AppRouterInstance | undefined;
  const firstView = createActor(
    createFirstViewLogic({
      root: container,
      loadParts: async (parts) => {
        await Promise.all([loadFirstViewParts(parts), waitFor(languageActor, (s) => !s.matches('loading')).catch(() => undefined)]);
      },
      hydrate: () => {
        // The server draws the router's outermost boundary without Suspense's markers: the browser's first drawing must too.
        if (router) router.ssr = { manifest: undefined };
        startTransition(() => void hydrateRoot(container, tree!));
      },
      draw: () => {
        const root = createRoot(container);
        startTransition(() => root.render(tree!));
      },
    }),
    { input: { served: readServedDrawing(container), language }, inspect, systemId: 'firstView' },
  ).start();
  await nextTask();
  const systemActor = createActor(
    systemStatusMachine.provide({ actors: { loadSystem: createLoadSystem(api, () => location.host) } }),
    { inspect, systemId: 'systemStatus' },
  ).start();
  systemActorRef = systemActor;
  // The merchant's languages reach the language chart whenever the white-label loads or changes.
  let merchantLanguages: readonly string[] | undefined;
  const offerLanguages = (s: ReturnType<typeof systemActor.getSnapshot>) => {
    const languages = s.context.whitelabel?.info.brand.languages;
    if (languages && languages !== merchantLanguages) languageActor.send({ type: 'language.configure', languages: (merchantLanguages = languages) });
  };
  offerLanguages(systemActor.getSnapshot());
  systemActor.subscribe(offerLanguages);
  const merchantCode = resolveMerchantCode();
  await nextTask();
  const sessionActor = createActor(createSessionLogic({ api, merchantCode: () => merchantCode }), { inspect, systemId: 'session' }).start();
  sessionActorRef = sessionActor;

  // Once the answers the server sent with the page are checked, and one task later the charts that
  // asked for them have settled (the system status among them, so the first render is the site,
  // not the loading screen). It renders as a transition, so React yields to the browser every few
  // milliseconds instead of holding the main thread (issue #5, lobby speed). Until it commits,
  // what the server drew in #root stays on screen (server/static/first-view.ts, or its shell).
  await seeded;
  await nextTask();
  router = await preloadAppRouter(
    sessionActor,
    systemActor.getSnapshot().context.whitelabel,
    undefined,
    firstView.getSnapshot().hasTag('firstView:served') ? 'after-first' : true,
  );
  tree = <SiteTree api={api} language={languageActor} system={systemActor} session={sessionActor} router={router} firstView={firstView} />;
  // The chart loads what the server's drawing shows, then hydrates it (React attaches the site to
  // the elements already on screen and draws again only what the browser answers differently: a
  // measure, a clock's second, a member's account) or draws the page afresh.
  firstView.send({ type: 'site.started', routerReady: router !== undefined });
}

void boot();

// The browser's offer to install the app (Android): the install-prompt chart and its button are
// loaded only when it comes, not on the home page's JavaScript budget; the offer is kept meanwhile.
addEventListener(
  'beforeinstallprompt',
  (offer) => {
    offer.preventDefault();
    void import('./machines/install-prompt/install-prompt.runtime').then((m) => m.startPageInstallPrompt(offer as unknown as DeferredInstallPrompt));
  },
  { once: true },
);

// Production builds only, once the page has loaded: the service worker (src/sw/sw.ts) caches the
// app shell and offers the offline page, and never competes with the first load for the network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
