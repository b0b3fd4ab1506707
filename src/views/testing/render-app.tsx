import { imageLoadsMachine } from '../../machines/image-loads/image-loads.machine';
import { ImageLoadsProvider } from '../../machines/image-loads/use-image-loads';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import { catalogs, WithI18n } from '../../../tests/setup/i18n';
import type { CallOptions } from '../../api/client';
import type { EndpointName, ResponseOf } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import type { Whitelabel } from '../../api/schemas/system';
import { activateLocale, type Locale } from '../../i18n';
import { languageMachine } from '../../machines/language/language.machine';
import { LanguageProvider } from '../../machines/language/use-language';
import { systemStatusMachine } from '../../machines/system-status/system-status.machine';
import type { SystemSnapshotData } from '../../machines/system-status/system-status.types';
import { SystemStatusProvider } from '../../machines/system-status/use-system-status';
import { createSessionLogic } from '../../machines/session/session.runtime';
import { AppRouter, type AppRouterInstance, preloadAppRouter } from '../../router';
import { SystemGate } from '../system/system-gate';
import { gameMenusFixture, helpCenterFixture, homeNoticesFixture, whitelabelWith } from './fixtures';

type Responder<N extends EndpointName> = ResponseOf<N> | ((options?: CallOptions) => Promise<ResponseOf<N>>);
export type FakeResponses = { [N in EndpointName]?: Responder<N> };

/** An `api.call` answering from fixtures; an endpoint without one fails like a broken network. */
export function fakeApi(responses: FakeResponses) {
  const calls: { name: EndpointName; options?: CallOptions }[] = [];
  const fake = {
    call,
    calls,
    /** As the real client's option: called when a call fails with login.not.session. */
    onSessionReplaced: undefined as (() => void) | undefined,
  };
  async function call<N extends EndpointName>(name: N, options?: CallOptions): Promise<ResponseOf<N>> {
    calls.push({ name, options });
    const responder = (responses as Record<string, unknown>)[name] as Responder<N> | undefined;
    if (responder === undefined) throw new ApiError('network', 'network.abnormal');
    try {
      return typeof responder === 'function' ? await (responder as (o?: CallOptions) => Promise<ResponseOf<N>>)(options) : responder;
    } catch (e) {
      if (e instanceof ApiError && e.messageKey === 'login.not.session') fake.onSessionReplaced?.();
      throw e;
    }
  }
  return fake;
}

export const defaultResponses: FakeResponses = {
  gameMenus: gameMenusFixture,
  homeNotices: homeNoticesFixture,
  helpCenter: helpCenterFixture,
};

/** Real language and system-status charts with stubbed loaders, as main.tsx wires them. */
export function createTestActors(whitelabel: Whitelabel, locale: Locale) {
  const language = createActor(
    languageMachine.provide({
      actors: {
        loadCatalog: fromPromise(async ({ input }: { input: { locale: Locale } }) => ({
          locale: input.locale,
          messages: catalogs[input.locale],
        })),
      },
      actions: {
        activate: (_, { locale: l, messages }) => activateLocale(l, messages),
        persist: () => {},
      },
    }),
    { input: { stored: locale, storedPrevious: null, available: ['bn', 'en'] } },
  ).start();
  const system = createActor(
    systemStatusMachine.provide({
      actors: {
        loadSystem: fromPromise<SystemSnapshotData>(async () => ({
          status: { status: 0, ip: '203.0.113.7', country: 'BD', maintenanceMessage: null },
          whitelabel,
        })),
      },
    }),
  ).start();
  // The tab's image chart, as the router shell runs it: game cards outside the whole site need it too.
  const imageLoads = createActor(imageLoadsMachine).start();
  return { language, system, imageLoads };
}

export function Providers({ actors, children }: { actors: ReturnType<typeof createTestActors>; children: ReactNode }) {
  return (
    <WithI18n>
      <LanguageProvider actor={actors.language}>
        <SystemStatusProvider actor={actors.system}>
          <ImageLoadsProvider actor={actors.imageLoads}>{children}</ImageLoadsProvider>
        </SystemStatusProvider>
      </LanguageProvider>
    </WithI18n>
  );
}

export interface RenderAppOptions {
  path?: string;
  whitelabel?: Whitelabel;
  responses?: FakeResponses;
  locale?: Locale;
  /**
   * As main.tsx: the router matched to `path` before the first render (once the session and
   * white-label are known); a function is handed that router before the render.
   */
  preloadRouter?: boolean | ((router: AppRouterInstance | undefined) => void);
}

/** The whole site under the system gate at `path`, with memory history. */
export async function renderApp({ path = '/', whitelabel = whitelabelWith(), responses = {}, locale = 'en', preloadRouter = false }: RenderAppOptions = {}) {
  activateLocale(locale, catalogs[locale]);
  const actors = createTestActors(whitelabel, locale);
  const api = fakeApi({ ...defaultResponses, ...responses });
  const history = createMemoryHistory({ initialEntries: [path] });
  const user = userEvent.setup();
  // As main.tsx: the session restores from sessionStorage, and a replaced session signs out.
  const session = createActor(createSessionLogic({ api, merchantCode: () => whitelabel.info.brand.merchantCode })).start();
  api.onSessionReplaced = () => session.send({ type: 'session.replaced' });
  let router: AppRouterInstance | undefined;
  if (preloadRouter) {
    await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
    await waitFor(() => expect(session.getSnapshot().matches('restoring')).toBe(false));
    router = await preloadAppRouter(session, actors.system.getSnapshot().context.whitelabel, history);
    if (typeof preloadRouter === 'function') preloadRouter(router);
  }
  const view = render(
    <Providers actors={actors}>
      <SystemGate>
        <AppRouter api={api} history={history} session={session} router={router} />
      </SystemGate>
    </Providers>,
  );
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
  return { ...view, user, api, history, actors, session, router };
}
