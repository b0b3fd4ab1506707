import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ContractAnswerRequest, ContractEndRequest } from '../../../api/schemas/agent';
import type {
  Consolidated,
  Contract,
  ContractKind,
  ContractOfferRequest,
  ContractOverview,
  ContractRequest,
  ContractsQuery,
  TeamMemberPage,
  TeamQuery,
} from '../contract.types';

type Api = Pick<ApiClient, 'call'>;

/** The relay call of each kind (SPEC §7 home: dividend, daily salary, contract hourly salary, real-time salary). */
export const REQUEST_ENDPOINT = {
  dividend: 'dividendRequest',
  daily: 'dailySalaryRequest',
  hourly: 'hourlySalaryRequest',
  realtime: 'realtimeSalaryRequest',
} as const satisfies Record<ContractKind, string>;

/** GET /wps/member/info/funds/consolidated. */
export function createCheckConsolidated(api: Api) {
  return fromPromise<Consolidated>(({ signal }) => api.call('consolidated', { signal }));
}

/** GET /wps/relay/ACS_…Req of the kind. */
export function createLoadRequest(api: Api) {
  return fromPromise<ContractRequest, { kind: ContractKind }>(({ input, signal }) => api.call(REQUEST_ENDPOINT[input.kind], { signal }));
}

/** GET /wps/agent/contracts?kind=&page=. */
export function createLoadContracts(api: Api) {
  return fromPromise<ContractOverview, ContractsQuery>(({ input, signal }) =>
    api.call('contracts', { query: { kind: input.kind, page: input.page }, signal }),
  );
}

/** GET /wps/agent/team?scope=direct&type=agent(&keyword=): the direct downline agents, first page. */
export function createLoadTeam(api: Api) {
  return fromPromise<TeamMemberPage, TeamQuery>(({ input, signal }) =>
    api.call('agentTeam', { query: { scope: 'direct', type: 'agent', keyword: input.keyword || undefined, sort: 'account', order: 'asc', page: 1 }, signal }),
  );
}

/** PUT /wps/agent/contract. */
export function createOfferContract(api: Api) {
  return fromPromise<Contract, ContractOfferRequest>(({ input, signal }) => api.call('contractOffer', { body: input, signal }));
}

/** POST /wps/agent/contract/answer. */
export function createAnswerContract(api: Api) {
  return fromPromise<Contract, ContractAnswerRequest>(({ input, signal }) => api.call('contractAnswer', { body: input, signal }));
}

/** POST /wps/agent/contract/end. */
export function createEndContract(api: Api) {
  return fromPromise<Contract, ContractEndRequest>(({ input, signal }) => api.call('contractEnd', { body: input, signal }));
}
