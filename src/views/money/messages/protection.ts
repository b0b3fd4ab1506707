import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Account protection keys (docs/account-protection.md): the authenticator and the login history. */
export const PROTECTION_MESSAGES: Record<string, MessageDescriptor> = {
  'totp.code.format': msg`Enter the 6-digit code from your app, or a recovery code`,
  'totp.code.invalid': msg`That code is not right. Check your app's time and try a new code.`,
  'totp.password.invalid': msg`Incorrect login password`,
  'totp.enrolment.expired': msg`The set-up took too long. Please start again.`,
  'totp.already.enabled': msg`An authenticator is already set up for this account.`,
  'totp.not.enabled': msg`No authenticator is set up for this account.`,
  'passkey.name.long': msg`Up to {max} characters`,
  'passkey.password.invalid': msg`Incorrect login password`,
  'passkey.register.failed': msg`The passkey could not be added. Please try again.`,
  'passkey.not.found': msg`This passkey is no longer on your account.`,
  'passkey.limit': msg`You have the most passkeys an account may have. Remove one first.`,
};
