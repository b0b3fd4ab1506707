import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { RegistrationSetting } from '../../api/validation/registration';
import { agentRegisterMachine } from './agent-register.machine';
import type { AgentRegistered, AgentRegisterRequest } from './agent-register.types';

export interface AgentRegisterDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createAgentRegisterLogic({ api }: AgentRegisterDeps) {
  return agentRegisterMachine.provide({
    actors: {
      loadSetting: fromPromise<RegistrationSetting>(({ signal }) => api.call('registerSetting', { signal })),
      /** PUT /wps/agent/register: the client encrypts it (endpoint flag `encrypted`). */
      registerDownline: fromPromise<AgentRegistered, AgentRegisterRequest>(({ input, signal }) => api.call('agentRegister', { body: input, signal })),
    },
  });
}
