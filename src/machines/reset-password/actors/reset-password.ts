import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ResetPasswordRequest } from '../reset-password.types';

/** POST /wps/member/password/email/reset (encrypted). */
export function createResetPassword(api: Pick<ApiClient, 'call'>) {
  return fromPromise<void, ResetPasswordRequest>(async ({ input, signal }) => {
    await api.call('resetByEmailCode', { body: input, signal });
  });
}
