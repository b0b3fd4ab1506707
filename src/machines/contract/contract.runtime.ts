import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { BillPage, ContractKind } from '../../api/schemas/agent';
import { reportSearchParams } from '../agent-center/agent-report.chart';
import type { ReportQuery } from '../agent-center/agent-report.types';
import {
  createAnswerContract,
  createCheckConsolidated,
  createEndContract,
  createLoadContracts,
  createLoadRequest,
  createLoadTeam,
  createOfferContract,
} from './actors/contract-actors';
import { CONTRACT_BILLS, contractBillsMachine } from './contract-bills.machine';
import { contractMachine } from './contract.machine';

export interface ContractDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createContractImplementations({ api }: ContractDeps) {
  return {
    actors: {
      checkConsolidated: createCheckConsolidated(api),
      loadRequest: createLoadRequest(api),
      loadContracts: createLoadContracts(api),
      loadTeam: createLoadTeam(api),
      offerContract: createOfferContract(api),
      answerContract: createAnswerContract(api),
      endContract: createEndContract(api),
    },
  };
}

export function createContractLogic(deps: ContractDeps) {
  return contractMachine.provide(createContractImplementations(deps));
}

/** The bills chart of a kind with its real loader: GET /wps/agent/bills?kind=&side=&start=&end=&page=. */
export function createContractBillsLogic({ api }: ContractDeps, kind: ContractKind) {
  return contractBillsMachine.provide({
    actors: {
      load: fromPromise<BillPage, ReportQuery>(({ input, signal }) =>
        api.call('agentBills', { query: { kind, ...reportSearchParams(input, CONTRACT_BILLS) }, signal }),
      ),
    },
  });
}
