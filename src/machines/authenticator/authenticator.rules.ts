import { ApiError } from '../../api/errors';
import type { AuthenticatorContext, AuthenticatorField } from './authenticator.types';

/** Six digits from an authenticator app (spaces as some apps show them are ignored). */
export const totpCodeOf = (s: string) => s.replace(/\s/g, '');
export const isTotpCode = (s: string) => /^\d{6}$/.test(totpCodeOf(s));
/** An authenticator code, or a recovery code as issued ("ABCDE-FGHIJ", any case, with or without the dash). */
export const isCodeOrRecovery = (s: string) => isTotpCode(s) || /^[A-Za-z2-7]{5}[-\s]?[A-Za-z2-7]{5}$/.test(s.trim());

export function disableErrors(c: Pick<AuthenticatorContext, 'code' | 'password'>): Partial<Record<AuthenticatorField, string>> {
  const e: Partial<Record<AuthenticatorField, string>> = {};
  if (!c.password) e.password = 'validation.required';
  if (!c.code.trim()) e.code = 'validation.required';
  else if (!isCodeOrRecovery(c.code)) e.code = 'totp.code.format';
  return e;
}

/** The server's refusal of a code or password, as the field it belongs under. */
export function fieldOfError(error: unknown): { field: AuthenticatorField; key: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.messageKey === 'totp.code.invalid') return { field: 'code', key: error.messageKey };
  if (error.messageKey === 'totp.password.invalid') return { field: 'password', key: error.messageKey };
  return null;
}

export const isExpiredEnrolment = (error: unknown) => error instanceof ApiError && error.messageKey === 'totp.enrolment.expired';
