import type { CareStatus, DepositLimit, DepositLimitChange, DepositLimitPeriod } from '../../api/schemas/care';
import type { FieldError } from '../../api/validation/validate';

export type { CareStatus, DepositLimit, DepositLimitChange, DepositLimitPeriod };

export interface DepositLimitContext {
  status: CareStatus | null;
  period: DepositLimitPeriod;
  /** The amount as typed (major units, e.g. "1,000.50"). */
  amount: string;
  errors: { amount?: FieldError };
  errorKey: string | null;
  /** The last change's answer: applied at once, pending its cooling-off, or unchanged. */
  result: DepositLimitChange | null;
}

export type DepositLimitEvent =
  | { type: 'depositLimit.period'; period: DepositLimitPeriod }
  | { type: 'depositLimit.amount'; value: string }
  | { type: 'depositLimit.submit' }
  | { type: 'depositLimit.remove' }
  | { type: 'depositLimit.retry' }
  | { type: 'depositLimit.again' };

/** POST /wps/care/deposit-limit: amount null removes the window's limit (after the cooling-off). */
export interface DepositLimitRequest {
  period: DepositLimitPeriod;
  amount: number | null;
}
