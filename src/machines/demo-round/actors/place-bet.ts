import { fromPromise } from 'xstate';
import type { VendorClient } from '../../../vendor/client';
import type { FixturePick, PlayInput, PlayOutput } from '../demo-round.types';

/** POST /demo-vendor/api/bet: the slip's one selection on a fixture, idempotent by requestId. */
export function createPlaceBet(client: Pick<VendorClient, 'bet'>) {
  return fromPromise<PlayOutput, PlayInput>(async ({ input, signal }) => {
    const { fixtureId, pick } = input.choice as FixturePick;
    const { bet, balance } = await client.bet({ requestId: input.requestId, fixtureId, pick, stake: input.stake }, signal);
    return { played: { kind: 'bet', bet }, balance };
  });
}
