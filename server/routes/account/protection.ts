import { Hono } from 'hono';
import { protectionEndpoints as e } from '../../../src/api/protection-endpoints';
import { RecheckRequest, TotpConfirmRequest, TotpDisableRequest } from '../../../src/api/schemas/protection';
import { confirmTotp, disableTotp, protectionStatus, startTotp } from '../../domain/auth/authenticator';
import { loginHistory } from '../../domain/auth/login-history';
import { reportNotMe } from '../../domain/auth/not-me';
import { recheck } from '../../domain/auth/recheck';
import type { Services } from '../../services';
import { badInput, ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly, visitor } from '../../wire/account-context';
import { body } from '../../wire/body';
import { checkInput } from '../../wire/limits';
import { handle, queryField, userId } from '../../wire/money-context';

/**
 * Account protection (issue #19; docs/account-protection.md): each member reads and changes only
 * their own factor and history (the session's user; no id is ever taken from the request).
 */
export function protectionRoutes(s: Services) {
  const d = s.auth;
  const real = realAccountOnly;
  const page = (raw: string | undefined) => {
    if (raw === undefined) return 1;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) throw badInput('page', 'validation.page');
    return n;
  };
  return new Hono<AppEnv>()
    .get(e.protectionStatus.path, real, handle(async (c) => {
      const st = await protectionStatus(s.db, userId(c));
      return ok(c, { ...st, totpEnabledAt: st.totpEnabledAt?.toISOString() ?? null });
    }))
    .post(e.totpStart.path, real, handle(async (c) => {
      const issuer = c.get('merchant').profile.brand.name || c.get('merchant').code;
      const started = await startTotp(d, visitor(c), userId(c), issuer);
      return ok(c, { ...started, expiresAt: started.expiresAt.toISOString() });
    }))
    .post(e.totpConfirm.path, real, handle(async (c) => {
      const input = checkInput(await body(c), TotpConfirmRequest);
      return ok(c, await confirmTotp(d, visitor(c), userId(c), input.code));
    }))
    .post(e.totpDisable.path, real, handle(async (c) => {
      const input = checkInput(c.get('payload'), TotpDisableRequest);
      await disableTotp(d, visitor(c), userId(c), input);
      return ok(c, null);
    }))
    .get(e.loginHistory.path, real, handle(async (c) => {
      const p = page(queryField(c, 'page', 8));
      return ok(c, await loginHistory(s.db, await s.cache.geo(), userId(c), s.clock.now(), p));
    }))
    .post(e.recheck.path, real, handle(async (c) => {
      const input = checkInput(c.get('payload'), RecheckRequest);
      await recheck(d, visitor(c), c.get('session')!, input);
      return ok(c, null);
    }))
    .post(e.notMe.path, real, handle(async (c) => {
      await reportNotMe(d, visitor(c), userId(c));
      return ok(c, null);
    }));
}
