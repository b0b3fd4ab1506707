import { CARE } from '../../config/care';
import type { ExclusionKind } from './exclusion.types';

/** The durations offered: days for a time-out (24 h to 6 weeks), months for a self-exclusion (6 months or more). */
export function durationChoices(kind: ExclusionKind): readonly number[] {
  return kind === 'timeout' ? CARE.timeoutDayChoices : CARE.selfExclusionMonthChoices;
}

export const defaultDuration = (kind: ExclusionKind) => durationChoices(kind)[0]!;
