import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { agentCenterMachine } from './agent-center.machine';
import type { AgentCenterPage } from './agent-center.pages';
import { offeredPages } from './agent-center.rules';
import { createAgentCenterLogic } from './agent-center.runtime';

export type AgentCenterActor = ActorRefFrom<typeof agentCenterMachine>;

/**
 * The agent center chart on the app's API client for the lifetime of the overlay. `opening` is
 * what the overlay was opened with (the modal's props, a new object each time it is opened);
 * its `page` is anything, checked by the chart against the menu. The first opening is the
 * chart's input; the modal opened again while shown (the header's Agent button) is the chart's
 * `agentCenter.go`, the transition the menu's buttons take, even for the same page, so the
 * chart alone decides what shows. `loadSection` fetches a page's section code (the views know
 * where it lives).
 */
export function useAgentCenterActor(opening: { readonly page?: unknown }, loadSection: (page: AgentCenterPage) => Promise<void>): AgentCenterActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createAgentCenterLogic({ api, loadSection }));
  const actor = useActorRef(logic, { input: { requested: opening.page } });
  const seen = useRef(opening);
  useEffect(() => {
    if (seen.current === opening) return;
    seen.current = opening;
    actor.send({ type: 'agentCenter.go', page: opening.page });
  }, [opening, actor]);
  return actor;
}

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
