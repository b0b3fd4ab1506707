import { Hono } from 'hono';
import { careEndpoints as e } from '../../../src/api/care-endpoints';
import { DepositLimitRequest, ExclusionRequest, RealityCheckRequest } from '../../../src/api/schemas/care';
import { CARE } from '../../../src/config/care';
import { careThrottled } from '../../domain/care/errors';
import { exclude } from '../../domain/care/exclusions';
import { setDepositLimit } from '../../domain/care/limits';
import { realityCheck, setRealityCheck } from '../../domain/care/reality';
import { careStatus } from '../../domain/care/status';
import { netDeposits } from '../../domain/care/summary';
import { bumpCounter } from '../../repositories/rate-counters';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { body } from '../../wire/body';
import { type C, handle, moneyInput, userId } from '../../wire/money-context';

/**
 * Responsible gambling: deposit limits, reality check, time-out, self-exclusion (issue #7;
 * docs/engagement.md). Real accounts only, each member their own settings (the session's user).
 * Changes are throttled per member before any work (CARE.changesPerHour).
 */
export function careRoutes(s: Services) {
  const now = () => s.clock.now();
  const throttle = async (c: C) => {
    if ((await bumpCounter(s.db, `care:${userId(c)}`, now(), 3_600_000)) > CARE.changesPerHour) throw careThrottled();
  };
  const real = realAccountOnly;
  return new Hono<AppEnv>()
    .get(e.careStatus.path, real, handle(async (c) => ok(c, await careStatus(s.db, userId(c), now()))))
    .post(
      e.careDepositLimit.path,
      real,
      handle(async (c) => {
        const input = moneyInput(await body(c), DepositLimitRequest, { loose: ['period', 'amount'] });
        await throttle(c);
        return ok(c, await setDepositLimit(s.db, userId(c), input, now()));
      }),
    )
    .post(
      e.careRealityCheckSet.path,
      real,
      handle(async (c) => {
        const input = moneyInput(await body(c), RealityCheckRequest, { loose: ['minutes'] });
        await throttle(c);
        return ok(c, await setRealityCheck(s.db, userId(c), input.minutes, now()));
      }),
    )
    .get(e.careRealityCheck.path, real, handle(async (c) => ok(c, await realityCheck(s.db, userId(c), c.get('session')!.tokenHash, now()))))
    .post(
      e.careExclusion.path,
      real,
      handle(async (c) => {
        const input = moneyInput(await body(c), ExclusionRequest, { loose: ['kind', 'duration', 'confirm'] });
        await throttle(c);
        return ok(c, await exclude(s.db, userId(c), input, now()));
      }),
    )
    .get(e.careNetDeposits.path, real, handle(async (c) => ok(c, await netDeposits(s.db, userId(c), now()))));
}
