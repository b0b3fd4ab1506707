import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { ModalActor } from '../modal/use-modal';
import { unreadStore } from '../messages/unread-store';
import { connectModalToPopups } from '../popups/popups.runtime';
import type { PopupsActor } from '../popups/use-popups';
import { appMachine } from './app.machine';
import type { AppContext, AppEvent } from './app.types';
import { kindOf, type SessionActor } from '../session/use-session';

export interface AppDeps {
  api: Pick<ApiClient, 'call'>;
  session: SessionActor;
  modal: ModalActor;
  popups: PopupsActor;
  /** Hands the session's token to the router's guard (only when it changed). */
  refreshRouteGuard: (token: string | null) => void;
  goHome: () => void;
  /** The page's visibility events (document in the app; a test passes its own target). */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** The token the guard sees: the session's, once it is not a visitor's. */
function tokenOf(s: ReturnType<SessionActor['getSnapshot']>): string | null {
  return s.hasTag('session:anonymous') ? null : s.context.token;
}

export function createAppImplementations(deps: AppDeps) {
  const { api, session, modal, popups } = deps;
  // `globalThis`: the server draws the site without a document, and never starts this chart.
  const page = deps.page ?? globalThis.document;
  return {
    actors: {
      watchSession: fromCallback(({ sendBack }) => {
        let last = '';
        const report = (s: ReturnType<SessionActor['getSnapshot']>) => {
          // A session still being restored or refreshed keeps its last kind: no flicker to a visitor.
          if (s.matches('restoring')) return;
          const kind = kindOf(s);
          const token = tokenOf(s);
          const key = `${kind} ${token ?? ''}`;
          if (key === last) return;
          last = key;
          sendBack({ type: 'app.session.changed', kind, token });
        };
        report(session.getSnapshot());
        const sub = session.subscribe(report);
        return () => sub.unsubscribe();
      }),
      connectModalToPopups: fromCallback(() => connectModalToPopups(modal, popups)),
      loadMemberParts: fromPromise(async ({ input }: { input: { app: { send(event: AppEvent): void } } }) => {
        const { createMemberParts } = await import('./member-parts');
        return createMemberParts({ api, app: input.app });
      }),
      readUnread: fromPromise<void>(({ signal }) => unreadStore.refresh(api, signal)),
      watchTabVisibility: fromCallback(({ sendBack }) => {
        const onVisible = () => {
          if (page.visibilityState === 'visible') sendBack({ type: 'app.tab.visible' });
        };
        page.addEventListener('visibilitychange', onVisible);
        return () => page.removeEventListener('visibilitychange', onVisible);
      }),
    },
    actions: {
      refreshRouteGuard: ({ event }: { event: AppEvent }) => {
        if (event.type === 'app.session.changed') deps.refreshRouteGuard(event.token);
      },
      endSession: () => session.send({ type: 'session.end' }),
      closeModals: () => modal.send({ type: 'modal.closeAll' }),
      goHome: () => deps.goHome(),
      requestContractPopup: ({ context }: { context: AppContext }) =>
        popups.send({ type: 'popups.request', kind: 'contractOffer', props: { actor: context.members?.contractWatch } }),
      withdrawContractPopup: () => popups.send({ type: 'popups.withdraw', kind: 'contractOffer' }),
      forgetUnread: () => unreadStore.set(null),
    },
  };
}

export function createAppLogic(deps: AppDeps) {
  return appMachine.provide(createAppImplementations(deps));
}
