import { AUTH } from '../../../src/config/constants';

/** Demo accounts (README "Accounts"); the seed adds any that are missing, never changes them. */
export interface AccountSeed {
  key: string;
  username: string;
  password: string;
  type: number;
  mobile: [string, string];
  email: string;
  payeeName: string;
  totpSecret?: string;
  affiliateCode?: string;
  upline?: string;
  /** Password age at seed time, in days (expired01 is past the default 90-day expiry). */
  passwordAgeDays?: number;
  /** An operator staff account (may open /flows in production when the flag is on). */
  staff?: boolean;
}

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const ACCOUNTS: AccountSeed[] = [
  { key: 'agent01', username: 'agent01', password: 'Agent@2026', type: 1, mobile: ['+880', '1711000004'], email: 'agent01@example.com', payeeName: 'Agent One', affiliateCode: 'AGENT01' },
  { key: 'player01', username: 'player01', password: 'Player@2026', type: 0, mobile: ['+880', '1711000001'], email: 'player01@example.com', payeeName: 'Rahim Uddin', totpSecret: DEMO_TOTP_SECRET, upline: 'agent01' },
  { key: 'player02', username: 'player02', password: AUTH.flaggedPassword, type: 0, mobile: ['+880', '1711000002'], email: 'player02@example.com', payeeName: 'Karim Ahmed' },
  { key: 'expired01', username: 'expired01', password: 'Expired@2026', type: 0, mobile: ['+880', '1711000003'], email: 'expired01@example.com', payeeName: 'Salma Begum', passwordAgeDays: 400 },
  { key: 'staff01', username: 'staff01', password: 'Staff@2026', type: 0, mobile: ['+880', '1711000005'], email: 'staff01@example.com', payeeName: 'Staff One', staff: true },
];
