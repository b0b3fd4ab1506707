import type { FieldError } from '../../api/validation/validate';
import type { ConvertRequest, ConvertResult, PointConfig } from '../../api/schemas/points';

export type ConvertField = 'points' | 'paymentPassword';

/** What the convert form needs: the merchant's ratio and minimum, the points held, a payment password set? */
export interface ConvertSetup {
  config: PointConfig;
  points: number;
  hasPaymentPassword: boolean;
}

export interface ConvertContext {
  setup: ConvertSetup | null;
  values: Record<ConvertField, string>;
  errors: Partial<Record<ConvertField, FieldError>>;
  errorKey: string | null;
  /** Idempotency key of the current intent (this many points), kept across retries. */
  requestId: string | null;
  result: ConvertResult | null;
}

export type ConvertEvent =
  | { type: 'convert.change'; field: ConvertField; value: string }
  | { type: 'convert.review' }
  | { type: 'convert.back' }
  | { type: 'convert.confirm' }
  | { type: 'convert.retry' }
  | { type: 'convert.reload' }
  | { type: 'convert.again' };

export type { ConvertRequest };
