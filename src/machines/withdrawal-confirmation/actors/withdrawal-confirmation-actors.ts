import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { Withdrawal } from '../../../api/schemas/money';
import type { WithdrawalConfirmRequest } from '../withdrawal-confirmation.types';

type Api = Pick<ApiClient, 'call'>;

/** PUT /wps/withdrawal/proof: multipart/form-data with the image as field `file`. */
export function createUploadProof(api: Api) {
  return fromPromise<{ proofId: string }, { file: File }>(({ input, signal }) => {
    const body = new FormData();
    body.append('file', input.file, input.file.name);
    return api.call('withdrawalProof', { body, signal });
  });
}

/** POST /wps/withdrawal/confirm. */
export function createConfirmWithdrawal(api: Api) {
  return fromPromise<Withdrawal, WithdrawalConfirmRequest>(({ input, signal }) => api.call('withdrawalConfirm', { body: input, signal }));
}
