import { acceptedPatternRegExp, canonicalPatternId, patternFor } from './patterns';

/**
 * Field validation of SPEC §5, shared by the SPA (messages under each field) and the
 * server (the same rules decide a registration). Pure: no I/O, no server imports.
 *
 * A failure is a message key plus params; views translate the key. Keys:
 * - `validation.required`            Input cannot be empty
 * - `validation.pattern.<patternId>` the field's rule message, "(min) - (max)" replaced by
 *                                    `params.bounds` (one number when min = max)
 * - `validation.confirmMismatch`     Incorrect confirmation input
 * - `validation.password.common`     password is on the common-password list
 * - `validation.password.tooShort`   password under PASSWORD_MIN_LENGTH (ASVS), whatever the config says
 * - `validation.date`                a date pattern that is not a real calendar day
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

export interface FieldError {
  key: string;
  params?: { min: number; max: number; bounds: string };
}

/** ASVS 5.0 L2: at least 8 characters; at least 64 must be allowed and nothing is truncated. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface FieldContext {
  /** Overrides rule.required (e.g. username and password are always required). */
  required?: boolean;
  /** The value this one must equal (confirmation fields). */
  mustEqual?: string;
  /** Treat the value as a password: ASVS minimum and the common-password check. */
  password?: boolean;
  /** Server side: the common-password list. The SPA may omit it. */
  isCommonPassword?: (value: string) => boolean;
}

export const KEYS = {
  required: 'validation.required',
  confirmMismatch: 'validation.confirmMismatch',
  commonPassword: 'validation.password.common',
  passwordTooShort: 'validation.password.tooShort',
  date: 'validation.date',
  pattern: (patternId: string) => `validation.pattern.${canonicalPatternId(patternId)}`,
} as const;

const length = (s: string) => [...s].length;

function realDate(value: string, patternId: string): boolean {
  const parts = value.split('-').map(Number);
  const [y, m, d] = patternId === 'dateMdy' ? [parts[2]!, parts[0]!, parts[1]!] : [parts[0]!, parts[1]!, parts[2]!];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The first failing rule of one field, or null. Order: empty → length → named pattern
 * → accepted pattern → calendar date → password rules → confirmation.
 * An optional field left empty passes; a disabled field is not validated at all.
 */
export function validateField(rule: FieldRule, value: string | null | undefined, ctx: FieldContext = {}): FieldError | null {
  const required = ctx.required ?? (rule.enabled && rule.required);
  if (!rule.enabled && ctx.required === undefined) return null;
  const v = value ?? '';
  if (v.trim() === '') return required ? { key: KEYS.required } : null;

  const min = rule.minLength;
  const max = rule.maxLength;
  const patternError: FieldError = { key: KEYS.pattern(rule.patternId), params: { min, max, bounds: min === max ? String(min) : `${min} - ${max}` } };
  const n = length(v);
  if (ctx.password && n < PASSWORD_MIN_LENGTH) return { key: KEYS.passwordTooShort, params: { min: PASSWORD_MIN_LENGTH, max, bounds: `${PASSWORD_MIN_LENGTH} - ${max}` } };
  if (n < min || n > max) return patternError;
  const named = patternFor(rule.patternId);
  if (named && !named.test(v)) return patternError;
  if (!acceptedPatternRegExp(rule.acceptedPattern).test(v)) return patternError;
  const id = canonicalPatternId(rule.patternId);
  if ((id === 'dateYmd' || id === 'dateMdy') && !realDate(v, id)) return { key: KEYS.date };
  if (ctx.password && ctx.isCommonPassword?.(v)) return { key: KEYS.commonPassword };
  if (ctx.mustEqual !== undefined && v !== ctx.mustEqual) return { key: KEYS.confirmMismatch };
  return null;
}
