import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { BindCodeRequest, BindRequest, SecurityInfo } from '../bind-contact.types';

type Api = Pick<ApiClient, 'call'>;

/** POST /wps/verification/bind (token): the code by SMS or by mail. */
export function createSendBindCode(api: Api) {
  return fromPromise<{ expiredMinutes: number }, BindCodeRequest>(({ input, signal }) => api.call('bindCode', { body: input, signal }));
}

/** POST /wps/member/bind (token): answers the security info with the new binding. */
export function createBindContact(api: Api) {
  return fromPromise<SecurityInfo, BindRequest>(({ input, signal }) => api.call('bind', { body: input, signal }));
}
