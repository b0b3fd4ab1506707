import { fromPromise } from 'xstate';
import type { VendorClient } from '../../../vendor/client';
import type { PlayInput, PlayOutput } from '../demo-round.types';

/** POST /demo-vendor/api/round: one instant round, idempotent by requestId. */
export function createPlayRound(client: Pick<VendorClient, 'round'>) {
  return fromPromise<PlayOutput, PlayInput>(async ({ input, signal }) => {
    const { round, balance } = await client.round({ requestId: input.requestId, stake: input.stake, choice: input.choice }, signal);
    return { played: { kind: 'round', round }, balance };
  });
}
