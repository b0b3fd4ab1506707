import { registrationFieldsInUse, requiredRegistrationFields, validateRegistration } from '../../api/validation/registration';
import type { RegisterContext, RegistrationField } from './register.types';

function ctxOf(c: RegisterContext) {
  return { smsRequired: c.mode === 'mobile' && c.smsVerification };
}

/**
 * Fields shown in this mode (SPEC §5): the server config decides the optional ones; the
 * affiliate field only when the setting is on and the URL brought no valid code.
 */
export function visibleFields(c: RegisterContext): RegistrationField[] {
  if (!c.setting) return [];
  return registrationFieldsInUse(c.setting, c.mode, ctxOf(c)).filter((f) => f !== 'affiliateCode' || !c.urlCodeValid);
}

/** Visible fields that must be filled: marked "*" (and aria-required) in the form. */
export function requiredFields(c: RegisterContext): RegistrationField[] {
  if (!c.setting) return [];
  const visible = visibleFields(c);
  return requiredRegistrationFields(c.setting, c.mode, ctxOf(c)).filter((f) => visible.includes(f));
}

export function registerErrors(c: RegisterContext) {
  if (!c.setting) return {};
  const errors = validateRegistration(c.setting, c.values, c.mode, ctxOf(c));
  if (c.urlCodeValid) delete errors.affiliateCode;
  return errors;
}

/** The affiliate code that goes with the registration: the URL's valid one wins. */
export function affiliateCodeOf(c: RegisterContext): string | undefined {
  if (c.urlCodeValid && c.urlAffiliateCode) return c.urlAffiliateCode;
  return c.values.affiliateCode?.trim() || undefined;
}
