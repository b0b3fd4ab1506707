import { isApiError } from '../../api/errors';
import type { FieldError } from '../../api/validation/validate';

/**
 * A server refusal that belongs under one field of a money or security form, or null.
 * The server names the field in `value.field` (`request_param_err`, and money codes such as
 * `money.payment_password.rule` or `register.mobile.exists`), with the validation key that failed
 * in `value.reason` and its bounds in `value.params`; `byCode` maps codes that name no field.
 * The validation key is preferred: it says exactly which rule failed ("Please enter 6 digits").
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
  byCode: Readonly<Record<string, F>> = {},
): { field: F; error: FieldError } | null {
  if (!isApiError(error)) return null;
  const value = (error.value ?? {}) as { field?: unknown; reason?: unknown; params?: unknown };
  const named = typeof value.field === 'string' && (fields as readonly string[]).includes(value.field) ? (value.field as F) : null;
  const field = byCode[error.messageKey] ?? named;
  if (!field) return null;
  const reason = typeof value.reason === 'string' && value.reason.startsWith('validation.') ? value.reason : null;
  if (!reason) return { field, error: { key: error.messageKey } };
  const params = value.params as FieldError['params'] | undefined;
  return { field, error: params ? { key: reason, params } : { key: reason } };
}
