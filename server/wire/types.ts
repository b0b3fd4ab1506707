import type { Endpoint } from '../../src/api/endpoints';
import type { MerchantSnapshot } from '../domain/config-cache';
import type { ClientAddress } from './client-address';

/** Per-request facts the wire middleware establishes for handlers. */
export interface WireVariables {
  endpoint: Endpoint<any>;
  endpointName: string;
  params: Record<string, string>;
  merchant: MerchantSnapshot;
  /** Lower-case language code, always one the merchant offers. */
  lang: string;
  client: ClientAddress;
  country: string;
  device: string | null;
  gatewayVersion: string | null;
  /** Set on token endpoints. */
  session?: SessionInfo;
  /** Set on encrypted endpoints: the decrypted JSON payload. */
  payload?: unknown;
}

export interface SessionInfo {
  userId: string;
  merchantCode: string;
  tokenHash: string;
  /** isAgent of SPEC §4 at login; 4 = trial account. */
  accountType: number;
  /** Opened with mustChangePassword/passwordExpired: a change needs no old password. */
  passwordChangeRequired: boolean;
}

export interface AppEnv {
  Variables: WireVariables;
}
