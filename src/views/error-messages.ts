import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The messages of the codes a server answer or a form's check carries (SPEC §5, §6, §8). Their
 * translations are a catalog part of their own (lingui.config.ts "errors"), loaded with the first
 * request the page makes and with every other part (src/i18n.ts `ensureErrorMessages`): a page
 * that asks nothing and opens no form downloads none of them (issue #16 initial-JS budget). What
 * shows before any request (network failures, maintenance, the logout prompt) stays in
 * src/views/messages.ts, in the core catalog.
 */
export const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  // Accounts and sessions (SPEC §5, §6, §8).
  in_need_true_account: msg`Please register a real account to use this feature`,
  invitation_code_error: msg`Invalid invitation code`,
  'login.failed': msg`Incorrect username or password`,
  'login.invalid.credentials': msg`Incorrect username or password`,
  'login.verification.required': msg`Please complete verification first`,
  // The server can not open the authenticator's stored secret (docs/account-protection.md): refused, never let through.
  'factor.unavailable': msg`The authenticator can not be checked right now. Try again later or contact customer service.`,
  'login.verification.failed': msg`Verification code not valid`,
  'login.non.member': msg`Non-member account unable to login`,
  'login.non.agent': msg`Non-agents cannot log in`,
  'login.account.locked': msg`This account is locked, please contact customer service`,
  // Passkeys (issue #19): the browser's prompt and the sign-in, shown by the login modal and the security center.
  'passkey.login.failed': msg`This passkey could not sign you in. Use your password, or another passkey.`,
  'passkey.cancelled': msg`The passkey request was cancelled or timed out.`,
  'passkey.unsupported': msg`This browser cannot use passkeys.`,
  'passkey.exists': msg`This device already has a passkey for your account.`,
  'captcha.required': msg`Please enter the captcha`,
  'captcha.invalid': msg`Invalid captcha input or non-whitelisted domain`,
  'captcha.load.failed': msg`The captcha could not be loaded`,
  'sms.code.invalid': msg`Verification code not valid`,
  'sms.code.expired': msg`Verification code expired, send again`,
  'sms.code.missing': msg`Verification code missing`,
  'sms.quota': msg`Quota not sufficient, contact customer service`,
  'sms.phone.invalid': msg`Invalid phone number format`,
  'sms.failed': msg`Unknown error`,
  'member.not.found': msg`Username/Email does not exist`,
  'password.incorrect': msg`The old password is incorrect`,
  'reset.code.invalid': msg`This reset code is invalid, already used or expired. Please request a new e-mail.`,
  'staff.only': msg`This is for the operator's staff only`,
  'terms.required': msg`Please agree to the terms`,
  'age.required': msg`Please confirm you are 21 years old`,
  // Responsible gambling (issue #7; docs/engagement.md): login refused during a time-out or self-exclusion; a deposit over a limit.
  'care.timeout': msg`You are taking a break (time-out). You can log in again when it ends.`,
  'care.self_excluded': msg`You have excluded yourself from gambling. You cannot log in until your self-exclusion ends.`,
  'care.limit.exceeded': msg`This deposit would go over your deposit limit. See Responsible gambling for what you can still deposit.`,

  // Field validation (src/api/validation keys; SPEC §5 messages).
  'validation.required': msg`Input cannot be empty`,
  'validation.confirmMismatch': msg`Incorrect confirmation input`,
  'validation.password.common': msg`This password is too common, please choose another`,
  'validation.password.tooShort': msg({ message: 'Please fill in your password with {bounds} characters' }),
  'validation.date': msg`Please enter a real date`,
  'validation.mobile': msg`Please enter a valid mobile number`,
  'validation.code': msg`Please enter a valid verification code`,
  'validation.captcha': msg`Please enter the captcha`,
  'validation.pattern.plain': msg({ message: 'Please enter {bounds} characters' }),
  'validation.pattern.letterFirstAlnum': msg({ message: 'Please enter {bounds} letters or digits, starting with a letter' }),
  'validation.pattern.chineseDigits': msg({ message: 'Please enter {bounds} Chinese characters or digits' }),
  'validation.pattern.email': msg`Please enter a valid e-mail address`,
  'validation.pattern.lettersOrDigits': msg({ message: 'Please enter {bounds} letters or digits' }),
  'validation.pattern.lettersAndDigits': msg({ message: 'Please enter {bounds} characters with both letters and digits' }),
  'validation.pattern.digits': msg({ message: 'Please enter {bounds} digits' }),
  'validation.pattern.alnumWithUpper': msg({ message: 'Please enter {bounds} letters or digits with at least one uppercase letter' }),
  'validation.pattern.englishLettersSpaces': msg({ message: 'Please enter {bounds} English letters or spaces' }),
  'validation.pattern.noSpaces': msg({ message: 'Please fill in your password with {bounds} characters' }),
  'validation.pattern.chinesePunctuation': msg({ message: 'Please enter {bounds} Chinese characters' }),
  'validation.pattern.dateYmd': msg`Please enter a date as yyyy-MM-dd`,
  'validation.pattern.dateMdy': msg`Please enter a date as MM-dd-yyyy`,
  'validation.pattern.lettersSpaces': msg`Real name format is incorrect`,
  'validation.pattern.korean': msg({ message: 'Please enter {bounds} Korean characters' }),
  'validation.pattern.thai': msg({ message: 'Please enter {bounds} Thai characters' }),
  'validation.pattern.thaiOrEnglishSpaces': msg({ message: 'Please enter {bounds} Thai or English letters' }),
  'validation.pattern.upperSpaces': msg({ message: 'Please enter {bounds} uppercase letters or spaces' }),
  'validation.pattern.lettersNumbersSymbols': msg({ message: 'Please enter {bounds} letters, numbers or symbols' }),
  'validation.pattern.strongPassword': msg({ message: 'Please fill in your password with {bounds} characters, with upper and lower case, a digit and a symbol' }),
  'validation.pattern.fullNameTwoParts': msg`Real name format is incorrect`,
  'validation.pattern.fullWidthJapanese': msg({ message: 'Please enter {bounds} full-width Japanese characters' }),
  'validation.pattern.upperNoSpaces': msg({ message: 'Please enter {bounds} uppercase letters or digits' }),
  'validation.pattern.mobile': msg`Phone number format is incorrect`,

  // The wire's replay protection (server/README.md "Replay protection"): a sealed request the server
  // already received, and a seal outside its time window even after the client sealed it again on
  // the server's clock.
  'encryption.replayed': msg`This request was already sent. Please try again.`,
  'encryption.expired': msg`Your device's clock is wrong. Please set it right and try again.`,
};
