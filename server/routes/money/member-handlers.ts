import { BindCodeRequest, BindRequest, PaymentPasswordRequest, ProfileUpdate } from '../../../src/api/schemas/money';
import { setPaymentPassword } from '../../domain/money/payment-password';
import { bind, securityInfo, sendBindCode, updateProfile } from '../../domain/money/security';
import { loadRegisterSetting } from '../../domain/register-setting';
import type { Services } from '../../services';
import { ok } from '../../wire/envelope';
import { visitor } from '../../wire/account-context';
import { checkInput } from '../../wire/limits';
import { body } from '../../wire/body';
import { type C, handle, userId } from '../../wire/money-context';

/** Security center: what is set, payment password, binding a mobile or e-mail, profile fields. */
export function memberHandlers(s: Services) {
  const setting = (c: C) => loadRegisterSetting(s.db, c.get('merchant'));
  return {
    security: handle(async (c) => ok(c, await securityInfo(s.db, userId(c)))),

    paymentPassword: handle(async (c) => {
      const input = checkInput(c.get('payload'), PaymentPasswordRequest);
      await setPaymentPassword(s.money, await setting(c), userId(c), input);
      return ok(c, null);
    }),

    bindCode: handle(async (c) => {
      const input = checkInput(await body(c), BindCodeRequest);
      return ok(c, await sendBindCode(s.auth, visitor(c), await setting(c), userId(c), input));
    }),

    bind: handle(async (c) => {
      const input = checkInput(await body(c), BindRequest);
      return ok(c, await bind(s.auth, visitor(c), await setting(c), userId(c), input));
    }),

    profile: handle(async (c) => {
      const input = checkInput(await body(c), ProfileUpdate);
      return ok(c, await updateProfile(s.db, await setting(c), userId(c), input, s.clock.now()));
    }),
  };
}
