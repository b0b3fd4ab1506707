import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useModalIntents } from '../modal/use-modal';
import type { ModalName, ModalProps } from '../modal/modal.types';
import { createRequiredContext } from '../required-context';
import type { sessionMachine } from './session.machine';
import type { AccountKind } from './session.types';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const [Provider, useSessionActor] = createRequiredContext<SessionActor>('useSession', 'SessionProvider');
export { useSessionActor };

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

export type SessionKind = 'anonymous' | AccountKind;

function kindOf(s: { hasTag(tag: string): boolean }): SessionKind {
  if (s.hasTag('session:agent')) return 'agent';
  if (s.hasTag('session:trial')) return 'trial';
  if (s.hasTag('session:member')) return 'member';
  return 'anonymous';
}

export function selectStaff(s: ReturnType<SessionActor['getSnapshot']>): boolean {
  return s.hasTag('session:signedIn') && s.context.info?.staff === true;
}

export function useSession() {
  const actor = useSessionActor();
  const kind = useSelector(actor, kindOf);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const token = useSelector(actor, (s) => (s.hasTag('session:signedIn') ? s.context.token : null));
  const info = useSelector(actor, (s) => s.context.info);
  /** An operator staff account (member info `staff`): may open /flows in production. */
  const staff = useSelector(actor, selectStaff);
  const noticeKey = useSelector(actor, (s) => s.context.noticeKey);
  const canFreeplay = useSelector(actor, (s) => s.can({ type: 'session.freeplay' }));
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
 * Member features (SPEC §6): a visitor gets the login popup, a trial account (type 4) the
 * in_need_true_account warning, a real account the modal it asked for.
 */
export function useMemberGate() {
  const actor = useSessionActor();
  const modal = useModalIntents();
  return useMemo(
    () => ({
      openForMember: (name: ModalName, props?: ModalProps) => {
        const s = actor.getSnapshot();
        if (s.hasTag('session:trial')) actor.send({ type: 'session.denied' });
        else if (s.hasTag('session:member')) modal.open(name, props);
        else modal.open('login');
      },
    }),
    [actor, modal],
  );
}
