import { ApiError } from '../../api/errors';
import { PASSKEYS } from '../../config/protection';
import type { PasskeysField } from './passkeys.types';

/** A passkey's name: something the member recognises it by, up to PASSKEYS.nameMax characters. */
export function nameError(name: string): string | null {
  const n = name.trim();
  if (!n) return 'validation.required';
  if (n.length > PASSKEYS.nameMax) return 'passkey.name.long';
  return null;
}

/** The server's refusal of the password or of a name, as the field it belongs under. */
export function fieldOfError(error: unknown): { field: PasskeysField; key: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.messageKey === 'passkey.password.invalid') return { field: 'password', key: error.messageKey };
  const value = error.value as { field?: unknown; reason?: unknown } | undefined;
  if (error.messageKey === 'request_param_err' && value?.field === 'name') return { field: 'name', key: typeof value.reason === 'string' ? value.reason : 'validation.required' };
  return null;
}
