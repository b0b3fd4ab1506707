import type { VendorClient } from '../../vendor/client';
import { createLoadBalance } from './actors/load-balance';
import { createPlaceBet } from './actors/place-bet';
import { createPlayRound } from './actors/play-round';
import { demoRoundMachine } from './demo-round.machine';

export interface DemoRoundDeps {
  client: Pick<VendorClient, 'round' | 'bet' | 'balance'>;
  /** Instant engines play rounds; the sports and e-sports boards place fixture bets. */
  mode: 'round' | 'bet';
  /** Tells the site around the page that the balance moved. */
  announceBalance: () => void;
}

export function createDemoRoundImplementations({ client, mode, announceBalance }: DemoRoundDeps) {
  return {
    actors: {
      play: mode === 'bet' ? createPlaceBet(client) : createPlayRound(client),
      loadBalance: createLoadBalance(client),
    },
    actions: { announceBalance: () => announceBalance() },
  };
}

export function createDemoRoundLogic(deps: DemoRoundDeps) {
  return demoRoundMachine.provide(createDemoRoundImplementations(deps));
}
