import type { ApiClient } from '../../api/client';
import { createLoadRedeem, createSubmitRedeem } from './actors/redeem-actors';
import { announcePointsChanged } from './points-signal';
import { redeemMachine } from './redeem.machine';

export interface RedeemDeps {
  api: Pick<ApiClient, 'call'>;
  announcePointsChanged?: () => void;
}

export function createRedeemImplementations({ api, announcePointsChanged: announce = announcePointsChanged }: RedeemDeps) {
  return {
    actors: { loadRedeem: createLoadRedeem(api), submitRedeem: createSubmitRedeem(api) },
    actions: { announcePointsChanged: () => announce() },
  };
}

export function createRedeemLogic(deps: RedeemDeps) {
  return redeemMachine.provide(createRedeemImplementations(deps));
}
