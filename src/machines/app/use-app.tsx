import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelectorDrawnAs } from '../drawn-as';
import { createRequiredContext } from '../required-context';
import type { appMachine } from './app.machine';
import type { MemberActors } from './app.types';

export type AppActor = ActorRefFrom<typeof appMachine>;

const [Provider, useAppActor] = createRequiredContext<AppActor>('useApp', 'AppProvider');
export { useAppActor };

/** Hands the running app chart to the views below (the router shell; tests that drive it). */
export function AppProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
}

// While the server's drawing is taken over, the app is a visitor's, as the server drew it (drawn-as.ts).
const none = () => null;
const no = () => false;

/** A signed-in chart the app runs (balance, logout, reality check…), or null while there is none. */
export function useMemberActor<K extends keyof MemberActors>(name: K): MemberActors[K] | null {
  return useSelectorDrawnAs(useAppActor(), (s) => s.context.members?.[name] ?? null, none);
}

/** Whether an account is signed in as the app chart knows it, and its kind (member, agent, trial). */
export function useAppAccount() {
  const actor = useAppActor();
  const signedIn = useSelectorDrawnAs(actor, (s) => s.hasTag('app:signedIn'), no);
  const kind = useSelectorDrawnAs(actor, (s) => s.context.kind, none);
  return { signedIn, kind };
}

/** The signed-in charts' state as the header shows it: loading their code, failed, or running. */
export function useMemberParts() {
  const actor = useAppActor();
  const loading = useSelector(actor, (s) => s.matches({ signedIn: 'loading' }));
  const failed = useSelector(actor, (s) => s.matches({ signedIn: 'failed' }));
  const intents = useMemo(() => ({ retry: () => actor.send({ type: 'app.retry' }) }), [actor]);
  return { loading, failed, ...intents };
}

/** Intents other charts' hosts hand to their charts: "the account was signed out here". */
export function useAppIntents() {
  const actor = useAppActor();
  return useMemo(() => ({ signOut: () => actor.send({ type: 'app.signOut' }) }), [actor]);
}
