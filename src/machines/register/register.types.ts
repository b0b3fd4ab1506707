import type { RegisterRequest, RegisterResult } from '../../api/schemas/account';
import type { RegisterSetting } from '../../api/schemas/system';
import type { FieldError } from '../../api/validation/validate';
import type { RegistrationField, RegistrationMode } from '../../api/validation/registration';

export interface RegisterInput {
  /** USERNAMEREG3 / MOBILENUMREG3 as enabled for this merchant. */
  usernameEnabled: boolean;
  mobileEnabled: boolean;
  /** REGMOBVERF3: mobile registration demands an SMS code. */
  smsVerification: boolean;
  /** `?affiliateCode=` (or similar) of the page URL, if any. */
  urlAffiliateCode: string | null;
  registerUrl: string;
  domain: string;
}

export interface RegisterSetup {
  setting: RegisterSetting;
  /** The URL's affiliate code checked out (GET /wps/agent/affiliate on mount). */
  urlCodeValid: boolean;
}

export interface RegisterContext extends Omit<RegisterInput, 'urlAffiliateCode'> {
  urlAffiliateCode: string | null;
  setting: RegisterSetting | null;
  urlCodeValid: boolean;
  mode: RegistrationMode;
  values: Partial<Record<RegistrationField | 'countryDialingCode', string>>;
  errors: Partial<Record<RegistrationField, FieldError>>;
  errorKey: string | null;
  /** Failed submissions of this form. */
  attempts: number;
  /** The 18+ terms checkbox (SPEC §5 age consent); registration is blocked without it. */
  termsAccepted: boolean;
  /** A submit was blocked with the box unticked: "Please agree to the terms" shows under it. */
  termsMissing: boolean;
}

/** Told to whoever listens: a refused registration used up the captcha (the form's captcha chart reloads). */
export type RegisterEmitted = { type: 'captcha.spent' };

export type RegisterEvent =
  | { type: 'register.tab'; mode: RegistrationMode }
  | { type: 'register.change'; field: RegistrationField | 'countryDialingCode'; value: string }
  | { type: 'register.terms'; accepted: boolean }
  | { type: 'register.submit' }
  | { type: 'register.dismiss' }
  | { type: 'register.retry' };

export type { RegisterRequest, RegisterResult, RegistrationField, RegistrationMode };
