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
import { body } from '../../wire/body';

/** Dev-only: settle a contract kind's CURRENT period now (browser tests; docs/agents.md "Settlement"). */
export const DEV_SETTLE_PATH = '/dev/agents/settle';

const DevSettleRequest = object({ kind: enums(['dividend', 'daily', 'hourly', 'realtime']), merchant: optional(size(string(), 1, 32)) });

/** Dev-only: a registered top-level member becomes a top-level agent (browser tests; docs/agents.md "Contracts"). */
export const DEV_TOP_AGENT_PATH = '/dev/agents/top-level';

const DevTopAgentRequest = object({ username: size(string(), 1, 64), merchant: optional(size(string(), 1, 32)) });

/**
 * POST /dev/agents/top-level {username, merchant?}: a registered account without an upline (a
 * member, type 0) becomes a top-level agent (type 1), as agent01 is in the seed, so a browser
 * test can arrange a fresh upline of its own and grant it contracts (`ops agents contract
 * grant`); there is no flow for it in the product (the operator's accounts are seeded). 409
 * agent.member.type for an account with an upline or of another type; 404 for nobody.
 *
 * POST /dev/agents/settle {kind, merchant?}: folds the waiting statistics, then settles the
 * period of `kind` that holds "now" at once (no closing, no grace), under the same key the job
 * would use — so the job skips that period later (bets after this call in the same period are
 * never paid). Answers { key, outcome, bills, paid }. Mounted with the other dev routes, never
 * in production.
 */
export function devAgentRoutes(s: Services) {
  return new Hono<AppEnv>()
    .post(DEV_SETTLE_PATH, async (c) => {
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
    })
    .post(DEV_TOP_AGENT_PATH, async (c) => {
      const input = check(await body(c), DevTopAgentRequest);
      const merchantCode = input.merchant ?? s.config.merchantCode;
      const user = await s.db
        .selectFrom('users')
        .select(['id', 'type', 'upline_id'])
        .where('merchant_code', '=', merchantCode)
        .where('username', '=', input.username)
        .executeTakeFirst();
      if (!user) throw new WireError(404, 'not.found', 'unknown account');
      // Below an upline the type is the upline's to set (agent center); trial and operator types stay as they are.
      if (user.upline_id) throw new WireError(409, 'agent.member.type', 'the account has an upline: its upline sets its type');
      if (user.type !== 0 && user.type !== 1) throw new WireError(409, 'agent.member.type', `an account of type ${user.type} is not made an agent`);
      await s.db.updateTable('users').set({ type: 1 }).where('id', '=', user.id).execute();
      return ok(c, { account: input.username, type: 1 });
    });
}
