import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, InspectionEvent, SnapshotFrom } from 'xstate';
import type { ModalActor } from '../modal/use-modal';
import { createRequiredContext } from '../required-context';
import type { popupsMachine } from './popups.machine';
import { connectModalToPopups, createPopupsLogic, type PopupsDeps, popupsInput } from './popups.runtime';
import type { PopupKind } from './popups.types';

export type PopupsActor = ActorRefFrom<typeof popupsMachine>;
type Snapshot = SnapshotFrom<typeof popupsMachine>;

const [Provider, usePopupsActor] = createRequiredContext<PopupsActor>('usePopups', 'PopupsProvider');
export { usePopupsActor };

/** Hands an already running popups actor to the views below (tests that drive the chart themselves). */
export function PopupsActorProvider({ actor, children }: { actor: PopupsActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

/** The kind of popup on screen, or null. */
export const selectShownKind = (s: Snapshot): PopupKind | null => s.context.shown?.kind ?? null;
/** The kinds waiting for their turn, highest first. */
export const selectWaitingKinds = (s: Snapshot): PopupKind[] => s.context.waiting.map((r) => r.kind);
export const selectNoticeHiddenToday = (s: Snapshot): boolean => s.context.noticeHiddenToday;
export const selectSignInNoticeDue = (s: Snapshot): boolean => s.context.signInNoticeDue;

/**
 * Runs the popups chart beside the modal chart it opens popups through, for as long as the app
 * (or a test) is mounted. Storage and clock default to the browser's.
 */
export function PopupsProvider({
  modal,
  deps,
  inspect,
  children,
}: {
  modal: ModalActor;
  deps?: Omit<PopupsDeps, 'modal'>;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const [logic] = useState(() => createPopupsLogic({ modal, ...deps }));
  const [input] = useState(() => popupsInput(deps));
  const actor = useActorRef(logic, { input, inspect, systemId: 'popups' });
  useEffect(() => connectModalToPopups(modal, actor), [modal, actor]);
  return <Provider value={actor}>{children}</Provider>;
}

/** Intents of the popup policy: requests from pages and the other charts' hand-overs. */
export function usePopupsIntents() {
  const actor = usePopupsActor();
  return useMemo(
    () => ({
      request: (kind: PopupKind, props?: Record<string, unknown>) => actor.send({ type: 'popups.request', kind, props }),
      withdraw: (kind: PopupKind) => actor.send({ type: 'popups.withdraw', kind }),
      loggedIn: (result: { mustChangePassword: boolean; firstTimeLogin: boolean; knownPassword: string | null }) =>
        actor.send({ type: 'popups.loggedIn', ...result }),
      noticesLoaded: (notices: readonly unknown[]) => actor.send({ type: 'popups.noticesLoaded', notices }),
      hideNoticeToday: (hidden: boolean) => actor.send({ type: 'popups.notice.hideToday', hidden }),
    }),
    [actor],
  );
}

/** The notice popup's "Don't show again today" box: its state and intent. */
export function useNoticeToday() {
  const actor = usePopupsActor();
  const hidden = useSelector(actor, selectNoticeHiddenToday);
  const { hideNoticeToday } = usePopupsIntents();
  return { hidden, setHidden: hideNoticeToday };
}

/**
 * The home page's popup notices arrived, or the page was visited again (`visit` changed): the
 * policy opens them once per session, in their turn, never over a form the person came for.
 */
export function useHomePopupNotices(notices: readonly unknown[], visit?: unknown) {
  const { noticesLoaded } = usePopupsIntents();
  useEffect(() => {
    if (notices.length) noticesLoaded(notices);
  }, [notices, visit, noticesLoaded]);
}
