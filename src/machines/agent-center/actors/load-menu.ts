import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { AgentMenu } from '../agent-center.types';

/** GET /wps/agent/menu (token; 403 agent.only to anyone but an agent). */
export function createLoadMenu(api: Pick<ApiClient, 'call'>) {
  return fromPromise<AgentMenu>(({ signal }) => api.call('agentMenu', { signal }));
}
