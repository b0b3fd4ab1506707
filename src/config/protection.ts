/** Account protection (issue #19; docs/account-protection.md): shared by the server and the views. */
export const PROTECTION = {
  /** A secret shown for set-up waits this long for its first code. */
  enrolMinutes: 10,
  /** Single-use recovery codes issued when an authenticator is confirmed. */
  recoveryCodes: 10,
  /** Wrong authenticator or recovery codes a member may give per window before answers are refused (429). */
  wrongCodeLimit: 5,
  wrongCodeWindowMs: 15 * 60_000,
  /** How far back the login history goes (3 months). */
  historyDays: 92,
  /** Rows per page of the login history. */
  historyPageSize: 10,
  /**
   * Changing the bound mobile or e-mail, the payment password or a payout account needs the
   * password or a second factor proven within this (OWASP ASVS 5.0 7.5.1; a sign-in counts).
   */
  recheckWindowMs: 5 * 60_000,
} as const;

/** Passkeys (WebAuthn; docs/account-protection.md "Passkeys"). */
export const PASSKEYS = {
  /** A ceremony's challenge is answered within this, once. */
  challengeMinutes: 5,
  /** Passkeys one member may register. */
  perMember: 10,
  /** Refused passkey sign-ins per address per window before further ones are refused (429). */
  failedLoginLimit: 10,
  failedLoginWindowMs: 15 * 60_000,
  /** Ceremony challenges (sign-in or registration) one address may ask for in that window. */
  optionsLimit: 60,
  /** Longest name a member may give a passkey. */
  nameMax: 40,
} as const;
