import type { SystemStatus, Whitelabel } from '../../api/schemas/system';

export interface SystemSnapshotData {
  status: SystemStatus;
  whitelabel: Whitelabel;
}

export interface SystemStatusContext {
  status: SystemStatus | null;
  whitelabel: Whitelabel | null;
  /** Consecutive failed loads; drives the retry back-off. */
  failures: number;
  /** Message key of the last failure (network.abnormal, network.timeout…). */
  errorKey: string | null;
}

export type SystemStatusEvent =
  | { type: 'system.retry' }
  | { type: 'system.refresh' };
