import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Translations of the stable message keys that machines and the API client carry
 * (SPEC §8, DESIGN.md error codes). Views call `i18n._(messageFor(key))`.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'network.abnormal': msg`Network link is abnormal, please try again`,
  'network.timeout': msg`The page took longer to load, check your network`,
  'response.invalid': msg`Network link is abnormal, please try again`,
  'system.error': msg`Something went wrong, please try again later`,
  'login.not.session': msg`You have been logged in elsewhere, please log in again`,
  'login.required': msg`You are not logged in, please login`,
  'function.not.available': msg`Function not enabled, please contact customer service`,
  'request_param_err': msg`Please check your input`,
  'too.many.requests': msg`Too many requests, try again after 5 minutes`,
  'region.restricted': msg`Access restricted because of location or IP`,
  'system.maintenance': msg`System maintenance notice`,
  'popup.blocked': msg`Popup blocked, allow popups and try again`,
  'url.invalid': msg`Invalid URL, please contact customer service`,
  'language.load.failed': msg`The language could not be loaded`,

  // Accounts and sessions (SPEC §5, §6, §8).
  in_need_true_account: msg`Please register a real account to use this feature`,
  in_increase_submit: msg`OK`,
  in_popup_prompt: msg`Prompt`,
  in_sure_logout: msg`Are you sure you want to log out?`,
  invitation_code_error: msg`Invalid invitation code`,
  'login.failed': msg`Incorrect username or password`,
  'login.invalid.credentials': msg`Incorrect username or password`,
  'login.verification.required': msg`Please complete verification first`,
  'login.verification.failed': msg`Verification code not valid`,
  'login.non.member': msg`Non-member account unable to login`,
  'login.non.agent': msg`Non-agents cannot log in`,
  'login.account.locked': msg`This account is locked, please contact customer service`,
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
};

const FALLBACK = msg`Something went wrong, please try again later`;

export function messageFor(key: string | null | undefined): MessageDescriptor {
  return (key && MESSAGES[key]) || FALLBACK;
}

/** A field error of src/api/validation, translated with its bounds ("(min) - (max)", or one number). */
export function fieldMessage(i18n: { _: (d: MessageDescriptor, values?: Record<string, unknown>) => string }, error: { key: string; params?: { bounds: string } } | null | undefined): string | null {
  if (!error) return null;
  return i18n._(messageFor(error.key), { bounds: error.params?.bounds ?? '' });
}

export function hasMessage(key: string): boolean {
  return key in MESSAGES;
}
