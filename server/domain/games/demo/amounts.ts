import { parseAmount, parseRequestId, toMinor } from '../../money/amounts';
import { stakeLimit } from './errors';

export { parseAmount, parseRequestId, toMinor };

/** A stake outside the table's limits: 400 money.amount.limit with { min, max }. */
export function checkLimitsOr(stake: number, min: number, max: number): void {
  if (stake < min || stake > max) throw stakeLimit(min, max);
}
