import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { createLoadMenu } from './actors/load-menu';
import { agentCenterMachine } from './agent-center.machine';
import type { AgentCenterPage } from './agent-center.pages';

export interface AgentCenterDeps {
  api: Pick<ApiClient, 'call'>;
  /** Fetches a section's code; rejects when the chunk fails (the chart times it out). */
  loadSection: (page: AgentCenterPage) => Promise<void>;
}

export function createAgentCenterLogic({ api, loadSection }: AgentCenterDeps) {
  return agentCenterMachine.provide({
    actors: {
      loadMenu: createLoadMenu(api),
      loadSection: fromPromise<AgentCenterPage, { page: AgentCenterPage }>(async ({ input }) => {
        await loadSection(input.page);
        return input.page;
      }),
    },
  });
}
