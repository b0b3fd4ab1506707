import type { RealityCheck } from '../../api/schemas/care';

export type { RealityCheck };

export interface RealityCheckContext {
  /** The member's interval in minutes; null: off. */
  minutes: number | null;
  /** The figures of the check on screen. */
  check: RealityCheck | null;
  errorKey: string | null;
}

export type RealityCheckEvent =
  | { type: 'realityCheck.set'; minutes: number | null }
  | { type: 'realityCheck.continue' }
  | { type: 'realityCheck.logout' };
