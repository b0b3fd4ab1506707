/**
 * A refusal of the accounts domain, free of HTTP: `kind` says what sort of refusal it
 * is and the route layer maps it to a status (server/wire/account-context.ts).
 */
/** `unavailable`: the server can not check something now (an authenticator secret it cannot open): refused, never let through. */
export type AuthErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'conflict' | 'throttled' | 'unavailable';

export class AuthError extends Error {
  constructor(
    readonly kind: AuthErrorKind,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const throttled = (what: string) => new AuthError('throttled', 'too.many.requests', `too many requests: ${what}`);
export const codeInvalid = () => new AuthError('invalid', 'verification.code.invalid', 'verification code not valid');
export const codeExpired = () => new AuthError('invalid', 'verification.code.expired', 'verification code expired, send again');
