import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as accounts from './0002_accounts';
import * as staff from './0003_staff';
import * as money from './0004_money';
import * as games from './0005_games';
import * as demoVendor from './0006_demo_vendor';
import * as lottery from './0007_lottery';
import * as agents from './0008_agents';
import * as contracts from './0009_contracts';
import * as promotions from './0010_promotions';
import * as points from './0011_points';
import * as care from './0012_care';
import * as content from './0013_content';
import * as referral from './0014_referral';
import * as seedMarks from './0015_seed_marks';
import * as promotionVip from './0016_promotion_vip';
import * as wireNonces from './0017_wire_nonces';
import * as operations from './0018_operations';
import * as accountProtection from './0019_account_protection';
import * as passkeys from './0020_passkeys';
import * as sessionRecheck from './0021_session_recheck';
import * as seedNaturalKeys from './0022_seed_natural_keys';
import * as factorSecrets from './0023_factor_secrets';
import * as noticeCopies from './0024_notice_copies';

/**
 * In-code migration list: no directory scanning, so the server runs the same way from
 * tsx, a bundle or a test, and the order is explicit. Append; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_staff': staff,
  '0004_money': money,
  '0005_games': games,
  '0006_demo_vendor': demoVendor,
  '0007_lottery': lottery,
  '0008_agents': agents,
  '0009_contracts': contracts,
  '0010_promotions': promotions,
  '0011_points': points,
  '0012_care': care,
  '0013_content': content,
  '0014_referral': referral,
  '0015_seed_marks': seedMarks,
  '0016_promotion_vip': promotionVip,
  '0017_wire_nonces': wireNonces,
  '0018_operations': operations,
  '0019_account_protection': accountProtection,
  '0020_passkeys': passkeys,
  '0021_session_recheck': sessionRecheck,
  '0022_seed_natural_keys': seedNaturalKeys,
  '0023_factor_secrets': factorSecrets,
  '0024_notice_copies': noticeCopies,
};
