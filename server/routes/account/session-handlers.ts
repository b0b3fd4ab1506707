import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { FreeplayRequest, type LoginRequest, SmsLoginRequest, UsernameLoginRequest, SendChallengeCodeRequest, VerifyLoginRequest, type MemberInfo } from '../../../src/api/schemas/account';
import { issueCaptcha } from '../../domain/auth/captcha';
import { sendChallengeCode, verifyChallenge } from '../../domain/auth/challenge';
import { logEvent } from '../../domain/auth/context';
import { startFreeplay } from '../../domain/auth/freeplay';
import { login } from '../../domain/auth/login';
import { endSessionByHash } from '../../repositories/sessions';
import { findUserById } from '../../repositories/users';
import type { Services } from '../../services';
import { ok, WireError } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { CAPTCHA_COOKIE, visitor, wire } from '../../wire/account-context';
import { checkInput } from '../../wire/limits';
import { body } from '../../wire/body';

type C = Context<AppEnv>;



/** Session group: login (password, SMS, new-address verification, free play), logout, captcha, member info. */
export function sessionHandlers(s: Services) {
  const d = s.auth;
  return {
    async login(c: C) {
      const payload = c.get('payload') as { type?: unknown } | null;
      // Check against the member of the union the type names, so a 400 names the field.
      const input: LoginRequest = payload?.type === 'sms' ? checkInput(payload, SmsLoginRequest) : checkInput(payload, UsernameLoginRequest);
      return ok(c, await wire(login(d, visitor(c), input)));
    },

    async verify(c: C) {
      const input = checkInput(c.get('payload'), VerifyLoginRequest);
      return ok(c, await wire(verifyChallenge(d, visitor(c), input)));
    },

    async challengeCode(c: C) {
      const input = checkInput(await body(c), SendChallengeCodeRequest);
      return ok(c, await wire(sendChallengeCode(d, visitor(c), input.challengeId, input.method)));
    },

    async freeplay(c: C) {
      const input = checkInput(await body(c, true), FreeplayRequest);
      return ok(c, await wire(startFreeplay(d, visitor(c), input)));
    },

    async logout(c: C) {
      const session = c.get('session')!;
      await endSessionByHash(s.db, session.tokenHash, 'logout', s.clock.now());
      await logEvent(d, visitor(c), 'logout', { userId: session.userId });
      return ok(c, null);
    },

    async captcha(c: C) {
      const v = visitor(c);
      const { id, pngBase64, maxAgeS } = await wire(issueCaptcha(d, v));
      setCookie(c, CAPTCHA_COOKIE, id, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/wps',
        maxAge: maxAgeS,
        // Production is served over TLS, usually ended at a proxy: the request this server sees is http.
        secure: s.config.nodeEnv === 'production' || new URL(c.req.url).protocol === 'https:',
      });
      c.header('Cache-Control', 'no-store');
      return ok(c, pngBase64);
    },

    async memberInfo(c: C) {
      const user = await findUserById(s.db, c.get('session')!.userId);
      if (!user) throw new WireError(401, 'login.required', 'login required');
      const value: MemberInfo = {
        id: user.id,
        account: user.username,
        nickname: user.nickname,
        type: user.type,
        toUpline: user.upline_id !== null,
        clubLabel: null,
        memberLabel: [],
        mobileNum: user.mobile_num,
        email: user.email,
        staff: user.is_staff,
      };
      return ok(c, value);
    },

    async memberIcon(c: C) {
      const user = await findUserById(s.db, c.get('session')!.userId);
      return ok(c, { iconUrl: user?.icon_url ?? null });
    },
  };
}
