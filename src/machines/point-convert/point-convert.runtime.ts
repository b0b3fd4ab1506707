import type { ApiClient } from '../../api/client';
import { announceBalanceChanged } from '../balance/balance-signal';
import { announcePointsChanged } from '../redeem/points-signal';
import { createLoadConvert, createSubmitConvert } from './actors/point-convert-actors';
import { pointConvertMachine } from './point-convert.machine';

export interface ConvertDeps {
  api: Pick<ApiClient, 'call'>;
  announceBalanceChanged?: () => void;
  announcePointsChanged?: () => void;
}

export function createConvertImplementations({ api, announceBalanceChanged: money = announceBalanceChanged, announcePointsChanged: points = announcePointsChanged }: ConvertDeps) {
  return {
    actors: { loadConvert: createLoadConvert(api), submitConvert: createSubmitConvert(api) },
    actions: { announceBalanceChanged: () => money(), announcePointsChanged: () => points() },
  };
}

export function createConvertLogic(deps: ConvertDeps) {
  return pointConvertMachine.provide(createConvertImplementations(deps));
}
