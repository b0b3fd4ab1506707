import { I18nProvider } from '@lingui/react';
import { StrictMode, useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from './api/client';
import { i18n } from './i18n';
import type { languageMachine } from './machines/language/language.machine';
import { LanguageProvider } from './machines/language/use-language';
import type { SessionActor } from './machines/session/use-session';
import type { systemStatusMachine } from './machines/system-status/system-status.machine';
import { SystemStatusProvider } from './machines/system-status/use-system-status';
import { AppRouter, type AppRouterInstance } from './router';
import { FirstDrawingDone } from './views/common/server-drawing';
import { LanguageBootGate } from './views/system/language-boot-gate';
import { SystemGate } from './views/system/system-gate';

export interface SiteTreeProps {
  api: Pick<ApiClient, 'call' | 'peek'>;
  language: ActorRefFrom<typeof languageMachine>;
  system: ActorRefFrom<typeof systemStatusMachine>;
  session: SessionActor;
  router: AppRouterInstance | undefined;
  /** Once the browser's own first drawing is in (src/main.tsx): told by the layouts (useFirstDrawingDone), and at once unless the server's drawing is being taken over. */
  onFirstDrawing?: () => void;
  /** The tree takes the server's drawing over (hydrateRoot). */
  hydrating?: boolean;
}

/** A first drawing that replaces the server's (or is the only one): it is in once it commits. */
function FirstDrawing({ done }: { done: () => void }) {
  useLayoutEffect(done, [done]);
  return null;
}

/** The whole site under its root charts: drawn by the browser (src/main.tsx) and by the server (src/entry-server.tsx) alike. */
export function SiteTree({ api, language, system, session, router, onFirstDrawing, hydrating = false }: SiteTreeProps) {
  return (
    <StrictMode>
      {onFirstDrawing && !hydrating && <FirstDrawing done={onFirstDrawing} />}
      <LanguageProvider actor={language}>
        <LanguageBootGate>
          <I18nProvider i18n={i18n}>
            <SystemStatusProvider actor={system}>
              <SystemGate>
                <FirstDrawingDone.Provider value={onFirstDrawing ?? null}>
                  <AppRouter api={api} session={session} router={router} />
                </FirstDrawingDone.Provider>
              </SystemGate>
            </SystemStatusProvider>
          </I18nProvider>
        </LanguageBootGate>
      </LanguageProvider>
    </StrictMode>
  );
}
