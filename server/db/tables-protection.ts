import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0019_account_protection (issue #19). Database (database.ts) extends this interface. */
type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint: node-postgres reads a string, PGlite a number. */
type NullableStep = ColumnType<string | number | null, number | string | bigint | null | undefined, number | string | bigint | null>;

export interface AccountProtectionTable {
  user_id: string;
  /** Base32 secret shown to the member and waiting for a code; never used to sign in. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_expires_at: NullableStamp;
  /** The last TOTP step accepted (RFC 6238 counter): a code of this step or an earlier one is refused. */
  totp_last_step: NullableStep;
  totp_enabled_at: NullableStamp;
  /** Set by "this wasn't me" (and kept until the password changes): the next login must change it. */
  password_change_required: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: string;
  /** Hex SHA-256 of the normalised code. */
  code_hash: string;
  created_at: Stamp;
  used_at: NullableStamp;
}

/** SMS and e-mail copies of security notices waiting for (or done with) delivery (migration 0024). */
export interface NoticeCopiesTable {
  id: Generated<number>;
  user_id: string;
  channel: 'sms' | 'email';
  /** "+8801711000001" or an e-mail address: the member's bound and verified one when queued. */
  to: string;
  /** `security.<notice>`: what the provider's log calls it. */
  purpose: string;
  subject: string;
  body: string;
  created_at: Stamp;
  /** A delivery run took it at this time (another run leaves it alone until the claim is stale). */
  claimed_at: NullableStamp;
  sent_at: NullableStamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProtectionTables {
  account_protection: AccountProtectionTable;
  recovery_codes: RecoveryCodesTable;
  notice_copies: NoticeCopiesTable;
}
