import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { SetMemberTypeRequest } from '../../api/schemas/agent';
import { teamMemberMachine } from './team-member.machine';
import type { TeamMember, TeamMemberDetail } from './team-member.types';

export interface TeamMemberDeps {
  api: Pick<ApiClient, 'call'>;
  /** A change went through: the team list reloads. */
  onChanged: () => void;
}

export function createTeamMemberLogic({ api, onChanged }: TeamMemberDeps) {
  return teamMemberMachine.provide({
    actors: {
      loadMember: fromPromise<TeamMemberDetail, { account: string }>(({ input, signal }) => api.call('agentMember', { query: { account: input.account }, signal })),
      setType: fromPromise<TeamMember, SetMemberTypeRequest>(({ input, signal }) => api.call('agentSetType', { body: input, signal })),
      setRebate: fromPromise<TeamMember, { account: string; rebateBps: number }>(({ input, signal }) => api.call('agentSetRebate', { body: input, signal })),
    },
    actions: { memberChanged: () => onChanged() },
  });
}
