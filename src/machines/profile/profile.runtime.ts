import type { ApiClient } from '../../api/client';
import { createSaveProfile } from './actors/save-profile';
import { profileMachine } from './profile.machine';
import type { SecurityInfo } from './profile.types';

export interface ProfileDeps {
  api: Pick<ApiClient, 'call'>;
  saved: (info: SecurityInfo) => void;
}

export function createProfileImplementations({ api, saved }: ProfileDeps) {
  return { actors: { saveProfile: createSaveProfile(api) }, actions: { saved: (_: unknown, info: SecurityInfo) => saved(info) } };
}

export function createProfileLogic(deps: ProfileDeps) {
  return profileMachine.provide(createProfileImplementations(deps));
}
