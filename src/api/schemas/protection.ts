import { array, boolean, enums, type Infer, nullable, number, object, optional, size, string } from 'superstruct';
import { instant } from './time';

/**
 * Account protection wire shapes (issue #19; docs/account-protection.md): the authenticator
 * (TOTP) and its recovery codes, the login history, "this wasn't me". Times are instants.
 */

export const ProtectionStatus = object({
  totpEnabled: boolean(),
  totpEnabledAt: nullable(instant()),
  /** Recovery codes not used yet (0 without an authenticator). */
  recoveryCodesLeft: number(),
});
export type ProtectionStatus = Infer<typeof ProtectionStatus>;

/** The set-up of an authenticator: the secret is sent here only, before it is confirmed. */
export const TotpEnrolment = object({
  /** Base32, for typing into an app by hand. */
  secret: string(),
  /** otpauth://totp/<brand>:<account>?secret=…&issuer=<brand> */
  uri: string(),
  /** The URI as an SVG QR code (markup made by the server from the URI only). */
  qrSvg: string(),
  expiresAt: instant(),
});
export type TotpEnrolment = Infer<typeof TotpEnrolment>;

export const TotpConfirmRequest = object({ code: size(string(), 1, 32) });
export type TotpConfirmRequest = Infer<typeof TotpConfirmRequest>;

/** Shown once: never readable again. */
export const TotpConfirmResult = object({ recoveryCodes: array(string()) });
export type TotpConfirmResult = Infer<typeof TotpConfirmResult>;

/** Turning the authenticator off: the login password and a current code or a recovery code. */
export const TotpDisableRequest = object({ password: size(string(), 1, 128), code: size(string(), 1, 32) });
export type TotpDisableRequest = Infer<typeof TotpDisableRequest>;

/** "Confirm it's you": the login password, or an authenticator or recovery code (one of them). */
export const RecheckRequest = object({ password: optional(size(string(), 1, 128)), code: optional(size(string(), 1, 32)) });
export type RecheckRequest = Infer<typeof RecheckRequest>;

export const LoginMethod = enums([
  'password',
  'smsCode',
  'register',
  'freeplay',
  'passwordSms',
  'passwordEmail',
  'passwordBankName',
  'passwordAuthenticator',
  'passkey',
]);
export type LoginMethod = Infer<typeof LoginMethod>;

export const LoginHistoryEntry = object({
  at: instant(),
  ip: string(),
  /** ISO 3166 code from the operator's address table; null when no range covers the address. */
  country: nullable(string()),
  /** "Chrome · Windows", from the User-Agent; null when none was sent. */
  device: nullable(string()),
  method: LoginMethod,
  result: enums(['ok', 'failed']),
});
export type LoginHistoryEntry = Infer<typeof LoginHistoryEntry>;

export const LoginHistory = object({
  list: array(LoginHistoryEntry),
  total: number(),
  page: number(),
  size: number(),
  /** The sign-in before the current one; null on the first. */
  previous: nullable(LoginHistoryEntry),
});
export type LoginHistory = Infer<typeof LoginHistory>;
