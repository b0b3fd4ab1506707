import type { LoginRequest, LoginResult, SmsSent, VerifyLoginRequest } from '../../api/schemas/account';
import type { FieldError } from '../../api/validation/validate';

export type LoginTab = 'username' | 'sms';
export type VerifyMethod = VerifyLoginRequest['method'];
export type LoginField = 'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha';
export type LoginValues = Record<LoginField, string>;

/** What the remember-me cookie keeps (SPEC §3): last user, password and SMS phone. */
export interface RememberedLogin {
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
}

/** What a successful login hands to the popup policy (src/machines/popups `popups.loggedIn`). */
export interface LoginHandOver {
  mustChangePassword: boolean;
  firstTimeLogin: boolean;
  /** The password typed on the username tab (the forced change asks for it otherwise). */
  knownPassword: string | null;
}

export interface LoginInput {
  /** MOBILEVERCODELOGIN3: the SMS tab is offered. */
  smsEnabled: boolean;
  remembered: RememberedLogin | null;
  defaultDialingCode?: string;
}

export interface VerificationChallenge {
  id: string;
  methods: VerifyMethod[];
  hints: { mobile?: string; email?: string };
}

export interface LoginContext {
  smsEnabled: boolean;
  tab: LoginTab;
  values: LoginValues;
  remember: boolean;
  errors: Partial<Record<LoginField, FieldError>>;
  /** The server asked for a captcha (failed attempts); stays on for this form. */
  captchaShown: boolean;
  /** Failed attempts of this form. */
  attempts: number;
  errorKey: string | null;
  challenge: VerificationChallenge | null;
  method: VerifyMethod | null;
  answer: string;
  codeSent: boolean;
  /** The attempt in hand is a passkey sign-in (nothing typed is remembered or handed over). */
  viaPasskey: boolean;
}

/** Told to whoever listens: a refused attempt used up the captcha (the form's captcha chart reloads). */
export type LoginEmitted = { type: 'captcha.spent' };

export type LoginEvent =
  | { type: 'login.tab'; tab: LoginTab }
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.remember'; checked: boolean }
  | { type: 'login.submit' }
  | { type: 'login.passkey' }
  | { type: 'login.dismiss' }
  | { type: 'login.verify.method'; method: VerifyMethod }
  | { type: 'login.verify.send' }
  | { type: 'login.verify.change'; value: string }
  | { type: 'login.verify.submit' }
  | { type: 'login.verify.cancel' };

export type { LoginRequest, LoginResult, SmsSent, VerifyLoginRequest };
