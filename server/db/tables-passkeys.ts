import type { ColumnType } from 'kysely';

/** Tables of migration 0020_passkeys (issue #19). Database (database.ts) extends this interface. */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads a string, PGlite a number. */
type Counter = ColumnType<string | number, number | undefined, number>;

export interface PasskeysTable {
  /** Credential id, base64url. */
  id: string;
  user_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: Counter;
  /** JSON array of AuthenticatorTransport names. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: Stamp;
  last_used_at: NullableStamp;
}

export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'login';
  user_id: string | null;
  merchant_code: string;
  rp_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PasskeyTables {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
