import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { LoginHistory } from '../login-history.types';

type Api = Pick<ApiClient, 'call'>;

/** GET /wps/member/protection/logins?page=. */
export const createLoadLogins = (api: Api) =>
  fromPromise<LoginHistory, { page: number }>(({ input, signal }) => api.call('loginHistory', { query: { page: input.page }, signal }));
/** POST /wps/member/protection/not-me: the answer is the last this session gets. */
export const createReportNotMe = (api: Api) =>
  fromPromise<void>(async ({ signal }) => {
    await api.call('notMe', { body: {}, signal });
  });
