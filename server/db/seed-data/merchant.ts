import type { MerchantProfile } from '../database';
import { moneyProfile } from './money';

/**
 * Default merchant configuration written by the seed. Operators change the db afterwards;
 * the seed never overwrites existing rows.
 */
export function merchantProfile(languages: string[]): MerchantProfile {
  return {
    brand: {
      name: 'Elott Bangladesh',
      platform: 'web',
      lotteryType: 'Elott',
      device: 'WEB',
      defaultLanguage: 'BN',
      languages,
      chatHeaderColor: '#0b6e4f',
      currencySymbol: 'P',
    },
    settings: { loginedToHomePage: false, flowsEnabled: false },
    register: { captcha: true, affiliateCode: true },
    // qrText: what the QR image encodes; relative URLs are made absolute per request.
    resources: [
      { resourceType: 'TELEGRAM', url: 'https://t.me/elott_bd_support', qrText: null, labelNameEn: 'Telegram support', label: { bn: 'টেলিগ্রাম সাপোর্ট', en: 'Telegram support' } },
      { resourceType: 'TELEGRAM', url: 'https://t.me/elott_bd_news', qrText: null, labelNameEn: 'Telegram channel', label: { bn: 'টেলিগ্রাম চ্যানেল', en: 'Telegram channel' } },
      { resourceType: 'LINE', url: 'https://line.me/R/ti/p/@elottbd', qrText: null, labelNameEn: 'LINE', label: null },
      { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/elottbd', qrText: null, labelNameEn: 'Facebook', label: null },
      { resourceType: 'IOS_APP', url: '/down?os=ios', qrText: '/down?os=ios', labelNameEn: 'iOS app', label: { bn: 'আইওএস অ্যাপ', en: 'iOS app' } },
      { resourceType: 'ANDROID_APP', url: '/down?os=android', qrText: '/down?os=android', labelNameEn: 'Android app', label: { bn: 'অ্যান্ড্রয়েড অ্যাপ', en: 'Android app' } },
      { resourceType: 'PARTNER_LOGO', url: 'EVO', qrText: null, labelNameEn: 'Evolution', label: null },
      { resourceType: 'PARTNER_LOGO', url: 'PG', qrText: null, labelNameEn: 'PG Soft', label: null },
      { resourceType: 'PARTNER_LOGO', url: 'JILI', qrText: null, labelNameEn: 'JILI', label: null },
      { resourceType: 'PARTNER_LOGO', url: 'SABA', qrText: null, labelNameEn: 'SABA Sports', label: null },
    ],
    // Type 3: configured as a plain URL, sent sealed (docs/engagement.md "Customer service");
    // the help page without header stands in for a live chat.
    customerService: { pathList: [{ type: 3, path: '/helpmc' }] },
    // [""] = same origin: the SPA prefixes image and launch paths with a random pick of these.
    imageCDNs: [''],
    launchGameCDNs: [''],
    analytics: {},
    domains: [],
    esportsVassalages: ['AV', 'AI', 'IMES', 'TF', 'IA'],
    money: moneyProfile(),
    agents: { enableCt: true, salary: true, hourSalary: true, realtimeSalary: true, dividendPeriod: 'semimonthly' },
  };
}

/** Module tree: [modId, parent, enabled]. Parents group the SPEC §3 flags; a flag counts only with all ancestors on. */
export const MODULES: [string, string | null, boolean][] = [
  ['LOGIN', null, true],
  ['MOBILEVERCODELOGIN3', 'LOGIN', true],
  ['PWDEXPFORCECHANGE3', 'LOGIN', true],
  ['CHNGPASSVERIF3', 'LOGIN', true],
  ['FREEPLAY3', 'LOGIN', true],
  ['REGISTER', null, true],
  ['DIRECTREG3', 'REGISTER', true],
  ['USERNAMEREG3', 'REGISTER', true],
  ['MOBILENUMREG3', 'REGISTER', true],
  ['REGMOBVERF3', 'MOBILENUMREG3', true],
  ['MOBILENUMPASSREG3', 'MOBILENUMREG3', true],
  ['AGENT', null, true],
  ['AGENTPOLICY3', 'AGENT', true],
  ['enableCt', 'AGENT', true],
  ['salary', 'AGENT', true],
  ['hourSalary', 'AGENT', true],
  ['PROMOTION', null, true],
  ['MANPLAYREB3', 'PROMOTION', true],
  ['referral', 'PROMOTION', true],
];

export interface FieldSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern: string;
  patternId: string;
  min: number;
  max: number;
}

const f = (field: string, enabled: boolean, required: boolean, pattern: string, patternId: string, min: number, max: number): FieldSeed => ({
  field, enabled, required, pattern, patternId, min, max,
});

const DIGITS = '^[0-9]+$';
const ALNUM = '^[A-Za-z0-9]+$';

/** Registration fields of SPEC §3/§5. Pattern '*' means any characters (the client maps it to '.*'). */
export const REGISTER_FIELDS: FieldSeed[] = [
  f('username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 'letterFirstAlnum', 6, 16),
  f('password', true, true, '^\\S+$', 'noSpaces', 8, 64),
  f('confirmPassword', true, true, '^\\S+$', 'noSpaces', 8, 64),
  f('mobileNum', true, false, DIGITS, 'digits', 7, 15),
  f('verificationCode', true, true, DIGITS, 'digits', 4, 255),
  f('payeeName', true, false, '^[A-Za-z\\u0980-\\u09FF ]+$', 'lettersSpaces', 2, 64),
  f('paymentPassword', false, false, DIGITS, 'digits', 6, 6),
  f('qqNum', false, false, DIGITS, 'digits', 5, 12),
  f('line', false, false, '*', 'plain', 1, 64),
  f('whatsapp', false, false, DIGITS, 'digits', 7, 15),
  f('facebook', false, false, '*', 'plain', 1, 64),
  f('wechat', false, false, '^[A-Za-z][-_A-Za-z0-9]*$', 'letterFirstAlnum', 6, 20),
  f('idNumber', false, false, ALNUM, 'alnum', 6, 32),
  f('email', true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'email', 5, 100),
  f('affiliateCode', true, false, ALNUM, 'alnum', 4, 32),
  f('captcha', true, true, ALNUM, 'alnum', 4, 6),
];

/** Country-code picker; Bangladesh first (the site's home market). */
export const COUNTRIES: [string, string][] = [
  ['BD', '+880'],
  ['IN', '+91'],
  ['PK', '+92'],
  ['NP', '+977'],
  ['LK', '+94'],
  ['MY', '+60'],
  ['SG', '+65'],
  ['TH', '+66'],
  ['VN', '+84'],
  ['PH', '+63'],
  ['ID', '+62'],
  ['AE', '+971'],
  ['SA', '+966'],
  ['GB', '+44'],
  ['US', '+1'],
];

/** Loopback and private ranges count as Bangladesh so a local or LAN visit sees the normal site. */
export const LOCAL_GEO: [string, string][] = [
  ['127.0.0.0/8', 'BD'],
  ['10.0.0.0/8', 'BD'],
  ['172.16.0.0/12', 'BD'],
  ['192.168.0.0/16', 'BD'],
  ['100.64.0.0/10', 'BD'],
  ['169.254.0.0/16', 'BD'],
  ['::1/128', 'BD'],
  ['fc00::/7', 'BD'],
  ['fe80::/10', 'BD'],
];
