import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ProfileUpdate, SecurityInfo } from '../profile.types';

/** PUT /wps/member/profile: answers the security info as stored. */
export function createSaveProfile(api: Pick<ApiClient, 'call'>) {
  return fromPromise<SecurityInfo, ProfileUpdate>(({ input, signal }) => api.call('profile', { body: input, signal }));
}
