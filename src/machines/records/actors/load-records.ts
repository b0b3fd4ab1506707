import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { ResponseOf } from '../../../api/endpoints';
import type { RecordKind, RecordQuery } from '../records.types';

/** The endpoint of each record screen (src/api/endpoints.ts, Money block). */
export const RECORD_ENDPOINTS = {
  bets: 'betRecords',
  transactions: 'accountRecords',
  profit: 'profitReport',
  bonus: 'bonusRecords',
} as const satisfies Record<RecordKind, string>;

export type RecordData<K extends RecordKind> = ResponseOf<(typeof RECORD_ENDPOINTS)[K]>;

/** `?start=&end=&page=` plus the filters that are set (an empty filter means all and is not sent). */
export function recordSearchParams(query: RecordQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { start: query.start, end: query.end, page: query.page };
  for (const [name, value] of Object.entries(query.filters)) if (value) params[name] = value;
  return params;
}

/** GET /wps/records/… (token) for one query; aborted when the chart moves on. */
export function createLoadRecords<K extends RecordKind>(api: Pick<ApiClient, 'call'>, kind: K) {
  return fromPromise<RecordData<K>, RecordQuery>(
    ({ input, signal }) => api.call(RECORD_ENDPOINTS[kind], { query: recordSearchParams(input), signal }) as Promise<RecordData<K>>,
  );
}
