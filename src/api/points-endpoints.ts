import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import type * as PointsSchemas from './schemas/points';

type Points = typeof PointsSchemas;
/** A points-group schema by name, loaded on first use. */
function points<K extends keyof Points>(name: K): LazyStruct<Points[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/points.ts', load: () => import('./schemas/points').then((m) => m[name] as never) };
}

/**
 * Points mall, point records, conversion, and VIP levels (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 * The seven points calls of SPEC §7 are relay calls with a token; trial accounts get 403 in_need_true_account.
 */
export const pointsEndpoints = {
  pointBalance: endpoint('GET', '/wps/relay/PTS_pointBalance', points('PointBalance'), { token: true }),
  pointRewards: endpoint('GET', '/wps/relay/PTS_pointReward', points('PointRewards'), { token: true }),
  /** Payment password checked before any point moves. */
  pointRedeem: endpoint('POST', '/wps/relay/PTS_redeemReward', points('RedeemResult'), { token: true, encrypted: true }),
  /** `?page=&status=` */
  pointRedemptions: endpoint('GET', '/wps/relay/PTS_redeemList', points('RedemptionPage'), { token: true }),
  pointConfig: endpoint('GET', '/wps/relay/PTS_pointConfig', points('PointConfig'), { token: true }),
  /** `?page=&type=` the member's point movements, newest first. */
  pointRecords: endpoint('GET', '/wps/relay/PTS_memberTransactionDetail', points('PointRecordPage'), { token: true }),
  /** Payment password checked before any point moves. */
  pointConvert: endpoint('POST', '/wps/relay/PTS_convertPoint', points('ConvertResult'), { token: true, encrypted: true }),
  /** VIP levels and benefits, for visitors too. */
  vipLevels: endpoint('GET', '/wps/vip/levels', points('VipLevels')),
  vipProgress: endpoint('GET', '/wps/vip/progress', points('VipProgress'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
