import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createRequiredContext } from '../required-context';
import { selectModuleEnabled } from './system-status.selectors';
import type { systemStatusMachine } from './system-status.machine';

export type SystemStatusActor = ActorRefFrom<typeof systemStatusMachine>;

const [Provider, useSystemStatusActor] = createRequiredContext<SystemStatusActor>('useSystemStatus', 'SystemStatusProvider');
export { useSystemStatusActor };

export function SystemStatusProvider({ actor, children }: { actor: SystemStatusActor; children: ReactNode }) {
  return <Provider value={actor}>{children}</Provider>;
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

/** Whether the white-label tree turns a module on (false until the config is loaded). */
export function useModuleEnabled(modId: string): boolean {
  const actor = useSystemStatusActor();
  return useSelector(actor, (s) => selectModuleEnabled(s, modId));
}
