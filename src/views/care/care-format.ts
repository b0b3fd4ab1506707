import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositLimitPeriod } from '../../api/schemas/care';

/** The three deposit-limit windows by name. */
export const PERIOD_LABELS: Record<DepositLimitPeriod, MessageDescriptor> = {
  day: msg`24 hours`,
  week: msg`7 days`,
  month: msg`30 days`,
};

/** Care refusals shown in the care panels (docs/engagement.md); others fall back to the site's. */
export const CARE_MESSAGES: Record<string, MessageDescriptor> = {
  'care.exclusion.duration': msg`Please choose one of the offered periods`,
  'care.exclusion.confirm': msg`Please confirm that you understand`,
  'care.reality_check.minutes': msg`Please choose one of the offered intervals`,
};
