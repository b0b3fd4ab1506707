import type { SecurityInfo } from '../../api/schemas/money';

/** A member with a registered payee name and nothing else filled in. */
export const securityInfoFixture: SecurityInfo = {
  account: 'player01',
  hasPaymentPassword: true,
  payeeName: 'Rahim Uddin',
  mobileNum: '1712345678',
  countryDialingCode: '880',
  email: null,
  profile: { qqNum: null, line: null, whatsapp: null, facebook: null, wechat: null, idNumber: null },
};

/** The seeded register setting's patterns (server/db/seed-data/merchant.ts). */
const digits = (min: number, max: number) => ({ enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: min, maxLength: max });
export const profileSettingFixture = {
  fields: {
    payeeName: { enabled: true, required: false, acceptedPattern: '^[A-Za-z\\u0980-\\u09FF ]+$', patternId: 'lettersSpaces', minLength: 2, maxLength: 64 },
    qqNum: digits(5, 12),
    whatsapp: digits(7, 15),
    wechat: { enabled: false, required: false, acceptedPattern: '^[A-Za-z][-_A-Za-z0-9]*$', patternId: 'letterFirstAlnum', minLength: 6, maxLength: 20 },
  },
};
