import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ChangePasswordRequest } from '../change-password.types';

/** POST /wps/member/password (token, encrypted). */
export function createChangePassword(api: Pick<ApiClient, 'call'>) {
  return fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
    await api.call('changePassword', { body: input, signal });
  });
}
