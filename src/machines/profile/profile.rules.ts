import type { RegisterSetting } from '../../api/schemas/system';
import { BIRTHDAY_RULE, birthdayError } from '../../api/validation/age';
import { type FieldError, type FieldRule, validateField } from '../../api/validation/validate';
import { serverFieldError } from '../money/field-errors';
import { PROFILE_FIELDS, type ProfileContext, type ProfileField, type ProfileUpdate, type ProfileValues, type SecurityInfo } from './profile.types';

const FALLBACK: FieldRule = { enabled: true, required: false, acceptedPattern: '*', patternId: 'plain', minLength: 1, maxLength: 64 };

/**
 * The register setting's rule of each profile field. A field registration does not ask for
 * (`enabled: false`) may still be filled in later, so every rule is on and optional here.
 */
export function profileRules(setting: Pick<RegisterSetting, 'fields'> | null | undefined): Record<ProfileField, FieldRule> {
  return Object.fromEntries(
    PROFILE_FIELDS.map((f) => [f, f === 'birthday' ? BIRTHDAY_RULE : { ...(setting?.fields[f as keyof RegisterSetting['fields']] ?? FALLBACK), enabled: true, required: false }]),
  ) as Record<ProfileField, FieldRule>;
}

export function profileOf(info: SecurityInfo): ProfileValues {
  return { payeeName: info.payeeName, ...info.profile, birthday: info.profile.birthday ?? null };
}

/**
 * The registered payee (real) name is set once: payout accounts must carry it, so it cannot be
 * edited here afterwards (customer service changes it).
 */
export function editable(c: Pick<ProfileContext, 'current'>, field: ProfileField): boolean {
  return field !== 'payeeName' || !c.current.payeeName;
}

export function valuesOf(current: ProfileValues): Record<ProfileField, string> {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, current[f] ?? ''])) as Record<ProfileField, string>;
}

/** Fields whose typed value differs from what the server holds. */
export function changedFields(c: Pick<ProfileContext, 'current' | 'values'>): ProfileField[] {
  return PROFILE_FIELDS.filter((f) => editable(c, f) && c.values[f].trim() !== (c.current[f] ?? ''));
}

/** Each changed field against its rule; an emptied field is cleared (the server allows it). */
export function profileErrors(c: Pick<ProfileContext, 'current' | 'values' | 'rules'>): Partial<Record<ProfileField, FieldError>> {
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const f of changedFields(c)) {
    const value = c.values[f].trim();
    // The birthday also proves the member is 21 or over (SPEC §5 birthday check).
    const error = value === '' ? null : f === 'birthday' ? birthdayError(value, new Date()) : validateField(c.rules[f], value);
    if (error) errors[f] = error;
  }
  return errors;
}

/** A refusal the server tied to one of the fields (its rule, or the locked payee name). */
export function profileFieldError(error: unknown) {
  return serverFieldError(error, PROFILE_FIELDS);
}

/** The changed fields only; an empty string clears one. */
export function profileUpdate(c: Pick<ProfileContext, 'current' | 'values'>): ProfileUpdate {
  return Object.fromEntries(changedFields(c).map((f) => [f, c.values[f].trim()]));
}
