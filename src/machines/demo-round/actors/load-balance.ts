import { fromPromise } from 'xstate';
import type { VendorClient } from '../../../vendor/client';

/** GET /demo-vendor/api/balance: the game wallet's balance. */
export function createLoadBalance(client: Pick<VendorClient, 'balance'>) {
  return fromPromise<number>(async ({ signal }) => (await client.balance(signal)).balance);
}
