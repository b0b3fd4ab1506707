import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Money message keys (docs/money.md error table) owned by the records views. Views pass
 * `{ days: MONEY.recordsMaxRangeDays }`.
 */
export const RECORDS_MESSAGES: Record<string, MessageDescriptor> = {
  'money.records.range': msg({ message: 'Please choose a valid date range (at most {days} days)' }),
};
