import { Hono } from 'hono';
import { referralEndpoints as e } from '../../../src/api/referral-endpoints';
import { MissionClaimRequest, ReferralClaimRequest } from '../../../src/api/schemas/referral';
import { pick } from '../../domain/localize';
import { parsePage } from '../../domain/money/records';
import { missionLeaderboard } from '../../domain/referral/leaderboard';
import { claimMission, listMissions, missionCount } from '../../domain/referral/missions';
import { claimReferralReward, listInvitees, REWARD_NAME, referralInfo } from '../../domain/referral/referrals';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { body } from '../../wire/body';
import { locale } from '../../wire/request';
import { type C, handle, moneyInput, queryField, userId } from '../../wire/money-context';

/**
 * Invite friends (referral) and missions (issue #7; docs/engagement.md "Referral", "Missions").
 * Token and the `referral` module come from the registry (the wire middleware: 401, 403
 * function.not.available); trial accounts get 403 in_need_true_account. Every read and claim
 * is the session's own member: no endpoint takes a member id.
 */
export function referralRoutes(s: Services) {
  const now = () => s.clock.now();
  const merchantCode = (c: C) => c.get('merchant').code;
  const real = realAccountOnly;
  return new Hono<AppEnv>()
    .get(e.referralInfo.path, real, handle(async (c) => ok(c, await referralInfo(s.db, merchantCode(c), userId(c), now()))))
    .get(e.referralInvitees.path, real, handle(async (c) => ok(c, await listInvitees(s.db, userId(c), parsePage(queryField(c, 'page'))))))
    .post(
      e.referralClaim.path,
      real,
      handle(async (c) => {
        const input = moneyInput(await body(c), ReferralClaimRequest, { requestId: true });
        const claim = { merchantCode: merchantCode(c), userId: userId(c), referralId: input.referralId, requestId: input.requestId, name: pick(REWARD_NAME, locale(c).lang, locale(c).fallback), at: now() };
        return ok(c, await claimReferralReward(s.db, claim));
      }),
    )
    .get(e.missionList.path, real, handle(async (c) => ok(c, await listMissions(s.db, merchantCode(c), userId(c), now(), locale(c)))))
    .get(e.missionCount.path, real, handle(async (c) => ok(c, { count: await missionCount(s.db, merchantCode(c), userId(c), now()) })))
    .post(
      e.missionClaim.path,
      real,
      handle(async (c) => {
        const input = moneyInput(await body(c), MissionClaimRequest, { requestId: true });
        const claim = { merchantCode: merchantCode(c), userId: userId(c), missionId: input.missionId, requestId: input.requestId, at: now(), l: locale(c) };
        return ok(c, await claimMission(s.db, claim));
      }),
    )
    .get(e.missionLeaderboard.path, real, handle(async (c) => ok(c, await missionLeaderboard(s.db, merchantCode(c), userId(c), now()))));
}
