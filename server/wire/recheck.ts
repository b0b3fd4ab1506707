import type { Context, MiddlewareHandler } from 'hono';
import { RECHECK_REQUIRED, sessionRechecked } from '../domain/auth/recheck';
import type { Services } from '../services';
import { WireError } from './envelope';
import type { AppEnv } from './types';

/**
 * Sensitive changes (docs/account-protection.md "Re-check"): refused with 403
 * `auth.recheck_required` unless the session's holder proved who they are within
 * PROTECTION.recheckWindowMs — before the handler reads or changes anything. The SPA answers it
 * with "Confirm it's you" (`POST /wps/member/recheck`) and sends the same request again.
 * `applies` narrows it to the requests that change something already set (the first payment
 * password carries the login password itself).
 */
export function recheckRequired(s: Services, applies?: (c: Context<AppEnv>) => Promise<boolean>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (session && (!applies || (await applies(c))) && !(await sessionRechecked(s.db, session.tokenHash, s.clock.now(), s.auth.settings.recheckWindowMs))) {
      throw new WireError(403, RECHECK_REQUIRED, 'confirm it is you again before this change');
    }
    await next();
  };
}
