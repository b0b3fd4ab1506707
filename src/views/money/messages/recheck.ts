import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** "Confirm it's you" keys (docs/account-protection.md "Re-check"). */
export const RECHECK_MESSAGES: Record<string, MessageDescriptor> = {
  'auth.recheck_required': msg`For your security, confirm it's you before this change.`,
  'recheck.password.invalid': msg`Incorrect login password`,
  'recheck.code.invalid': msg`That code is not right. Use a new code from your app, or an unused recovery code.`,
};
