import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../src/api/schemas/account';
import type { PasskeyAssertion, PasskeyAttestation, PasskeyItem } from '../../../src/api/schemas/passkeys';
import { PASSKEYS, PROTECTION } from '../../../src/config/protection';
import type { Database } from '../../db/database';
import { bumpCounter } from '../../repositories/rate-counters';
import { findUserById } from '../../repositories/users';
import { refuseExcludedLogin } from '../care/exclusions';
import { notifyMember } from './security-notices';
import { type AuthDeps, logEvent, type Visitor } from './context';
import { AuthError, throttled } from './errors';
import { passwordExpired } from './login';
import { passwordChangeRequired } from './not-me';
import { startSession } from './session-start';

/**
 * Passkeys (WebAuthn; issue #19, docs/account-protection.md "Passkeys"), with @simplewebauthn/server.
 *
 * - The relying party is the host the request came to (the merchant's domain): RP ID = its host
 *   name, and the signed origin must be that host (as requested, or https behind a TLS proxy).
 * - Every challenge is random, kept in `passkey_challenges` (any instance can check it), bound to
 *   its purpose, merchant, RP ID and, for a registration, to the member; it is deleted by the
 *   request that answers it (once, right or wrong) and dies after PASSKEYS.challengeMinutes.
 * - User verification is required: the authenticator proves possession and the person (PIN or
 *   biometrics), so a passkey sign-in counts as two factors and skips the new-address check.
 * - The signature counter must rise on every assertion (the library refuses a lower or equal one
 *   when either is non-zero), and the stored counter moves in a conditional update, so two
 *   requests replaying one assertion cannot both pass.
 */

export interface RelyingParty {
  /** The request's host name (no port): the RP ID. */
  id: string;
  /** The brand, shown by the browser's passkey prompt. */
  name: string;
  /** Origins a signed clientDataJSON may name. */
  origins: string[];
}

/** The relying party of a request to `url` (the Host the browser used). */
export function relyingParty(url: string, brand: string): RelyingParty {
  const u = new URL(url);
  // Behind a TLS-terminating proxy the app sees http://host; the browser signed https://host.
  const origins = [...new Set([u.origin, `https://${u.host}`])];
  return { id: u.hostname, name: brand, origins };
}

const loginFailed = () => new AuthError('unauthorized', 'passkey.login.failed', 'the passkey could not sign in');
const notRegistered = () => new AuthError('invalid', 'passkey.register.failed', 'the passkey could not be registered');
const notFound = () => new AuthError('conflict', 'passkey.not.found', 'no such passkey on this account');
const wrongPassword = () => new AuthError('invalid', 'passkey.password.invalid', 'the password is not right', { field: 'password', reason: 'passkey.password.invalid' });

const transportsOf = (raw: string): AuthenticatorTransport[] => {
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? (v.filter((t) => typeof t === 'string') as AuthenticatorTransport[]) : [];
  } catch {
    return [];
  }
};

async function keepChallenge(d: AuthDeps, v: Visitor, rp: RelyingParty, purpose: 'register' | 'login', challenge: string, userId: string | null) {
  const now = d.clock.now();
  // Anyone may ask for a login challenge: an address asking for many is refused before it fills the table.
  if ((await bumpCounter(d.db, `passkey:options:${v.ip}`, now, PASSKEYS.failedLoginWindowMs, 1)) > PASSKEYS.optionsLimit) throw throttled('passkey challenges');
  // Expired ones go as new ones come: the table holds only live challenges (and a few minutes' worth).
  await d.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await d.db
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, user_id: userId, merchant_code: v.merchantCode, rp_id: rp.id, expires_at: new Date(now.getTime() + PASSKEYS.challengeMinutes * 60_000) })
    .execute();
}

/** Takes the challenge the browser signed out of the store: true once, if it is live and was issued for this purpose here. */
async function takeChallenge(d: AuthDeps, v: Visitor, rp: RelyingParty, purpose: 'register' | 'login', clientDataJSON: string, userId: string | null): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== 'string' || !challenge) return null;
  let q = d.db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('merchant_code', '=', v.merchantCode)
    .where('rp_id', '=', rp.id)
    .where('expires_at', '>', d.clock.now());
  q = userId ? q.where('user_id', '=', userId) : q.where('user_id', 'is', null);
  const hit = await q.returning('challenge').executeTakeFirst();
  return hit ? challenge : null;
}

type PasskeyRow = { id: string; name: string; created_at: Date; last_used_at: Date | null };
const itemOf = (r: PasskeyRow): PasskeyItem => ({ id: r.id, name: r.name, createdAt: r.created_at.toISOString(), lastUsedAt: r.last_used_at?.toISOString() ?? null });

/** GET the member's passkeys, oldest first. */
export async function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeyItem[]> {
  const rows = await db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(itemOf);
}

/** POST registration options: a challenge for this member; their passkeys excluded (one authenticator, one passkey). */
export async function passkeyRegistrationOptions(d: AuthDeps, v: Visitor, rp: RelyingParty, userId: string) {
  const user = await findUserById(d.db, userId);
  if (!user) throw notRegistered();
  const existing = await d.db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
  if (existing.length >= PASSKEYS.perMember) throw new AuthError('conflict', 'passkey.limit', `at most ${PASSKEYS.perMember} passkeys`);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    // The user handle the authenticator keeps and returns at sign-in: the account id, nothing personal.
    userID: isoUint8Array.fromUTF8String(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    // Discoverable (username-less sign-in) and user-verifying (two factors in one).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEYS.challengeMinutes * 60_000,
  });
  await keepChallenge(d, v, rp, 'register', options.challenge, userId);
  return options;
}

/** POST registration: the browser's answer to this member's challenge becomes a passkey named `name`. */
export async function registerPasskey(d: AuthDeps, v: Visitor, rp: RelyingParty, userId: string, input: { name: string; credential: PasskeyAttestation }): Promise<PasskeyItem> {
  const name = input.name.trim();
  if (!name || name.length > PASSKEYS.nameMax) throw new AuthError('invalid', 'request_param_err', `a name of 1 to ${PASSKEYS.nameMax} characters`, { field: 'name', reason: 'validation.required' });
  const user = await findUserById(d.db, userId);
  if (!user) throw notRegistered();
  const challenge = await takeChallenge(d, v, rp, 'register', input.credential.response.clientDataJSON, userId);
  const refuse = async (reason: string) => {
    await logEvent(d, v, 'passkey.register.failed', { userId, subject: user.username, detail: { reason } });
    return notRegistered();
  };
  if (!challenge) throw await refuse('challenge');
  const response = { clientExtensionResults: {}, ...input.credential } as RegistrationResponseJSON;
  let info;
  try {
    const r = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true });
    info = r.verified ? r.registrationInfo : undefined;
  } catch (e) {
    throw await refuse(e instanceof Error ? e.message.slice(0, 200) : 'verification');
  }
  if (!info) throw await refuse('verification');
  const now = d.clock.now();
  const row = await d.db
    .insertInto('passkeys')
    .values({
      id: info.credential.id,
      user_id: userId,
      public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: JSON.stringify(info.credential.transports ?? input.credential.response.transports ?? []),
      name,
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  if (!row) throw new AuthError('conflict', 'passkey.exists', 'this passkey is registered already');
  await logEvent(d, v, 'passkey.added', { userId, subject: user.username, detail: { name } });
  await notifyMember(d.db, v.merchantCode, userId, 'passkeyAdded', now);
  return itemOf(row);
}

/** POST rename: a new name for the member's own passkey (another member's id is "not found" and keeps its name). */
export async function renamePasskey(d: AuthDeps, v: Visitor, userId: string, input: { id: string; name: string }): Promise<PasskeyItem> {
  const name = input.name.trim();
  if (!name || name.length > PASSKEYS.nameMax) throw new AuthError('invalid', 'request_param_err', `a name of 1 to ${PASSKEYS.nameMax} characters`, { field: 'name', reason: 'validation.required' });
  const row = await d.db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', input.id)
    .where('user_id', '=', userId)
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  if (!row) throw notFound();
  await logEvent(d, v, 'passkey.renamed', { userId, detail: { name } });
  return itemOf(row);
}

/** POST remove: the login password again, then the member's own passkey goes. */
export async function removePasskey(d: AuthDeps, v: Visitor, userId: string, input: { id: string; password: string }): Promise<void> {
  const user = await findUserById(d.db, userId);
  if (!user) throw notFound();
  const key = `passkey:wrong:${userId}`;
  const now = d.clock.now();
  if ((await bumpCounter(d.db, key, now, PROTECTION.wrongCodeWindowMs, 0)) >= PROTECTION.wrongCodeLimit) throw throttled('passkey removal');
  if (!(await d.hasher.verify(user.password_hash, input.password))) {
    await bumpCounter(d.db, key, now, PROTECTION.wrongCodeWindowMs, 1);
    await logEvent(d, v, 'passkey.remove.failed', { userId, subject: user.username, detail: { reason: 'password' } });
    throw wrongPassword();
  }
  // Only the member's own: another member's credential id is "not found", never removed.
  const gone = await d.db.deleteFrom('passkeys').where('id', '=', input.id).where('user_id', '=', userId).returning('name').executeTakeFirst();
  if (!gone) throw notFound();
  await logEvent(d, v, 'passkey.removed', { userId, subject: user.username, detail: { name: gone.name } });
  await notifyMember(d.db, v.merchantCode, userId, 'passkeyRemoved', now);
}

/** POST login options: a challenge for any passkey of this site (username-less: the authenticator picks the account). */
export async function passkeyLoginOptions(d: AuthDeps, v: Visitor, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: PASSKEYS.challengeMinutes * 60_000 });
  await keepChallenge(d, v, rp, 'login', options.challenge, null);
  return options;
}

/**
 * POST login: a signed answer to a live login challenge by a passkey of an account of this
 * merchant opens a session; no new-address check (the passkey is two factors). Every refusal
 * answers the same passkey.login.failed and counts against the address.
 */
export async function passkeyLogin(d: AuthDeps, v: Visitor, rp: RelyingParty, credential: PasskeyAssertion): Promise<LoginResult> {
  const now = d.clock.now();
  const ipKey = `passkey:ip:${v.ip}`;
  if ((await bumpCounter(d.db, ipKey, now, PASSKEYS.failedLoginWindowMs, 0)) >= PASSKEYS.failedLoginLimit) throw throttled('passkey login');
  const found = await d.db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .select(['passkeys.id', 'passkeys.public_key', 'passkeys.counter', 'passkeys.transports', 'passkeys.user_id', 'users.merchant_code'])
    .where('passkeys.id', '=', credential.id)
    .executeTakeFirst();
  const userId = found && found.merchant_code === v.merchantCode ? found.user_id : null;
  const user = userId ? await findUserById(d.db, userId) : undefined;
  const fail = async (reason: string) => {
    await bumpCounter(d.db, ipKey, now, PASSKEYS.failedLoginWindowMs, 1);
    await logEvent(d, v, 'login.failed', { userId: user?.id ?? null, subject: user?.username ?? null, detail: { reason: 'passkey', why: reason } });
    return loginFailed();
  };
  // The challenge goes first and whatever follows: one challenge, one try.
  const challenge = await takeChallenge(d, v, rp, 'login', credential.response.clientDataJSON, null);
  if (!challenge) throw await fail('challenge');
  if (!found || !user || user.type === 4) throw await fail('unknown passkey');
  // The authenticator names the account it holds the key for: it must be the key's owner.
  if (credential.response.userHandle && credential.response.userHandle !== isoBase64URL.fromUTF8String(user.id)) throw await fail('user handle');
  const oldCounter = Number(found.counter);
  let newCounter: number;
  try {
    const r = await verifyAuthenticationResponse({
      response: { clientExtensionResults: {}, ...credential } as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: { id: found.id, publicKey: isoBase64URL.toBuffer(found.public_key), counter: oldCounter, transports: transportsOf(found.transports) },
      requireUserVerification: true,
    });
    if (!r.verified) throw await fail('signature');
    newCounter = r.authenticationInfo.newCounter;
  } catch (e) {
    if (e instanceof AuthError) throw e;
    throw await fail(e instanceof Error ? e.message.slice(0, 200) : 'verification');
  }
  // Moves only from the counter this request checked against: a replay racing this one finds it moved.
  const moved = await d.db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', found.id)
    .where('counter', '=', oldCounter as never)
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw await fail('counter');

  try {
    await refuseExcludedLogin(d.db, user.id, now);
  } catch (e) {
    await logEvent(d, v, 'login.excluded', { userId: user.id, subject: user.username });
    throw e;
  }
  const flags = { mustChangePassword: await passwordChangeRequired(d.db, user.id), passwordExpired: passwordExpired(d, v, user) };
  const seen = await d.db
    .selectFrom('user_ips')
    .select((eb) => [eb.fn.countAll<string | number>().as('any'), eb.fn.count<string | number>(eb.case().when('ip', '=', v.ip).then(1).end()).as('here')])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const result = await startSession(d, v, user, flags, 'passkey');
  // No challenge (two factors), but the member still hears of a sign-in from an address never used.
  if (Number(seen?.any ?? 0) > 0 && Number(seen?.here ?? 0) === 0) await notifyMember(d.db, v.merchantCode, user.id, 'newDevice', now);
  return result;
}
