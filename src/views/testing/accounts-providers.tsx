import { useActorRef } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Whitelabel } from '../../api/schemas/system';
import { AppDepsProvider, type AppDeps } from '../../machines/app-deps';
import { createModalLogic } from '../../machines/modal/modal.runtime';
import { type ModalActor, ModalProvider } from '../../machines/modal/use-modal';
import { createAppLogic } from '../../machines/app/app.runtime';
import { AppProvider } from '../../machines/app/use-app';
import { createPopupsLogic, popupsInput } from '../../machines/popups/popups.runtime';
import { PopupsActorProvider } from '../../machines/popups/use-popups';
import { createSessionLogic } from '../../machines/session/session.runtime';
import { type SessionActor, SessionProvider } from '../../machines/session/use-session';
import { ModalHost } from '../modals/modal-host';
import { whitelabelWith } from './fixtures';
import { createTestActors, Providers } from './render-app';

/**
 * What an accounts view needs around it, as the app provides it: i18n, language and system
 * charts (white-label loaded), app deps, the modal chart (with its host), a session, the popups
 * and the app chart that connects them.
 */
export function AccountsProviders({
  api,
  session,
  whitelabel = whitelabelWith(),
  modal,
  host = true,
  children,
}: {
  api: AppDeps['api'];
  /** Defaults to a real session chart on the same api (a visitor unless sessionStorage says otherwise). */
  session?: AnyActorRef;
  whitelabel?: Whitelabel;
  modal?: ModalActor;
  /** Render the ModalHost too (off when the test renders its own). */
  host?: boolean;
  children: ReactNode;
}) {
  const [actors] = useState(() => createTestActors(whitelabel, 'en'));
  const ownSession = useActorRef(useState(() => createSessionLogic({ api, merchantCode: () => whitelabel.info.brand.merchantCode }))[0]);
  const ownModal = useActorRef(useState(() => createModalLogic())[0]);
  const modalActor = modal ?? ownModal;
  const sessionActor = (session as SessionActor | undefined) ?? ownSession;
  const popups = useActorRef(useState(() => createPopupsLogic({ modal: modalActor }))[0], { input: popupsInput() });
  // The app chart as the router shell runs it: it follows the session and runs the signed-in charts.
  const app = useActorRef(
    useState(() =>
      createAppLogic({ api, session: sessionActor, modal: modalActor, popups, refreshRouteGuard: () => {}, goHome: () => {} }),
    )[0],
  );
  return (
    <Providers actors={actors}>
      <AppDepsProvider deps={{ api }}>
        <SessionProvider actor={sessionActor}>
          <ModalProvider actor={modalActor}>
            <PopupsActorProvider actor={popups}>
              <AppProvider actor={app}>
                {children}
                {host && <ModalHost />}
              </AppProvider>
            </PopupsActorProvider>
          </ModalProvider>
        </SessionProvider>
      </AppDepsProvider>
    </Providers>
  );
}
