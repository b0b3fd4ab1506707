import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';

/** GET /wps/captcha: the answer is bound to an HttpOnly cookie; the value is the PNG. */
export function createLoadCaptcha(api: Pick<ApiClient, 'call'>) {
  return fromPromise<string>(({ signal }) => api.call('captcha', { signal }));
}
