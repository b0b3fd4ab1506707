import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { LoginResult } from '../forgot-password.types';

/** POST /wps/member/password/email (username, email). */
export function createRequestEmail(api: Pick<ApiClient, 'call'>) {
  return fromPromise<void, { username: string; email: string }>(async ({ input, signal }) => {
    await api.call('forgotByEmail', { body: input, signal });
  });
}

/** POST /wps/member/password/verification (encrypted). */
export function createResetByPhone(api: Pick<ApiClient, 'call'>) {
  return fromPromise<{ account: string }, { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }>(
    ({ input, signal }) => api.call('resetByPhone', { body: input, signal }),
  );
}

/** The automatic login after a phone reset: POST /wps/session/login with the new password. */
export function createAutoLogin(api: Pick<ApiClient, 'call'>) {
  return fromPromise<LoginResult, { username: string; password: string }>(({ input, signal }) =>
    api.call('login', { body: { type: 'username', username: input.username, password: input.password }, signal }),
  );
}
