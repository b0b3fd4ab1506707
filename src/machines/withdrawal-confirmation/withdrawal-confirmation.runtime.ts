import type { ApiClient } from '../../api/client';
import { createConfirmWithdrawal, createUploadProof } from './actors/withdrawal-confirmation-actors';
import { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';

export interface WithdrawalConfirmationDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createWithdrawalConfirmationImplementations({ api }: WithdrawalConfirmationDeps) {
  return { actors: { uploadProof: createUploadProof(api), confirmWithdrawal: createConfirmWithdrawal(api) } };
}

export function createWithdrawalConfirmationLogic(deps: WithdrawalConfirmationDeps) {
  return withdrawalConfirmationMachine.provide(createWithdrawalConfirmationImplementations(deps));
}
