import { Hono } from 'hono';
import { object, optional, size, string } from 'superstruct';
import type { OutboxMessage } from '../../../src/api/schemas/account';
import { DevBetRequest, DevDepositConfirm } from '../../../src/api/schemas/money';
import { endpoints } from '../../../src/api/endpoints';
import { moneyEndpoints } from '../../../src/api/money-endpoints';
import { setTestAuthenticator } from '../../domain/auth/dev-aids';
import { devAgentRoutes } from './agents';
import { devBet } from '../../domain/money/bets';
import { loadMerchantMoney } from '../../domain/money/context';
import { approveDeposit } from '../../domain/money/deposits';
import { checkSession } from '../../domain/sessions';
import { listOutbox } from '../../repositories/outbox';
import type { Services } from '../../services';
import { ok, WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { query } from '../../wire/validate';
import { body } from '../../wire/body';
import { type C, handle, moneyInput } from '../../wire/money-context';
import { wireInstant } from '../../domain/time';

const OutboxQuery = object({ to: optional(size(string(), 1, 255)) });
const CaptchaQuery = object({ id: size(string(), 1, 64) });

/** Dev-only: the logged-in member gets a new authenticator secret (browser tests of the new-address check). */
export const DEV_TOTP_PATH = '/dev/totp';

/** The live session of the Authorization header (these routes sit outside the /wps wire middleware). */
async function devSession(s: Services, c: C) {
  const token = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '').trim();
  const session = token ? await checkSession(s.db, token, s.clock.now()) : null;
  if (!session?.ok) throw new WireError(401, session?.errorCode ?? 'login.required', 'login required');
  return session;
}

/**
 * GET /dev/outbox?to=…: the SMS and e-mails the dev providers "sent", newest first.
 * GET /dev/captcha?id=<captcha cookie>: the answer of that captcha.
 * POST /dev/deposit/confirm {reference}: the demo payment provider confirms a pending demo-channel deposit now.
 * POST /dev/bet (token): a bet placed and settled at once through the ledger (idempotent on requestId).
 * POST /dev/totp (token): gives the member a new authenticator (TOTP) secret and returns it as { secret }.
 * POST /dev/agents/settle {kind}: settles the current period of a contract kind now (./agents.ts).
 * POST /dev/agents/top-level {username}: a registered account without an upline becomes a top-level agent (./agents.ts).
 * Mounted only outside production (app.ts): they show codes in plain text and move demo money.
 */
export function devRoutes(s: Services) {
  return new Hono<AppEnv>()
    .get(endpoints.devCaptcha.path, async (c) => {
      const q = query(c, CaptchaQuery);
      return ok(c, { answer: (await s.auth.captchaLog?.answerFor(q.id, s.clock.now())) ?? null });
    })
    .get(endpoints.devOutbox.path, async (c) => {
      const q = query(c, OutboxQuery);
      const rows = await listOutbox(s.db, q.to);
      const value: OutboxMessage[] = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        purpose: r.purpose,
        body: r.body,
        code: r.code,
        createdAt: wireInstant(r.created_at),
      }));
      return ok(c, value);
    })
    .post(
      moneyEndpoints.devDepositConfirm.path,
      handle(async (c) => {
        const input = moneyInput(await body(c), DevDepositConfirm);
        return ok(c, await approveDeposit(s.money, null, input.reference, 'demo'));
      }),
    )
    .post(
      moneyEndpoints.devBet.path,
      handle(async (c) => {
        const session = await devSession(s, c);
        const input = moneyInput(await body(c), DevBetRequest, { requestId: true, amounts: ['stake'], loose: ['payout'] });
        const m = await loadMerchantMoney(s.db, session.merchantCode);
        return ok(c, await devBet(s.money, m, session.userId, input));
      }),
    )
    .post(DEV_TOTP_PATH, async (c) => {
      const session = await devSession(s, c);
      return ok(c, { secret: await setTestAuthenticator(s.db, s.auth.factorKeys, session.userId) });
    })
    .route('/', devAgentRoutes(s));
}
