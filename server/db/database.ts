import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Every table of the reference server, in one place (kysely-org/kysely example style).
 * JSON columns are written as strings (see `json()` in ./json.ts) because node-postgres
 * would otherwise turn JS arrays into Postgres arrays; both drivers read them back parsed.
 */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Text in several interface languages, keyed by lower-case language code (bn, en…). */
export type Localized = Record<string, string>;

export interface MerchantsTable {
  code: string;
  /** Brand, settings, resources… the static part of the permission response (MerchantProfile). */
  profile: Json<MerchantProfile>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance_message: string | null;
  /** Region rule: empty array means every country is allowed. */
  allowed_countries: Json<string[]>;
  updated_at: UpdatedAt;
}

export interface MerchantProfile {
  brand: {
    name: string;
    platform: string;
    lotteryType: string;
    device: string;
    defaultLanguage: string;
    languages: string[];
    chatHeaderColor: string;
    currencySymbol: string;
  };
  settings: { loginedToHomePage: boolean; flowsEnabled: boolean };
  register: { captcha: boolean; affiliateCode: boolean };
  resources: { resourceType: string; url: string; qrText: string | null; labelNameEn: string | null; label: Localized | null }[];
  customerService: { pathList: { type: number; path: string }[] };
  imageCDNs: string[];
  launchGameCDNs: string[];
  analytics: Record<string, string>;
  /** Domains offered by /wps/system/domainRoute; empty means "the host the request came to". */
  domains: string[];
  /** Vendors of the SPORTS category shown as the ESPORTS category instead (SPEC §2). */
  esportsVassalages: string[];
}

export interface ModulesTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface RegisterFieldsTable {
  merchant_code: string;
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CountriesTable {
  merchant_code: string;
  country_code: string;
  dialing_code: string;
  sort: number;
}

export interface GameCategoriesTable {
  merchant_code: string;
  code: string;
  title: Json<Localized>;
  sort: number;
}

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  category_code: string;
  display_name: string;
  is_hot: boolean;
  account_type_id: number;
  game_type: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Stable key so the seed can tell its own rows apart from operator rows. */
  key: string;
  type: string;
  title: Json<Localized>;
  content: Json<Localized>;
  image_url: string | null;
  link_url: string | null;
  active: boolean;
  sort: number;
  published_at: ColumnType<Date, Date | string, Date | string>;
}

export interface HelpCategoriesTable {
  id: Generated<number>;
  merchant_code: string;
  key: string;
  title: Json<Localized>;
  sort: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  category_id: number;
  key: string;
  title: Json<Localized>;
  content: Json<Localized>;
  sort: number;
}

export interface SessionsTable {
  /** Hex SHA-256 of the raw token: a leaked table does not leak usable tokens. */
  token_hash: string;
  user_id: string;
  merchant_code: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'replaced' (a newer login of the same user) or 'logout'. */
  end_reason: string | null;
}

export interface ServerKeysTable {
  key_id: string;
  alg: string;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

export interface IpGeoTable {
  /** Normalised CIDR (see domain/ip.ts). */
  cidr: string;
  country_code: string;
  updated_at: UpdatedAt;
}

export interface IpRulesTable {
  merchant_code: string;
  cidr: string;
  /** 'block' restricts the range; 'allow' bypasses every region rule. */
  kind: 'block' | 'allow';
  created_at: CreatedAt;
}

export interface Database {
  merchants: MerchantsTable;
  modules: ModulesTable;
  register_fields: RegisterFieldsTable;
  countries: CountriesTable;
  game_categories: GameCategoriesTable;
  vendors: VendorsTable;
  notices: NoticesTable;
  help_categories: HelpCategoriesTable;
  help_articles: HelpArticlesTable;
  sessions: SessionsTable;
  server_keys: ServerKeysTable;
  ip_geo: IpGeoTable;
  ip_rules: IpRulesTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type ModuleRow = Selectable<ModulesTable>;
export type NewSession = Insertable<SessionsTable>;
