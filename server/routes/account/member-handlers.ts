import type { Context } from 'hono';
import { object, optional, string } from 'superstruct';
import {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  RegisterRequest,
  ResetByEmailCodeRequest,
  ResetByPhoneRequest,
  SmsNoLoginRequest,
  SmsRegisterRequest,
} from '../../../src/api/schemas/account';
import { AuthError } from '../../domain/auth/errors';
import { changePassword, forgotByEmail, resetByEmailCode, resetByPhone } from '../../domain/auth/password-change';
import { affiliateValid, register } from '../../domain/auth/registration';
import { sendSmsCode } from '../../domain/auth/sms';
import { loadRegisterSetting } from '../../domain/register-setting';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import type { AppEnv } from '../../wire/types';
import { visitor, wire } from '../../wire/account-context';
import { checkInput } from '../../wire/limits';
import { body } from '../../wire/body';

type C = Context<AppEnv>;

const AffiliateQuery = object({ code: string(), domain: optional(string()) });

/** Registration, SMS codes, affiliate check and the password group. */
export function memberHandlers(s: Services) {
  const d = s.auth;
  const setting = (c: C) => loadRegisterSetting(s.db, c.get('merchant'));
  return {
    async register(c: C) {
      const input = checkInput(c.get('payload'), RegisterRequest);
      return ok(c, await wire(register(d, visitor(c), await setting(c), 'username', input)));
    },

    async registerMobile(c: C) {
      const input = checkInput(c.get('payload'), RegisterRequest);
      return ok(c, await wire(register(d, visitor(c), await setting(c), 'mobile', input)));
    },

    async smsRegister(c: C) {
      const input = checkInput(await body(c), SmsRegisterRequest);
      const sent = sendSmsCode(d, visitor(c), await setting(c), { purpose: 'register', dialingCode: input.countryDialingCode, mobileNum: input.mobileNo });
      return ok(c, await wire(sent));
    },

    async smsNoLogin(c: C) {
      const input = checkInput(await body(c), SmsNoLoginRequest);
      const v = visitor(c);
      const module = input.purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3';
      if (!v.modules.has(module)) return ok(c, await wire(Promise.reject(moduleOff(module))));
      const sent = sendSmsCode(d, v, await setting(c), { purpose: input.purpose, dialingCode: input.countryDialingCode, mobileNum: input.mobileNum });
      return ok(c, await wire(sent));
    },

    async affiliate(c: C) {
      const q = checkInput(c.req.query(), AffiliateQuery);
      return ok(c, { valid: await affiliateValid(d, c.get('merchant').code, q.code) });
    },

    async changePassword(c: C) {
      const input = checkInput(c.get('payload'), ChangePasswordRequest);
      await wire(changePassword(d, visitor(c), await setting(c), c.get('session')!, input));
      return ok(c, null);
    },

    async forgotByEmail(c: C) {
      const input = checkInput(await body(c), ForgotByEmailRequest);
      await wire(forgotByEmail(d, visitor(c), input));
      return ok(c, null);
    },

    async resetByEmailCode(c: C) {
      const input = checkInput(c.get('payload'), ResetByEmailCodeRequest);
      await wire(resetByEmailCode(d, visitor(c), await setting(c), input));
      return ok(c, null);
    },

    async resetByPhone(c: C) {
      const input = checkInput(c.get('payload'), ResetByPhoneRequest);
      return ok(c, await wire(resetByPhone(d, visitor(c), await setting(c), input)));
    },
  };
}

function moduleOff(module: string) {
  return new AuthError('forbidden', 'function.not.available', 'function not available', { module });
}
