import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import type * as CareSchemas from './schemas/care';

type Care = typeof CareSchemas;
/** A care schema by name, loaded on first use (member-only code). */
function care<K extends keyof Care>(name: K): LazyStruct<Care[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/care.ts', load: () => import('./schemas/care').then((m) => m[name] as never) };
}

/**
 * Responsible gambling: deposit limits, reality check, time-out, self-exclusion (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 * Real accounts only (a trial account answers 403 in_need_true_account).
 */
export const careEndpoints = {
  careStatus: endpoint('GET', '/wps/care/status', care('CareStatus'), { token: true }),
  careDepositLimit: endpoint('POST', '/wps/care/deposit-limit', care('DepositLimitChange'), { token: true }),
  careRealityCheckSet: endpoint('POST', '/wps/care/reality-check', care('RealityCheckSetting'), { token: true }),
  careRealityCheck: endpoint('GET', '/wps/care/reality-check', care('RealityCheck'), { token: true }),
  /** Ends the caller's session at once (the answer is the last one it gets). */
  careExclusion: endpoint('POST', '/wps/care/exclusion', care('Exclusion'), { token: true }),
  careNetDeposits: endpoint('GET', '/wps/care/net-deposits', care('NetDepositSummary'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
