import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { agentCenterMachine } from './agent-center.machine';
import { offeredPages } from './agent-center.rules';

export type AgentCenterActor = ActorRefFrom<typeof agentCenterMachine>;

/** The overlay as a whole, then the section panel inside it (read from tags, not state names). */
export type AgentCenterStatus = 'loading' | 'failed' | 'refused' | 'shown';
export type AgentSectionStatus = 'loading' | 'failed' | 'ready';

export function useAgentCenter(actor: AgentCenterActor) {
  const status = useSelector(actor, (s): AgentCenterStatus =>
    s.hasTag('state:loading') ? 'loading' : s.hasTag('state:error') ? 'failed' : s.hasTag('state:refused') ? 'refused' : 'shown',
  );
  const section = useSelector(actor, (s): AgentSectionStatus => (s.hasTag('section:loading') ? 'loading' : s.hasTag('section:error') ? 'failed' : 'ready'));
  const page = useSelector(actor, (s) => s.context.page);
  const menu = useSelector(actor, (s) => s.context.menu);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const pages = useMemo(() => offeredPages(menu), [menu]);
  const intents = useMemo(
    () => ({
      go: (next: unknown) => actor.send({ type: 'agentCenter.go', page: next }),
      retry: () => actor.send({ type: 'agentCenter.retry' }),
    }),
    [actor],
  );
  return { status, section, page, pages, menu, errorKey, ...intents };
}
