import type { MerchantSnapshot } from './config-cache';
import type { Ip, PrefixIndex } from './ip';

/** Country code for addresses no range covers (ISO 3166 user-assigned "unknown"). */
export const UNKNOWN_COUNTRY = 'ZZ';

export function countryOf(geo: PrefixIndex<string>, ip: Ip | null): string {
  return geo.lookup(ip) ?? UNKNOWN_COUNTRY;
}

export type SystemStatusCode = 0 | 1 | 2;

export interface Access {
  status: SystemStatusCode;
  maintenance: boolean;
  regionRestriction: boolean;
}

/**
 * System status of SPEC §4: maintenance (1) wins over region restriction (2).
 * Region rules, in order: an allowed range bypasses everything else; a blocked range
 * restricts; otherwise a non-empty allowed-country list restricts every other country
 * (including ZZ, an address we cannot place).
 */
export function evaluateAccess(m: MerchantSnapshot, ip: Ip | null, country: string): Access {
  const regionRestriction = isRegionRestricted(m, ip, country);
  const status: SystemStatusCode = m.maintenance ? 1 : regionRestriction ? 2 : 0;
  return { status, maintenance: m.maintenance, regionRestriction };
}

function isRegionRestricted(m: MerchantSnapshot, ip: Ip | null, country: string): boolean {
  if (m.allowedRanges.lookup(ip)) return false;
  if (m.blockedRanges.lookup(ip)) return true;
  return m.allowedCountries.length > 0 && !m.allowedCountries.includes(country);
}
