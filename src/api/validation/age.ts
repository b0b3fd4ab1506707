import { LIMITS } from '../../config/limits';
import { type FieldError, type FieldRule, validateField } from './validate';

/** The profile birthday (SPEC §3 profile fields): a real date as yyyy-MM-dd. */
export const BIRTHDAY_RULE: FieldRule = { enabled: true, required: false, acceptedPattern: '*', patternId: 'dateYmd', minLength: 10, maxLength: 10 };

/** Whole years between a yyyy-MM-dd birthday and `on` (UTC calendar days). */
export function yearsOld(birthday: string, on: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age--;
  return age;
}

/**
 * The birthday check of SPEC §5 ("Please confirm you are 21 years old", §9 "21 in one birthday
 * check"): a malformed date gets its pattern error, a birthday under LIMITS.birthdayCheckAge
 * years (or in the future) `age.required`. Shared by the profile form and the server.
 */
export function birthdayError(value: string, on: Date): FieldError | null {
  const e = validateField(BIRTHDAY_RULE, value);
  if (e) return e;
  return yearsOld(value, on) >= LIMITS.birthdayCheckAge ? null : { key: 'age.required' };
}
