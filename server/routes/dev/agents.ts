import { Hono } from 'hono';
import { enums, object, optional, size, string } from 'superstruct';
import { agentProfile } from '../../domain/agents/config';
import { kindEnabled } from '../../domain/agents/contracts/contracts';
import { foldAll } from '../../domain/agents/stats';
import { periodAt } from '../../domain/agents/settlement/periods';
import { settlePeriod } from '../../domain/agents/settlement/settle';
import type { Services } from '../../services';
import { ok, WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { check } from '../../wire/validate';
import { body } from '../account/session-handlers';

/** Dev-only: settle a contract kind's CURRENT period now (browser tests; docs/agents.md "Settlement"). */
export const DEV_SETTLE_PATH = '/dev/agents/settle';

const DevSettleRequest = object({ kind: enums(['dividend', 'daily', 'hourly', 'realtime']), merchant: optional(size(string(), 1, 32)) });

/**
 * POST /dev/agents/settle {kind, merchant?}: folds the waiting statistics, then settles the
 * period of `kind` that holds "now" at once (no closing, no grace), under the same key the job
 * would use — so the job skips that period later (bets after this call in the same period are
 * never paid). Answers { key, outcome, bills, paid }. Mounted with the other dev routes, never
 * in production.
 */
export function devAgentRoutes(s: Services) {
  return new Hono<AppEnv>().post(DEV_SETTLE_PATH, async (c) => {
    const input = check(await body(c), DevSettleRequest);
    const merchantCode = input.merchant ?? s.config.merchantCode;
    const m = await s.db.selectFrom('merchants').select('profile').where('code', '=', merchantCode).executeTakeFirst();
    if (!m) throw new WireError(404, 'not.found', 'unknown merchant');
    const profile = agentProfile(m.profile);
    if (!kindEnabled(profile, input.kind)) throw new WireError(403, 'agent.contract.disabled', `${input.kind} contracts are not enabled`, { kind: input.kind });
    const now = s.clock.now();
    await foldAll(s.db, now);
    const period = periodAt(input.kind, profile, now);
    return ok(c, await settlePeriod({ db: s.db, clock: s.clock }, merchantCode, period, { early: true }));
  });
}
