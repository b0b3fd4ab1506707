import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useModalIntents } from '../modal/use-modal';
import type { ModalName, ModalProps } from '../modal/modal.types';
import { useSelectorDrawnAs } from '../drawn-as';
import { createRequiredContext } from '../required-context';
import { sessionMachine } from './session.machine';
import type { AccountKind } from './session.types';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const [Provider, useSessionActor] = createRequiredContext<SessionActor>('useSession', 'SessionProvider');
export { useSessionActor };

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

export type SessionKind = 'anonymous' | AccountKind;

export function kindOf(s: { hasTag(tag: string): boolean }): SessionKind {
  if (s.hasTag('session:agent')) return 'agent';
  if (s.hasTag('session:trial')) return 'trial';
  if (s.hasTag('session:member')) return 'member';
  return 'anonymous';
}

export function selectStaff(s: ReturnType<SessionActor['getSnapshot']>): boolean {
  return s.hasTag('session:signedIn') && s.context.info?.staff === true;
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

let visitorSnapshot: SessionSnapshot | undefined;
/** The session the server draws every page for (src/entry-server.tsx): a visitor's. */
function visitor(): SessionSnapshot {
  return (visitorSnapshot ??= sessionMachine.resolveState({ value: 'anonymous', context: { token: null, info: null, noticeKey: null } }));
}

/** A value of the session chart's state, for a view: the visitor's while the server's drawing is taken over (drawn-as.ts). */
export function useSessionSelector<T>(actor: SessionActor, select: (s: SessionSnapshot) => T): T {
  return useSelectorDrawnAs(actor, select, () => select(visitor()));
}

const selectLoading = (s: SessionSnapshot) => s.hasTag('state:loading');
const selectToken = (s: SessionSnapshot) => (s.hasTag('session:signedIn') ? s.context.token : null);
const selectInfo = (s: SessionSnapshot) => s.context.info;
const selectNotice = (s: SessionSnapshot) => s.context.noticeKey;
const selectCanFreeplay = (s: SessionSnapshot) => s.can({ type: 'session.freeplay' });

export function useSession() {
  const actor = useSessionActor();
  const kind = useSessionSelector(actor, kindOf);
  const loading = useSessionSelector(actor, selectLoading);
  const token = useSessionSelector(actor, selectToken);
  const info = useSessionSelector(actor, selectInfo);
  /** An operator staff account (member info `staff`): may open /flows in production. */
  const staff = useSessionSelector(actor, selectStaff);
  const noticeKey = useSessionSelector(actor, selectNotice);
  const canFreeplay = useSessionSelector(actor, selectCanFreeplay);
  const intents = useMemo(
    () => ({
      start: (t: string) => actor.send({ type: 'session.start', token: t }),
      freeplay: () => actor.send({ type: 'session.freeplay' }),
      refresh: () => actor.send({ type: 'session.refresh' }),
      end: () => actor.send({ type: 'session.end' }),
      dismiss: () => actor.send({ type: 'session.dismiss' }),
    }),
    [actor],
  );
  return { kind, loading, token, info, staff, noticeKey, canFreeplay, ...intents };
}

/**
 * Asks the session chart for a member feature and carries out its answer at once (the chart
 * answers while the event is handled): granted, or the login popup. A trial account's refusal
 * is the chart's own notice.
 */
function askAsMember(actor: SessionActor, answers: { granted: () => void; login: () => void }) {
  const subscriptions = [actor.on('session.memberGranted', answers.granted), actor.on('session.loginAsked', answers.login)];
  try {
    actor.send({ type: 'session.memberOnly' });
  } finally {
    for (const s of subscriptions) s.unsubscribe();
  }
}

/**
 * Member features (SPEC §6), as the session chart rules them: a visitor gets the login popup,
 * a trial account (type 4) the in_need_true_account warning, a real account the modal it
 * asked for (`openForMember`). `guest` is for what only offers itself to those not signed in
 * as a member (a promotion's action for a visitor): the same rule, nothing to open.
 */
export function useMemberGate() {
  const actor = useSessionActor();
  const modal = useModalIntents();
  return useMemo(
    () => ({
      openForMember: (name: ModalName, props?: ModalProps) =>
        askAsMember(actor, { granted: () => modal.open(name, props), login: () => modal.open('login') }),
      guest: () => askAsMember(actor, { granted: () => {}, login: () => modal.open('login') }),
    }),
    [actor, modal],
  );
}
