import { isApiError } from '../../api/errors';
import type { RecheckContext, RecheckRequest } from './recheck.types';

/** The server's answer that a change needs a fresh proof first (docs/account-protection.md "Re-check"). */
export const RECHECK_REQUIRED = 'auth.recheck_required';

/** A sensitive request refused because the session's proof is stale: the flow opens "Confirm it's you". */
export function isRecheckRequired(error: unknown): boolean {
  return isApiError(error) && error.messageKey === RECHECK_REQUIRED;
}

/** Refusals of the answer itself: shown under the field, which is emptied. */
const WRONG_ANSWER = new Set(['recheck.password.invalid', 'recheck.code.invalid', 'request_param_err']);
export function wrongAnswerKey(error: unknown): string | null {
  return isApiError(error) && WRONG_ANSWER.has(error.messageKey) ? error.messageKey : null;
}

export function isThrottled(error: unknown): boolean {
  return isApiError(error) && (error.status === 429 || error.messageKey === 'too.many.requests');
}

export function recheckRequest(c: RecheckContext): RecheckRequest {
  return c.method === 'code' ? { code: c.answer.trim() } : { password: c.answer };
}
