import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ConvertResult } from '../../../api/schemas/points';
import type { ConvertRequest, ConvertSetup } from '../point-convert.types';

type Api = Pick<ApiClient, 'call'>;

/** Point config, balance and security info, together. */
export function createLoadConvert(api: Api) {
  return fromPromise<ConvertSetup>(async ({ signal }) => {
    const [config, balance, security] = await Promise.all([
      api.call('pointConfig', { signal }),
      api.call('pointBalance', { signal }),
      api.call('security', { signal }),
    ]);
    return { config, points: balance.points, hasPaymentPassword: security.hasPaymentPassword };
  });
}

/** PTS_convertPoint (token, encrypted). */
export function createSubmitConvert(api: Api) {
  return fromPromise<ConvertResult, ConvertRequest>(({ input, signal }) => api.call('pointConvert', { body: input, signal }));
}
