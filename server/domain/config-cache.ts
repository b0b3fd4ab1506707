import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, MerchantProfile } from '../db/database';
import { listGeo, listIpRules } from '../repositories/ip-tables';
import { findMerchant, listModules } from '../repositories/merchants';
import { PrefixIndex } from './ip';
import { buildModuleTree, type ModuleTree } from './modules';

/** Everything the per-request checks need about a merchant, read in one go. */
export interface MerchantSnapshot {
  code: string;
  profile: MerchantProfile;
  maintenance: boolean;
  maintenanceMessage: string | null;
  allowedCountries: string[];
  modules: ModuleTree;
  blockedRanges: PrefixIndex<true>;
  allowedRanges: PrefixIndex<true>;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/**
 * In-process cache of merchant configuration and the geo table with a short TTL (default
 * 1 s): the hot status endpoint never touches the db, and an operator change made through
 * another process (CLI going direct, a second instance) shows within the TTL. The process
 * that executes a change calls invalidate() so it applies at once there.
 */
export class ConfigCache {
  private merchants = new Map<string, Entry<MerchantSnapshot | null>>();
  private geoEntry: Entry<PrefixIndex<string>> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly ttlMs = 1000,
  ) {}

  merchant(code: string): Promise<MerchantSnapshot | null> {
    const now = this.clock.now().getTime();
    const hit = this.merchants.get(code);
    if (hit && hit.expires > now) return hit.value;
    const value = loadMerchant(this.db, code);
    const entry = { expires: now + this.ttlMs, value };
    this.merchants.set(code, entry);
    // A failed load must not be served for a whole TTL.
    value.catch(() => this.merchants.get(code) === entry && this.merchants.delete(code));
    return value;
  }

  geo(): Promise<PrefixIndex<string>> {
    const now = this.clock.now().getTime();
    if (this.geoEntry && this.geoEntry.expires > now) return this.geoEntry.value;
    const value = listGeo(this.db).then((rows) => new PrefixIndex(rows.map((r) => [r.cidr, r.country_code] as [string, string])));
    const entry = { expires: now + this.ttlMs, value };
    this.geoEntry = entry;
    value.catch(() => this.geoEntry === entry && (this.geoEntry = null));
    return value;
  }

  invalidate(): void {
    this.merchants.clear();
    this.geoEntry = null;
  }
}

async function loadMerchant(db: Kysely<Database>, code: string): Promise<MerchantSnapshot | null> {
  const row = await findMerchant(db, code);
  if (!row) return null;
  const [modules, rules] = await Promise.all([listModules(db, code), listIpRules(db, code)]);
  const ranges = (kind: 'block' | 'allow') =>
    new PrefixIndex<true>(rules.filter((r) => r.kind === kind).map((r) => [r.cidr, true] as [string, true]));
  return {
    code: row.code,
    profile: row.profile,
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenance_message,
    allowedCountries: row.allowed_countries,
    modules: buildModuleTree(modules),
    blockedRanges: ranges('block'),
    allowedRanges: ranges('allow'),
  };
}
