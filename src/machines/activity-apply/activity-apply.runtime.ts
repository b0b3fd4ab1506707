import type { ApiClient } from '../../api/client';
import { createSubmitApplication } from './actors/activity-apply-actors';
import { activityApplyMachine } from './activity-apply.machine';

export interface ActivityApplyDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createActivityApplyImplementations({ api }: ActivityApplyDeps) {
  return { actors: { submitApplication: createSubmitApplication(api) } };
}

export function createActivityApplyLogic(deps: ActivityApplyDeps) {
  return activityApplyMachine.provide(createActivityApplyImplementations(deps));
}
