import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Visitor } from '../domain/auth/context';
import { AuthError, type AuthErrorKind } from '../domain/auth/errors';
import { notForTrial, TRIAL_ACCOUNT_TYPE } from '../domain/auth/freeplay';
import { WireError } from './envelope';
import type { AppEnv } from './types';
import { origin } from './request';

export const CAPTCHA_COOKIE = 'wps_captcha';

/** The request as the accounts domain sees it. */
export function visitor(c: Context<AppEnv>): Visitor {
  const m = c.get('merchant');
  return {
    merchantCode: m.code,
    modules: m.modules.effective,
    ip: c.get('client').text,
    userAgent: c.req.header('User-Agent') ?? null,
    captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null,
    origin: origin(c),
  };
}

const STATUS: Record<AuthErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  throttled: 429,
  unavailable: 503,
};

/** Domain refusals become wire errors; anything else is left to the 500 handler. */
export async function wire<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof AuthError) throw new WireError(STATUS[e.kind], e.code, e.message, e.value);
    throw e;
  }
}

/**
 * Member-only endpoints: trial (free-play, type 4) accounts get 403 in_need_true_account
 * (SPEC §6). Put after the wire middleware on any route whose endpoint has `token: true`.
 */
export const realAccountOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session')?.accountType === TRIAL_ACCOUNT_TYPE) {
    const e = notForTrial();
    throw new WireError(403, e.code, e.message);
  }
  await next();
};
