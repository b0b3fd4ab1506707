import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for API tests (issue #19): real P-256 keys, attestation
 * "none", user presence and verification flags, a signature counter, all built by hand from the
 * WebAuthn spec (authenticator data, COSE key, CBOR attestation object, ES256 DER signatures), so
 * the server's ceremony code is checked against bytes it did not make itself.
 */

const b64 = (b: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(b));
const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftCredential {
  id: string;
  rpId: string;
  /** The user handle the relying party gave (base64url). */
  userHandle: string;
  key: KeyObject;
  counter: number;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

/** flags: UP (0x01) | UV (0x04), and AT (0x40) when credential data follows. */
function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  return Buffer.concat([sha(rpId), Buffer.from([flags]), u32(counter), ...(attested ? [attested] : [])]);
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** navigator.credentials.create() with attestation "none": the RegistrationResponseJSON. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, opts: { userVerified?: boolean } = {}) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const rawId = randomBytes(16);
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, rawId.length]), rawId, Buffer.from(cose)]);
    const flags = 0x40 | 0x01 | (opts.userVerified === false ? 0 : 0x04);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData(rpId, flags, 0, attested))]]) as never);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const cred: SoftCredential = { id: b64(rawId), rpId, userHandle: options.user.id, key: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })), counter: 0 };
    this.credentials.push(cred);
    return {
      id: cred.id,
      rawId: cred.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get() with `cred` (default: the latest created): the AuthenticationResponseJSON.
   * The counter rises by one unless `counter` says what to sign (a replayed or cloned key).
   */
  get(options: { challenge: string }, origin: string, opts: { cred?: SoftCredential; counter?: number; rpId?: string } = {}) {
    const cred = opts.cred ?? this.credentials.at(-1)!;
    const counter = opts.counter ?? ++cred.counter;
    const data = authData(opts.rpId ?? cred.rpId, 0x05, counter);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([data, sha(clientDataJSON)]), cred.key);
    return {
      id: cred.id,
      rawId: cred.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(data), signature: b64(signature), userHandle: cred.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
