import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Money message keys (docs/money.md error table) owned by the records views. */
export const RECORDS_MESSAGES: Record<string, MessageDescriptor> = {
  'money.records.range': msg`Please choose a valid date range (at most 92 days)`,
};
