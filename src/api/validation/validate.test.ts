import { describe, expect, it } from 'vitest';
import { acceptedPatternRegExp, PATTERNS, patternFor } from './patterns';
import { type FieldRule, validateField } from './validate';
import { validateRegistration, type RegistrationSetting } from './registration';

const rule = (patternId: string, min = 1, max = 64, over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength: min,
  maxLength: max,
  ...over,
});

const CASES: Record<keyof typeof PATTERNS, [string[], string[]]> = {
  plain: [['any thing 1!', 'বাংলা'], ['tab\there']],
  letterFirstAlnum: [['abc123', 'A'], ['1abc', 'ab_c']],
  chineseDigits: [['中文123', '中'], ['中a', 'abc']],
  email: [['a.b@example.com', 'x+y@mail.co.uk'], ['a@b', 'a b@c.com', '@c.com']],
  lettersOrDigits: [['abc', '123', 'a1'], ['a-1', 'a 1']],
  lettersAndDigits: [['a1', '1a2b'], ['abc', '123', 'a1!']],
  digits: [['0123'], ['12a', '+12']],
  alnumWithUpper: [['Abc1', 'ABC'], ['abc1', 'Ab-1']],
  englishLettersSpaces: [['John Smith'], ['John1', 'জন']],
  noSpaces: [['p@ss!', 'বাংলা'], ['a b', 'a\tb']],
  chinesePunctuation: [['你好，世界。'], ['hello', '你好,']],
  dateYmd: [['2026-01-31'], ['2026-13-01', '31-01-2026']],
  dateMdy: [['01-31-2026'], ['2026-01-31', '13-01-2026']],
  lettersSpaces: [['Rahim Uddin', 'রহিম উদ্দিন'], ['R2D2', 'a_b']],
  korean: [['김민수', '김 민수'], ['kim', '金']],
  thai: [['สมชาย'], ['somchai', 'สม ชาย']],
  thaiOrEnglishSpaces: [['สมชาย Lee'], ['สมชาย1']],
  upperSpaces: [['JOHN SMITH'], ['John Smith']],
  lettersNumbersSymbols: [['Ab1!#$'], ['a b', 'বাংলা']],
  strongPassword: [['Abcdef1!'], ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']],
  fullNameTwoParts: [['Rahim Uddin', "Mary O'Neil Smith"], ['Rahim', 'Rahim  Uddin', ' Rahim Uddin']],
  fullWidthJapanese: [['やまだ　タロウ', '山田太郎'], ['yamada', 'ﾔﾏﾀﾞ']],
  upperNoSpaces: [['AB12'], ['Ab12', 'AB 12']],
  mobile: [['01711000001', '+8801711000001'], ['0171-100', '17 11']],
};

describe('pattern kinds of SPEC §5', () => {
  it('names 24 kinds', () => expect(Object.keys(PATTERNS)).toHaveLength(24));
  for (const [id, [good, bad]] of Object.entries(CASES)) {
    it(`${id} accepts ${good.join(', ')} and refuses ${bad.join(', ')}`, () => {
      for (const v of good) expect(validateField(rule(id), v), v).toBeNull();
      for (const v of bad) expect(validateField(rule(id), v), v).not.toBeNull();
    });
  }
  it('resolves the legacy alias alnum to lettersOrDigits', () => expect(patternFor('alnum')).toBe(PATTERNS.lettersOrDigits));
  it("treats acceptedPattern '*' as '.*'", () => expect(acceptedPatternRegExp('*').test('anything at all')).toBe(true));
});

describe('validateField', () => {
  it('says "Input cannot be empty" first for a required blank field', () => {
    expect(validateField(rule('digits', 4, 6), '  ')).toEqual({ key: 'validation.required' });
  });
  it('lets an optional empty field pass and skips disabled fields', () => {
    expect(validateField(rule('digits', 4, 6, { required: false }), '')).toBeNull();
    expect(validateField(rule('digits', 4, 6, { enabled: false }), 'xx')).toBeNull();
  });
  it('reports the pattern key with (min) - (max) bounds when the length is out of range', () => {
    expect(validateField(rule('letterFirstAlnum', 6, 16), 'abc')).toEqual({
      key: 'validation.pattern.letterFirstAlnum',
      params: { min: 6, max: 16, bounds: '6 - 16' },
    });
  });
  it('shows one number when the bounds are equal', () => {
    expect(validateField(rule('digits', 6, 6), '12345')?.params?.bounds).toBe('6');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validateField(rule('plain', 2, 2), '😀😀')).toBeNull();
  });
  it('applies the server acceptedPattern on top of the named kind', () => {
    expect(validateField(rule('digits', 1, 20, { acceptedPattern: '^01[0-9]+$' }), '99')?.key).toBe('validation.pattern.digits');
  });
  it('refuses impossible calendar days', () => {
    expect(validateField(rule('dateYmd', 10, 10), '2026-02-30')).toEqual({ key: 'validation.date' });
  });
  it('checks the confirmation against the password', () => {
    expect(validateField(rule('noSpaces', 8, 64), 'Secret#123', { mustEqual: 'Secret#124' })).toEqual({ key: 'validation.confirmMismatch' });
  });
  it('holds passwords to 8+ characters and the common-password list', () => {
    expect(validateField(rule('noSpaces', 6, 64), 'Ab1!xyz', { password: true })?.key).toBe('validation.password.tooShort');
    expect(validateField(rule('noSpaces', 8, 64), 'password1', { password: true, isCommonPassword: (p) => p === 'password1' })?.key).toBe('validation.password.common');
  });
});

const SETTING: RegistrationSetting = {
  captcha: true,
  affiliateCode: true,
  fields: {
    username: rule('letterFirstAlnum', 6, 16),
    password: rule('noSpaces', 8, 128),
    mobileNum: rule('digits', 7, 15, { required: false }),
    verificationCode: rule('digits', 4, 255),
    payeeName: rule('lettersSpaces', 2, 64, { required: false }),
    email: rule('email', 5, 100, { required: true }),
    affiliateCode: rule('lettersOrDigits', 4, 32, { required: true }),
    captcha: rule('lettersOrDigits', 4, 6),
    qqNum: rule('digits', 5, 12, { enabled: false }),
  },
};
const good = { username: 'newplayer1', password: 'Good#Pass2026', confirmPassword: 'Good#Pass2026', email: 'n@example.com', captcha: 'AB12' };

describe('validateRegistration', () => {
  it('passes a complete username registration', () => {
    expect(validateRegistration(SETTING, good, 'username', { smsRequired: false })).toEqual({});
  });
  it('always requires username, password and confirmation', () => {
    const e = validateRegistration(SETTING, { email: 'n@example.com', captcha: 'AB12' }, 'username', { smsRequired: false });
    expect(Object.keys(e)).toEqual(['username', 'password', 'confirmPassword']);
  });
  it('requires mobile and SMS code in mobile registration', () => {
    const e = validateRegistration(SETTING, good, 'mobile', { smsRequired: true });
    expect(e).toEqual({ mobileNum: { key: 'validation.required' }, verificationCode: { key: 'validation.required' } });
  });
  it('requires the captcha only when the captcha setting is on', () => {
    const { captcha: _, ...noCaptcha } = good;
    expect(validateRegistration(SETTING, noCaptcha, 'username', { smsRequired: false }).captcha).toEqual({ key: 'validation.required' });
    expect(validateRegistration({ ...SETTING, captcha: false }, noCaptcha, 'username', { smsRequired: false })).toEqual({});
  });
  it('keeps an affiliate code optional (the URL may carry it) but checks its format', () => {
    expect(validateRegistration(SETTING, { ...good, affiliateCode: 'a!' }, 'username', { smsRequired: false }).affiliateCode?.key).toBe('validation.pattern.lettersOrDigits');
  });
  it('ignores disabled fields', () => {
    expect(validateRegistration(SETTING, { ...good, qqNum: 'x' }, 'username', { smsRequired: false })).toEqual({});
  });
});
