import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { LoginRequest, LoginResult, SmsSent, VerifyLoginRequest } from '../login.types';

/** POST /wps/session/login (encrypted by the client). */
export function createSubmitLogin(api: Pick<ApiClient, 'call'>) {
  return fromPromise<LoginResult, LoginRequest>(({ input, signal }) => api.call('login', { body: input, signal }));
}

/** POST /wps/session/login/verify/code: sends the new-IP challenge code by SMS or e-mail. */
export function createSendChallengeCode(api: Pick<ApiClient, 'call'>) {
  return fromPromise<SmsSent, { challengeId: string; method: 'sms' | 'email' }>(({ input, signal }) =>
    api.call('loginChallengeCode', { body: input, signal }),
  );
}

/** POST /wps/session/login/verify (encrypted): answers the challenge, gives the session. */
export function createVerifyLogin(api: Pick<ApiClient, 'call'>) {
  return fromPromise<LoginResult, VerifyLoginRequest>(({ input, signal }) => api.call('loginVerify', { body: input, signal }));
}
