import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { DepositChannels } from '../deposit.types';

/** GET /wps/deposit/channels: the merchant's payment channels with their min–max. */
export function createLoadChannels(api: Pick<ApiClient, 'call'>) {
  return fromPromise<DepositChannels>(({ signal }) => api.call('depositChannels', { signal }));
}
