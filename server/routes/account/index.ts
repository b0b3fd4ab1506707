import { Hono } from 'hono';
import { endpoints as e } from '../../../src/api/endpoints';
import type { Services } from '../../services';
import type { AppEnv } from '../../wire/types';
import { realAccountOnly } from '../../wire/account-context';
import { memberHandlers } from './member-handlers';
import { passkeyRoutes } from './passkeys';
import { protectionRoutes } from './protection';
import { sessionHandlers } from './session-handlers';

/** Accounts and sessions (issue #3): login group of SPEC §7. Flags come from the registry. */
export function accountRoutes(s: Services) {
  const h = sessionHandlers(s);
  const m = memberHandlers(s);
  return new Hono<AppEnv>()
    .post(e.login.path, h.login)
    .post(e.loginVerify.path, h.verify)
    .post(e.loginChallengeCode.path, h.challengeCode)
    .post(e.loginFreeplay.path, h.freeplay)
    .delete(e.logout.path, h.logout)
    .get(e.memberInfo.path, h.memberInfo)
    .get(e.memberIcon.path, h.memberIcon)
    .get(e.captcha.path, h.captcha)
    .post(e.smsRegister.path, m.smsRegister)
    .post(e.smsNoLogin.path, m.smsNoLogin)
    .put(e.register.path, m.register)
    .put(e.registerMobile.path, m.registerMobile)
    .get(e.affiliate.path, m.affiliate)
    .post(e.changePassword.path, realAccountOnly, m.changePassword)
    .post(e.forgotByEmail.path, m.forgotByEmail)
    .post(e.resetByEmailCode.path, m.resetByEmailCode)
    .post(e.resetByPhone.path, m.resetByPhone)
    .route('/', protectionRoutes(s))
    .route('/', passkeyRoutes(s));
}
