import {
  array,
  boolean,
  enums,
  type Infer,
  lazy,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type Describe,
} from 'superstruct';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restriction. */
export const SystemStatus = object({
  status: enums([0, 1, 2]),
  ip: string(),
  country: string(),
  /** Optional operator text shown on the maintenance page. */
  maintenanceMessage: optional(nullable(string())),
});
export type SystemStatus = Infer<typeof SystemStatus>;

/** GET /wps/system/key: RSA public key for the hybrid payload encryption. */
export const SystemKey = object({ keyId: string(), alg: enums(['RSA-OAEP-256']), publicKey: string() });
export type SystemKey = Infer<typeof SystemKey>;

export interface ModuleNode {
  modId: string;
  enabled: string;
  childrenNodes: ModuleNode[];
}
export const ModuleNode: Describe<ModuleNode> = object({
  modId: string(),
  enabled: string(),
  childrenNodes: array(lazy(() => ModuleNode)),
});

/** Resource (SPEC §3): social links, app downloads, partner logos… */
export const Resource = object({
  resourceType: string(),
  url: string(),
  qrCodeUrl: optional(nullable(string())),
  labelNameEn: optional(nullable(string())),
  label: optional(nullable(string())),
});
export type Resource = Infer<typeof Resource>;

export const CustomerServicePath = object({ type: number(), path: string() });
export const CustomerService = object({
  version: object({ pathList: array(CustomerServicePath) }),
});
export type CustomerService = Infer<typeof CustomerService>;

export const Brand = object({
  merchantCode: string(),
  name: string(),
  platform: string(),
  lotteryType: string(),
  device: string(),
  defaultLanguage: string(),
  /** Language codes offered in the picker, lower case (bn, en, zh, ja, th, vi, pt). */
  languages: array(string()),
  chatHeaderColor: string(),
  currencySymbol: string(),
});
export type Brand = Infer<typeof Brand>;

export const SiteSettings = object({
  /** Guard of SPEC §2: visitors without a token only reach /login, /register… */
  loginedToHomePage: boolean(),
  /** Whether the flow visualiser may be opened in production (staff only). */
  flowsEnabled: boolean(),
});
export type SiteSettings = Infer<typeof SiteSettings>;

/** GET /wps/system/whitelabel: the permission response of SPEC §3. */
export const Whitelabel = object({
  info: object({
    whitelabel: array(ModuleNode),
    register: object({ captcha: boolean(), affiliateCode: boolean() }),
    resources: array(Resource),
    customerService: CustomerService,
    imageCDNs: array(string()),
    launchGameCDNs: array(string()),
    analytics: record(string(), string()),
    brand: Brand,
    settings: SiteSettings,
  }),
  location: object({ ip: string(), country: string() }),
  maintenance: boolean(),
  regionRestriction: boolean(),
});
export type Whitelabel = Infer<typeof Whitelabel>;

/** Per-field validation config (SPEC §3): pattern '*' means '.*'. */
export const FieldRule = object({
  enabled: boolean(),
  required: boolean(),
  acceptedPattern: string(),
  patternId: string(),
  minLength: number(),
  maxLength: number(),
});
export type FieldRule = Infer<typeof FieldRule>;

/** GET /wps/system/setting/register */
export const RegisterSetting = object({
  captcha: boolean(),
  affiliateCode: boolean(),
  mobileRegistration: boolean(),
  fields: record(string(), FieldRule),
  countries: array(object({ countryCode: string(), countryDialingCode: string() })),
});
export type RegisterSetting = Infer<typeof RegisterSetting>;

/** /wps/system/domainRoute: "Router result: domainList with speed" plus resources. */
export const DomainRoute = object({
  domainList: array(object({ domain: string(), speed: number() })),
  resources: array(Resource),
});
export type DomainRoute = Infer<typeof DomainRoute>;

/** GET /wps/system/helpCenter: categories of articles with sanitised-on-render HTML. */
export const HelpArticle = object({ id: number(), title: string(), content: string() });
export const HelpCenter = object({
  categories: array(object({ id: number(), title: string(), articles: array(HelpArticle) })),
});
export type HelpCenter = Infer<typeof HelpCenter>;
