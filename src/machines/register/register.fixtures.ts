import type { RegisterSetting } from '../../api/schemas/system';

const rule = (patternId: string, minLength: number, maxLength: number, required = true, enabled = true) => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
});

/** A register setting as the server publishes it: some optional fields on, e-mail off. */
export const registerSettingFixture: RegisterSetting = {
  captcha: true,
  affiliateCode: true,
  mobileRegistration: true,
  fields: {
    username: rule('letterFirstAlnum', 6, 16),
    password: rule('noSpaces', 8, 20),
    mobileNum: rule('digits', 7, 15, false),
    payeeName: rule('lettersSpaces', 2, 40, false),
    email: rule('email', 5, 60, false, false),
    affiliateCode: rule('lettersOrDigits', 4, 20, false),
  },
  countries: [{ countryCode: 'BD', countryDialingCode: '880' }],
};

export const registerResultFixture = {
  account: 'newplayer1',
  session: { token: 'tok-new', firstTimeLogin: true, passwordExpired: false, mustChangePassword: false },
};

/** Valid values, in the order a person fills them. */
export const registerValues: Record<string, string> = {
  username: 'newplayer1',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  mobileNum: '1712345678',
  verificationCode: '123456',
  captcha: 'ab12',
  affiliateCode: 'AGENT7',
};
