import type { Kysely } from 'kysely';
import type { RegisterSetting } from '../../src/api/schemas/system';
import type { Database } from '../db/database';
import { listCountries, listRegisterFields } from '../repositories/merchants';
import type { MerchantSnapshot } from './config-cache';

/**
 * The registration config: what GET /wps/system/setting/register publishes and, the very
 * same object, what the server validates a registration against.
 */
export async function loadRegisterSetting(db: Kysely<Database>, m: MerchantSnapshot): Promise<RegisterSetting> {
  const [fields, countries] = await Promise.all([listRegisterFields(db, m.code), listCountries(db, m.code)]);
  return {
    captcha: m.profile.register.captcha,
    affiliateCode: m.profile.register.affiliateCode,
    mobileRegistration: m.modules.effective.has('MOBILENUMREG3'),
    fields: Object.fromEntries(
      fields.map((f) => [
        f.field,
        {
          enabled: f.enabled,
          required: f.required,
          acceptedPattern: f.accepted_pattern,
          patternId: f.pattern_id,
          minLength: f.min_length,
          maxLength: f.max_length,
        },
      ]),
    ),
    countries: countries.map((r) => ({ countryCode: r.country_code, countryDialingCode: r.dialing_code })),
  };
}
