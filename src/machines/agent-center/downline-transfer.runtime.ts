import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { uplineTransferMachine } from '../upline-transfer/upline-transfer.machine';
import { uplineSetup } from '../upline-transfer/upline-transfer.rules';
import type { TransferResult, UplineSetup, UplineTransferRequest } from '../upline-transfer/upline-transfer.types';

export interface DownlineTransferDeps {
  api: Pick<ApiClient, 'call'>;
  /** The direct downline the agent picked in team management. */
  downline: { account: string; nickname: string };
}

/**
 * Transfer to a direct downline (SPEC §6 "Agent: … transfer to downline"): the member center's
 * upline-transfer chart as it is — amount, payment password, one idempotency key per intent,
 * retry on an unknown outcome — with the receiver being the downline: the setup names it (the
 * chart calls the receiver `upline`) and the request goes to POST /wps/transfer/downline.
 * The server checks that it is a direct downline (404 money.transfer.downline otherwise).
 */
export function createDownlineTransferLogic({ api, downline }: DownlineTransferDeps) {
  return uplineTransferMachine.provide({
    actors: {
      loadUpline: fromPromise<UplineSetup>(async ({ signal }) => {
        const balance = await api.call('walletBalance', { signal });
        return uplineSetup({ upline: downline, toUpline: true, downlines: [] }, balance);
      }),
      transferUpline: fromPromise<TransferResult, UplineTransferRequest>(({ input, signal }) =>
        api.call('transferDownline', { body: { ...input, downline: downline.account }, signal }),
      ),
    },
    actions: { announceBalanceChanged: () => announceBalanceChanged() },
  });
}
