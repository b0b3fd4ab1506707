import { Hono } from 'hono';
import { pointsEndpoints as e } from '../../../src/api/points-endpoints';
import { ConvertRequest, PointRecordType, RedeemRequest, RedemptionStatus } from '../../../src/api/schemas/points';
import { convertPoints } from '../../domain/points/convert';
import { memberPoints } from '../../domain/points/ledger';
import { pointRecords } from '../../domain/points/records';
import { listRedemptions, listRewards, redeemReward } from '../../domain/points/redeem';
import { loadPointSettings, pointConfig } from '../../domain/points/settings';
import { vipLevels, vipProgress } from '../../domain/points/vip';
import { parseEnum, parsePage } from '../../domain/money/records';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { type C, handle, merchant, moneyInput, queryField, userId } from '../../wire/money-context';

/** The request's language and the merchant default (names of rewards and levels are localized). */
const lang = (c: C) => ({ lang: c.get('lang'), fallback: c.get('merchant').profile.brand.defaultLanguage.toLowerCase() });

/**
 * Points mall and VIP (issue #7; docs/engagement.md "Points", "VIP"). Token and encryption
 * flags come from the registry; every points call is for real accounts only (trial accounts:
 * 403 in_need_true_account); a member only ever reads and moves its own points. The VIP levels
 * are public (the /vip page shows them to visitors).
 */
export function pointsRoutes(s: Services) {
  const d = s.money;
  const real = realAccountOnly;
  return new Hono<AppEnv>()
    .get(
      e.pointBalance.path,
      real,
      handle(async (c) => ok(c, { points: await memberPoints(s.db, c.get('merchant').code, userId(c)) })),
    )
    .get(
      e.pointRewards.path,
      real,
      handle(async (c) => ok(c, await listRewards(s.db, c.get('merchant').code, userId(c), lang(c)))),
    )
    .post(
      e.pointRedeem.path,
      real,
      handle(async (c) => {
        // quantity is the domain's to judge (points.quantity.invalid), not a malformed field.
        const input = moneyInput(c.get('payload'), RedeemRequest, { requestId: true, loose: ['quantity'] });
        return ok(c, await redeemReward(d, merchant(c), userId(c), input, lang(c)));
      }),
    )
    .get(
      e.pointRedemptions.path,
      real,
      handle(async (c) => {
        const status = parseEnum('status', queryField(c, 'status'), Object.values(RedemptionStatus.schema));
        return ok(c, await listRedemptions(s.db, userId(c), parsePage(queryField(c, 'page')), status, lang(c)));
      }),
    )
    .get(
      e.pointConfig.path,
      real,
      handle(async (c) => ok(c, pointConfig(merchant(c), await loadPointSettings(s.db, c.get('merchant').code)))),
    )
    .get(
      e.pointRecords.path,
      real,
      handle(async (c) => {
        const type = parseEnum('type', queryField(c, 'type'), Object.values(PointRecordType.schema));
        return ok(c, await pointRecords(s.db, c.get('merchant').code, userId(c), parsePage(queryField(c, 'page')), type, lang(c)));
      }),
    )
    .post(
      e.pointConvert.path,
      real,
      handle(async (c) => {
        const input = moneyInput(c.get('payload'), ConvertRequest, { requestId: true, loose: ['points'] });
        return ok(c, await convertPoints(d, merchant(c), userId(c), input));
      }),
    )
    .get(
      e.vipLevels.path,
      handle(async (c) => {
        const l = lang(c);
        return ok(c, await vipLevels(s.db, merchant(c), l.lang, l.fallback));
      }),
    )
    .get(
      e.vipProgress.path,
      real,
      handle(async (c) => {
        const l = lang(c);
        return ok(c, await vipProgress(s.db, merchant(c), userId(c), l.lang, l.fallback));
      }),
    );
}
