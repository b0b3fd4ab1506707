import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { FreeplayResult } from '../session.types';

/** POST /wps/session/login/freeplay (SPEC §7: os, platform W). */
export function createStartFreeplay(api: Pick<ApiClient, 'call'>, os: () => string = () => navigator.platform || 'web') {
  return fromPromise<FreeplayResult>(({ signal }) => api.call('loginFreeplay', { body: { os: os(), platform: 'W' }, signal }));
}
