import type { ProtectionStatus, TotpConfirmResult, TotpDisableRequest, TotpEnrolment } from '../../api/schemas/protection';

export type { ProtectionStatus, TotpConfirmResult, TotpDisableRequest, TotpEnrolment };

/** A refusal shown under a field (`code`, `password`) or above the form (`form`). */
export type AuthenticatorField = 'code' | 'password';

export interface AuthenticatorContext {
  status: ProtectionStatus | null;
  /** The set-up being confirmed: its secret, URI and QR code; dropped once confirmed or left. */
  enrolment: TotpEnrolment | null;
  code: string;
  password: string;
  /** Shown once, right after confirmation. */
  recoveryCodes: readonly string[];
  errors: Partial<Record<AuthenticatorField, string>>;
  errorKey: string | null;
}

export type AuthenticatorEvent =
  | { type: 'authenticator.retry' }
  | { type: 'authenticator.start' }
  | { type: 'authenticator.code'; value: string }
  | { type: 'authenticator.password'; value: string }
  | { type: 'authenticator.confirm' }
  | { type: 'authenticator.cancel' }
  | { type: 'authenticator.saved' }
  | { type: 'authenticator.disable' }
  | { type: 'authenticator.remove' };
