import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { systemStatusMachine } from './system-status.machine';

export type SystemStatusActor = ActorRefFrom<typeof systemStatusMachine>;

const Ctx = createContext<SystemStatusActor | null>(null);

export function SystemStatusProvider({ actor, children }: { actor: SystemStatusActor; children: ReactNode }) {
  return <Ctx.Provider value={actor}>{children}</Ctx.Provider>;
}

export function useSystemStatusActor(): SystemStatusActor {
  const actor = useContext(Ctx);
  if (!actor) throw new Error('useSystemStatus needs <SystemStatusProvider>');
  return actor;
}

export type SystemView = 'loading' | 'retrying' | 'normal' | 'maintenance' | 'regionRestricted';

/** What the app root needs: which page to show, the loaded config, and the intents. */
export function useSystemStatus() {
  const actor = useSystemStatusActor();
  const view = useSelector(actor, (s) => s.value as SystemView);
  const status = useSelector(actor, (s) => s.context.status);
  const whitelabel = useSelector(actor, (s) => s.context.whitelabel);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'system.retry' }));
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'system.retry' }),
      refresh: () => actor.send({ type: 'system.refresh' }),
    }),
    [actor],
  );
  return { view, status, whitelabel, errorKey, canRetry, ...intents };
}

/** The loaded white-label config; only valid under a `normal` (or restricted) root. */
export function useWhitelabel() {
  const actor = useSystemStatusActor();
  return useSelector(actor, (s) => s.context.whitelabel);
}
