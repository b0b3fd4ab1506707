import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct } from './endpoints';
import type * as ReferralSchemas from './schemas/referral';

type Referral = typeof ReferralSchemas;
/** A referral-group schema by name, loaded on first use (member-only code). */
function referral<K extends keyof Referral>(name: K): LazyStruct<Referral[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/referral.ts', load: () => import('./schemas/referral').then((m) => m[name] as never) };
}

/** White-label module of the referral promotion (SPEC §2 "shown if the referral promotion is enabled"). */
const REFERRAL = { token: true, module: 'referral' } as const;

/**
 * Invite friends (referral) and missions (issue #7; docs/engagement.md). Part of the lazy engagement group
 * (./engagement-endpoints.ts): the client loads it on first use; the server's registry includes it.
 * Real accounts only (trial accounts: 403 in_need_true_account). Claims carry `requestId`.
 */
export const referralEndpoints = {
  referralInfo: endpoint('GET', '/wps/referral/info', referral('ReferralInfo'), REFERRAL),
  /** `?page=` the member's invitees, newest first. */
  referralInvitees: endpoint('GET', '/wps/referral/invitees', referral('InviteePage'), REFERRAL),
  referralClaim: endpoint('POST', '/wps/referral/reward', referral('RewardClaimed'), REFERRAL),
  missionList: endpoint('GET', '/wps/mission/list', referral('MissionList'), { token: true }),
  missionCount: endpoint('GET', '/wps/mission/count', referral('MissionCount'), { token: true }),
  missionClaim: endpoint('POST', '/wps/mission/claim', referral('RewardClaimed'), { token: true }),
  missionLeaderboard: endpoint('GET', '/wps/mission/leaderboard', referral('MissionLeaderboard'), { token: true }),
} as const satisfies Record<string, Endpoint<any>>;
