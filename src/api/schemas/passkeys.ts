import { array, type Infer, literal, nullable, number, object, optional, pattern, size, string, type } from 'superstruct';
import { instant } from './time';

/**
 * Passkey (WebAuthn) wire shapes (issue #19; docs/account-protection.md "Passkeys"). The
 * ceremony objects are the JSON forms of the WebAuthn Level 3 spec that @simplewebauthn makes and
 * reads; `type` (not `object`) keeps the members this file does not name, so nothing the browser
 * or the library adds is lost on the way.
 */

const b64url = pattern(string(), /^[A-Za-z0-9_-]*$/);

/** PublicKeyCredentialCreationOptionsJSON: what navigator.credentials.create() needs. */
export const PasskeyCreationOptions = type({
  challenge: b64url,
  rp: type({ name: string(), id: optional(string()) }),
  user: type({ id: b64url, name: string(), displayName: string() }),
  pubKeyCredParams: array(type({ alg: number(), type: literal('public-key') })),
  /** The member's passkeys already made: an authenticator holding one makes no second. */
  excludeCredentials: optional(array(type({ id: b64url, type: literal('public-key') }))),
  authenticatorSelection: optional(type({ residentKey: optional(string()), userVerification: optional(string()) })),
});
export type PasskeyCreationOptions = Infer<typeof PasskeyCreationOptions>;

/** PublicKeyCredentialRequestOptionsJSON: what navigator.credentials.get() needs (no allowCredentials: username-less). */
export const PasskeyRequestOptions = type({
  challenge: b64url,
  rpId: optional(string()),
});
export type PasskeyRequestOptions = Infer<typeof PasskeyRequestOptions>;

/** RegistrationResponseJSON of the browser. */
export const PasskeyAttestation = type({
  id: b64url,
  rawId: b64url,
  type: literal('public-key'),
  response: type({ clientDataJSON: b64url, attestationObject: b64url, transports: optional(array(string())) }),
  clientExtensionResults: optional(type({})),
  authenticatorAttachment: optional(string()),
});
export type PasskeyAttestation = Infer<typeof PasskeyAttestation>;

/** AuthenticationResponseJSON of the browser. */
export const PasskeyAssertion = type({
  id: b64url,
  rawId: b64url,
  type: literal('public-key'),
  response: type({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: optional(b64url) }),
  clientExtensionResults: optional(type({})),
  authenticatorAttachment: optional(string()),
});
export type PasskeyAssertion = Infer<typeof PasskeyAssertion>;

/** POST …/passkeys/register: the name the member gave it and the browser's answer to the options. */
export const PasskeyRegisterRequest = object({ name: size(string(), 1, 40), credential: PasskeyAttestation });
export type PasskeyRegisterRequest = Infer<typeof PasskeyRegisterRequest>;

/** POST /wps/session/login/passkey: the browser's answer to the login options. */
export const PasskeyLoginRequest = object({ credential: PasskeyAssertion });
export type PasskeyLoginRequest = Infer<typeof PasskeyLoginRequest>;

/** POST …/passkeys/remove (encrypted): which one, and the login password again. */
export const PasskeyRemoveRequest = object({ id: size(b64url, 1, 1024), password: size(string(), 1, 128) });
export type PasskeyRemoveRequest = Infer<typeof PasskeyRemoveRequest>;

/** POST …/passkeys/rename: the member's own passkey and its new name (PASSKEYS.nameMax characters at most). */
export const PasskeyRenameRequest = object({ id: size(b64url, 1, 1024), name: size(string(), 1, 40) });
export type PasskeyRenameRequest = Infer<typeof PasskeyRenameRequest>;

export const PasskeyItem = object({
  id: string(),
  name: string(),
  createdAt: instant(),
  /** The last sign-in with it; null before the first. */
  lastUsedAt: nullable(instant()),
});
export type PasskeyItem = Infer<typeof PasskeyItem>;

export const PasskeyList = object({ list: array(PasskeyItem) });
export type PasskeyList = Infer<typeof PasskeyList>;
