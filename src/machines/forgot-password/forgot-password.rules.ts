import { type FieldRule, validateField } from '../../api/validation/validate';
import { NEW_PASSWORD_RULE } from '../change-password/change-password.rules';
import { validateLoginField } from '../login/login.validation';
import type { ForgotField, ForgotPasswordContext } from './forgot-password.types';

const USERNAME: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'plain', minLength: 1, maxLength: 64 };
const EMAIL: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 'email', minLength: 3, maxLength: 254 };

/** SPEC §5: by e-mail username and e-mail; by phone mobile, SMS code and new password. */
export function forgotErrors(c: Pick<ForgotPasswordContext, 'tab' | 'values'>) {
  const v = c.values;
  const found: [ForgotField, ReturnType<typeof validateField>][] =
    c.tab === 'email'
      ? [
          ['username', validateField(USERNAME, v.username.trim())],
          ['email', validateField(EMAIL, v.email.trim())],
        ]
      : [
          ['mobileNum', validateLoginField('mobileNum', v.mobileNum)],
          ['verificationCode', validateLoginField('verificationCode', v.verificationCode)],
          ['newPassword', validateField(NEW_PASSWORD_RULE, v.newPassword, { password: true })],
        ];
  return Object.fromEntries(found.filter(([, e]) => e !== null)) as ForgotPasswordContext['errors'];
}
