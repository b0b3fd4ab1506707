import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import type { LoginResult } from '../../../api/schemas/account';
import type { PasskeyAssertion, PasskeyAttestation, PasskeyItem, PasskeyList } from '../../../api/schemas/passkeys';

type Api = Pick<ApiClient, 'call'>;

/**
 * The browser's part of a ceremony as a refusal the charts can show: the prompt closed or timed
 * out, this authenticator holds a passkey of the account already, or no WebAuthn at all.
 * @simplewebauthn/browser is loaded only when a ceremony starts (it is not on the home route).
 */
async function browserCeremony<T>(run: (lib: typeof import('@simplewebauthn/browser')) => Promise<T>): Promise<T> {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new ApiError('server', 'passkey.unsupported');
  try {
    return await run(lib);
  } catch (e) {
    if (e instanceof lib.WebAuthnError && e.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') throw new ApiError('server', 'passkey.exists');
    throw new ApiError('server', 'passkey.cancelled', { message: e instanceof Error ? e.message : String(e) });
  }
}

/** GET the member's passkeys. */
export const createLoadPasskeys = (api: Api) => fromPromise<PasskeyList>(({ signal }) => api.call('passkeys', { signal }));

/** Registration: the server's options, the authenticator's new credential, the server's check; the new passkey. */
export const createRegisterPasskey = (api: Api) =>
  fromPromise<PasskeyItem, { name: string }>(async ({ input, signal }) => {
    const options = await api.call('passkeyRegisterOptions', { body: {}, signal });
    const credential = await browserCeremony((lib) => lib.startRegistration({ optionsJSON: options as never }));
    return api.call('passkeyRegister', { body: { name: input.name, credential: credential as PasskeyAttestation }, signal });
  });

/** POST rename: the renamed passkey as the server now has it. */
export const createRenamePasskey = (api: Api) =>
  fromPromise<PasskeyItem, { id: string; name: string }>(({ input, signal }) => api.call('passkeyRename', { body: input, signal }));

/** POST remove (encrypted: it carries the password). */
export const createRemovePasskey = (api: Api) =>
  fromPromise<void, { id: string; password: string }>(async ({ input, signal }) => {
    await api.call('passkeyRemove', { body: input, signal });
  });

/** Username-less sign-in: the server's challenge, the authenticator's choice of passkey and signature, a session. */
export const createPasskeyLogin = (api: Api) =>
  fromPromise<LoginResult>(async ({ signal }) => {
    const options = await api.call('passkeyLoginOptions', { body: {}, signal });
    const credential = await browserCeremony((lib) => lib.startAuthentication({ optionsJSON: options as never }));
    return api.call('passkeyLogin', { body: { credential: credential as PasskeyAssertion }, signal });
  });
