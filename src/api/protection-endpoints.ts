import type { Struct } from 'superstruct';
import { endpoint, type Endpoint, type LazyStruct, passkey } from './endpoints';
import { Empty } from './schemas/envelope';
import type * as ProtectionSchemas from './schemas/protection';

type Protection = typeof ProtectionSchemas;
/** A protection schema by name, loaded on first use (member-only code). */
function protection<K extends keyof Protection>(name: K): LazyStruct<Protection[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/protection.ts', load: () => import('./schemas/protection').then((m) => m[name] as never) };
}

/**
 * Account protection (issue #19; docs/account-protection.md): the authenticator, recovery codes,
 * the login history and "this wasn't me". Part of the lazy engagement group; real accounts only
 * (a trial account answers 403 in_need_true_account). Request bodies are checked against the
 * request structs of schemas/protection.ts on the server.
 */
export const protectionEndpoints = {
  protectionStatus: endpoint('GET', '/wps/member/protection', protection('ProtectionStatus'), { token: true }),
  /** Starts (or restarts) the set-up: a new pending secret. */
  totpStart: endpoint('POST', '/wps/member/protection/totp/start', protection('TotpEnrolment'), { token: true }),
  totpConfirm: endpoint('POST', '/wps/member/protection/totp/confirm', protection('TotpConfirmResult'), { token: true }),
  /** The password travels in it: encrypted like every password. */
  totpDisable: endpoint('POST', '/wps/member/protection/totp/disable', Empty, { token: true, encrypted: true }),
  /** `?page=` (1-based). */
  loginHistory: endpoint('GET', '/wps/member/protection/logins', protection('LoginHistory'), { token: true }),
  /** Ends every session of the member (this one too) and asks for a new password at the next login. */
  notMe: endpoint('POST', '/wps/member/protection/not-me', Empty, { token: true }),
  /** The member's passkeys: name, created, last used. */
  passkeys: endpoint('GET', '/wps/member/protection/passkeys', passkey('PasskeyList'), { token: true }),
  /** The challenge for navigator.credentials.create(); kept server-side for PASSKEYS.challengeMinutes. */
  passkeyRegisterOptions: endpoint('POST', '/wps/member/protection/passkeys/options', passkey('PasskeyCreationOptions'), { token: true }),
  /** `{ name, credential }`: the browser's answer; a public key only, so not encrypted. */
  passkeyRegister: endpoint('POST', '/wps/member/protection/passkeys', passkey('PasskeyItem'), { token: true }),
  /** `{ id, name }`: a new name for one of the member's own passkeys; the renamed passkey. */
  passkeyRename: endpoint('POST', '/wps/member/protection/passkeys/rename', passkey('PasskeyItem'), { token: true }),
  /** `{ id, password }`: the password travels in it, encrypted like every password. */
  passkeyRemove: endpoint('POST', '/wps/member/protection/passkeys/remove', Empty, { token: true, encrypted: true }),
  /**
   * "Confirm it's you" (docs/account-protection.md "Re-check"): `{ password }` or `{ code }` (an
   * authenticator or recovery code) makes this session fresh for PROTECTION.recheckWindowMs.
   * Encrypted: the password travels in it.
   */
  recheck: endpoint('POST', '/wps/member/recheck', Empty, { token: true, encrypted: true }),
} as const satisfies Record<string, Endpoint<any>>;
