import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { MemberInfo } from '../../../api/schemas/account';

/**
 * GET /wps/member/info. The API client reads the token from sessionStorage, so the new
 * token is stored first (`storeToken`).
 */
export function createLoadMember(api: Pick<ApiClient, 'call'>, storeToken: (token: string) => void) {
  return fromPromise<MemberInfo, { token: string }>(({ input, signal }) => {
    storeToken(input.token);
    return api.call('memberInfo', { signal });
  });
}
