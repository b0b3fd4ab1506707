import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from './api/client';
import { i18n } from './i18n';
import { type FirstViewActor, FirstViewProvider, RootDrawn } from './machines/first-view/use-first-view';
import type { languageMachine } from './machines/language/language.machine';
import { LanguageProvider } from './machines/language/use-language';
import type { SessionActor } from './machines/session/use-session';
import type { systemStatusMachine } from './machines/system-status/system-status.machine';
import { SystemStatusProvider } from './machines/system-status/use-system-status';
import { AppRouter, type AppRouterInstance } from './router';
import { LanguageBootGate } from './views/system/language-boot-gate';
import { SystemGate } from './views/system/system-gate';

export interface SiteTreeProps {
  api: Pick<ApiClient, 'call' | 'peek'>;
  language: ActorRefFrom<typeof languageMachine>;
  system: ActorRefFrom<typeof systemStatusMachine>;
  session: SessionActor;
  router: AppRouterInstance | undefined;
  /** The tab's first-view chart (src/machines/first-view), told when the site's drawings commit; the server's drawing has none. */
  firstView?: FirstViewActor;
}

/** The whole site under its root charts: drawn by the browser (src/main.tsx) and by the server (src/entry-server.tsx) alike. */
export function SiteTree({ api, language, system, session, router, firstView }: SiteTreeProps) {
  return (
    <StrictMode>
      <FirstViewProvider actor={firstView}>
        <RootDrawn />
        <LanguageProvider actor={language}>
          <LanguageBootGate>
            <I18nProvider i18n={i18n}>
              <SystemStatusProvider actor={system}>
                <SystemGate>
                  <AppRouter api={api} session={session} router={router} />
                </SystemGate>
              </SystemStatusProvider>
            </I18nProvider>
          </LanguageBootGate>
        </LanguageProvider>
      </FirstViewProvider>
    </StrictMode>
  );
}
