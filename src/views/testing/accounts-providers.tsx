import { useActorRef } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Whitelabel } from '../../api/schemas/system';
import { AppDepsProvider, type AppDeps } from '../../machines/app-deps';
import { createModalLogic } from '../../machines/modal/modal.runtime';
import { type ModalActor, ModalProvider } from '../../machines/modal/use-modal';
import { PopupsProvider } from '../../machines/popups/use-popups';
import { createSessionLogic } from '../../machines/session/session.runtime';
import { type SessionActor, SessionProvider } from '../../machines/session/use-session';
import { ModalHost } from '../modals/modal-host';
import { whitelabelWith } from './fixtures';
import { createTestActors, Providers } from './render-app';

/**
 * What an accounts view needs around it, as the app provides it: i18n, language and system
 * charts (white-label loaded), app deps, the modal chart (with its host) and a session.
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
  return (
    <Providers actors={actors}>
      <AppDepsProvider deps={{ api }}>
        <SessionProvider actor={(session as SessionActor | undefined) ?? ownSession}>
          <ModalProvider actor={modal ?? ownModal}>
            <PopupsProvider modal={modal ?? ownModal}>
              {children}
              {host && <ModalHost />}
            </PopupsProvider>
          </ModalProvider>
        </SessionProvider>
      </AppDepsProvider>
    </Providers>
  );
}
