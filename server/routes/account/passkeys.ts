import { Hono } from 'hono';
import { endpoints } from '../../../src/api/endpoints';
import { protectionEndpoints as e } from '../../../src/api/protection-endpoints';
import { PasskeyLoginRequest, PasskeyRegisterRequest, PasskeyRemoveRequest, PasskeyRenameRequest } from '../../../src/api/schemas/passkeys';
import {
  listPasskeys,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  relyingParty,
  removePasskey,
  renamePasskey,
} from '../../domain/auth/passkeys';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly, visitor } from '../../wire/account-context';
import { body } from '../../wire/body';
import { checkInput } from '../../wire/limits';
import { handle, type C, userId } from '../../wire/money-context';

/** The relying party is the host this request came to (the merchant's domain), named by its brand. */
const rpOf = (c: C) => relyingParty(c.req.url, c.get('merchant').profile.brand.name || c.get('merchant').code);

/**
 * Passkeys (issue #19; docs/account-protection.md "Passkeys"): a member registers, lists, renames and
 * removes their own (the session's user; no id of another account is ever honoured); anyone may
 * ask for a login challenge and answer it with a passkey of this merchant's site.
 */
export function passkeyRoutes(s: Services) {
  const d = s.auth;
  return new Hono<AppEnv>()
    .post(endpoints.passkeyLoginOptions.path, handle(async (c) => ok(c, await passkeyLoginOptions(d, visitor(c), rpOf(c)))))
    .post(endpoints.passkeyLogin.path, handle(async (c) => {
      const input = checkInput(await body(c), PasskeyLoginRequest);
      return ok(c, await passkeyLogin(d, visitor(c), rpOf(c), input.credential));
    }))
    .get(e.passkeys.path, realAccountOnly, handle(async (c) => ok(c, { list: await listPasskeys(s.db, userId(c)) })))
    .post(e.passkeyRegisterOptions.path, realAccountOnly, handle(async (c) => ok(c, await passkeyRegistrationOptions(d, visitor(c), rpOf(c), userId(c)))))
    .post(e.passkeyRegister.path, realAccountOnly, handle(async (c) => {
      const input = checkInput(await body(c), PasskeyRegisterRequest);
      return ok(c, await registerPasskey(d, visitor(c), rpOf(c), userId(c), input));
    }))
    .post(e.passkeyRename.path, realAccountOnly, handle(async (c) => {
      const input = checkInput(await body(c), PasskeyRenameRequest);
      return ok(c, await renamePasskey(d, visitor(c), userId(c), input));
    }))
    .post(e.passkeyRemove.path, realAccountOnly, handle(async (c) => {
      const input = checkInput(c.get('payload'), PasskeyRemoveRequest);
      await removePasskey(d, visitor(c), userId(c), input);
      return ok(c, null);
    }));
}
