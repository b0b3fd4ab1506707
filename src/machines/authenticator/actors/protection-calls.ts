import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ProtectionStatus, TotpConfirmResult, TotpDisableRequest, TotpEnrolment } from '../authenticator.types';

type Api = Pick<ApiClient, 'call'>;

/** GET /wps/member/protection. */
export const createLoadProtection = (api: Api) => fromPromise<ProtectionStatus>(({ signal }) => api.call('protectionStatus', { signal }));
/** POST /wps/member/protection/totp/start. */
export const createStartTotp = (api: Api) => fromPromise<TotpEnrolment>(({ signal }) => api.call('totpStart', { body: {}, signal }));
/** POST /wps/member/protection/totp/confirm. */
export const createConfirmTotp = (api: Api) =>
  fromPromise<TotpConfirmResult, { code: string }>(({ input, signal }) => api.call('totpConfirm', { body: input, signal }));
/** POST /wps/member/protection/totp/disable (encrypted). */
export const createDisableTotp = (api: Api) =>
  fromPromise<void, TotpDisableRequest>(async ({ input, signal }) => {
    await api.call('totpDisable', { body: input, signal });
  });
