import type { Struct } from 'superstruct';
import type { agentEndpoints } from './agent-endpoints';
import type { engagementEndpoints } from './engagement-endpoints';
import type { gameEndpoints } from './game-endpoints';
import type { moneyEndpoints } from './money-endpoints';
import type * as AccountSchemas from './schemas/account';
import type * as LobbySchemas from './schemas/lobby';
import type * as PasskeySchemas from './schemas/passkeys';
import { Empty } from './schemas/envelope';
import { GameMenus } from './schemas/games';
import { HomeNotices } from './schemas/notice';
import {
  DomainRoute,
  HelpCenter,
  RegisterSetting,
  SystemKey,
  SystemStatus,
  Whitelabel,
} from './schemas/system';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One WPS endpoint: where it lives and the flags of SPEC §7 that both sides enforce.
 * The client reads these to add the token and encrypt; the server's middleware reads
 * the same object to refuse what breaks them. One source of truth for the wire.
 */
export interface Endpoint<Res = unknown> {
  method: HttpMethod;
  path: string;
  /** Requires `Authorization: <token>` of a live session. */
  token: boolean;
  /** Body must be the hybrid-encrypted payload (DESIGN.md "Encrypted payloads"). */
  encrypted: boolean;
  /** White-label module that must be enabled, or null. */
  module: string | null;
  /**
   * A multipart upload of up to `files` files of `fileBytes` each: the server takes a body that
   * large (plus the form around the files) and refuses a larger one while it streams, 413
   * `errorCode`. Absent: a JSON body of at most 64 KiB (server/wire/input.ts). The one place an
   * endpoint's body limit is said.
   */
  upload?: { files: number; fileBytes: number; errorCode: string };
  /** The response schema, or a loader for schemas that only lazily loaded code needs. */
  response: Struct<Res, unknown> | LazyStruct<Res>;
}

/**
 * A response schema fetched with the code that calls the endpoint: the home route must not
 * download the schemas of every endpoint group (its initial JavaScript has a budget).
 */
export interface LazyStruct<T> {
  /** The schema module's source path: the server preloads it with a page whose first reads it checks (server/static/preloads.ts). */
  module: string;
  load: () => Promise<Struct<T, unknown>>;
}

/** The schema of an endpoint's response, loading it if it is lazy. */
export async function responseStruct<T>(ep: Pick<Endpoint<T>, 'response'>): Promise<Struct<T, unknown>> {
  return 'load' in ep.response ? ep.response.load() : ep.response;
}

type Accounts = typeof AccountSchemas;
/** An account-group schema by name, loaded on first use. */
function account<K extends keyof Accounts>(name: K): LazyStruct<Accounts[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/account.ts', load: () => import('./schemas/account').then((m) => m[name] as never) };
}

type Passkeys = typeof PasskeySchemas;
/** A passkey schema by name, loaded on first use. */
export function passkey<K extends keyof Passkeys>(name: K): LazyStruct<Passkeys[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/passkeys.ts', load: () => import('./schemas/passkeys').then((m) => m[name] as never) };
}

type Lobby = typeof LobbySchemas;
/** A lobby schema by name, loaded on first use (the home route's JavaScript has a budget). */
export function lobby<K extends keyof Lobby>(name: K): LazyStruct<Lobby[K] extends Struct<infer T, any> ? T : never> {
  return { module: 'src/api/schemas/lobby.ts', load: () => import('./schemas/lobby').then((m) => m[name] as never) };
}

export function endpoint<Res>(
  method: HttpMethod,
  path: string,
  response: Struct<Res, unknown> | LazyStruct<Res>,
  flags: Partial<Pick<Endpoint, 'token' | 'encrypted' | 'module' | 'upload'>> = {},
): Endpoint<Res> {
  return { method, path, response, token: false, encrypted: false, module: null, ...flags };
}

export const endpoints = {
  systemStatus: endpoint('GET', '/wps/system/status', SystemStatus),
  systemKey: endpoint('GET', '/wps/system/key', SystemKey),
  whitelabel: endpoint('GET', '/wps/system/whitelabel', Whitelabel),
  registerSetting: endpoint('GET', '/wps/system/setting/register', RegisterSetting),
  domainRoute: endpoint('GET', '/wps/system/domainRoute', DomainRoute),
  helpCenter: endpoint('GET', '/wps/system/helpCenter', HelpCenter),
  homeNotices: endpoint('GET', '/wps/announcement/home', HomeNotices),
  gameMenus: endpoint('GET', '/lgw/games/game_menus', GameMenus),
  // The reads a game category page makes first (answered in the page, src/pages/first-reads.ts): defined here, not in the
  // games group, so a view that must ask for them does so at once instead of after a chunk round trip. Their schemas
  // still load lazily, alongside the answer. Issue #5 (lobby performance).
  /** `?gameCategory=` */
  gameVendor: endpoint('GET', '/wps/relay/GCSGAME_gameVendor', lobby('GameVendor')),
  /** `?vassalage=&gameType=&keyword=&page=&size=` */
  gameList: endpoint('GET', '/wps/relay/GCSGAME_gameList', lobby('GameList')),
  /** `?vassalage=` */
  vassGameTypes: endpoint('GET', '/wps/relay/GCSGAME_getVassGameType', lobby('VassGameTypes')),
  /** `?text=…&size=40..400` → image/png (not an envelope; errors still are). Used as an <img src>. */
  systemQr: endpoint('GET', '/wps/system/qr', Empty),

  // Accounts and sessions (issue #3). Request structs live beside the responses in schemas/account.ts.
  login: endpoint('POST', '/wps/session/login', account('LoginResult'), { encrypted: true }),
  loginVerify: endpoint('POST', '/wps/session/login/verify', account('LoginResult'), { encrypted: true }),
  loginChallengeCode: endpoint('POST', '/wps/session/login/verify/code', account('SmsSent')),
  loginFreeplay: endpoint('POST', '/wps/session/login/freeplay', account('LoginResult'), { module: 'FREEPLAY3' }),
  /** A passkey sign-in (issue #19): the challenge for navigator.credentials.get(), username-less. */
  passkeyLoginOptions: endpoint('POST', '/wps/session/login/passkey/options', passkey('PasskeyRequestOptions')),
  /** The signed answer; a passkey is two factors, so no new-address check follows. No secret travels: not encrypted. */
  passkeyLogin: endpoint('POST', '/wps/session/login/passkey', account('LoginResult')),
  logout: endpoint('DELETE', '/wps/session/logout', Empty, { token: true }),
  memberInfo: endpoint('GET', '/wps/member/info', account('MemberInfo'), { token: true }),
  memberIcon: endpoint('GET', '/wps/member/info/icon', account('MemberIcon'), { token: true }),
  captcha: endpoint('GET', '/wps/captcha', account('CaptchaImage')),
  smsRegister: endpoint('POST', '/wps/verification/sms/register', account('SmsSent')),
  smsNoLogin: endpoint('POST', '/wps/verification/sms/noLogin', account('SmsSent')),
  register: endpoint('PUT', '/wps/member/register', account('RegisterResult'), { encrypted: true, module: 'USERNAMEREG3' }),
  registerMobile: endpoint('PUT', '/wps/member/register/mobile', account('RegisterResult'), { encrypted: true, module: 'MOBILENUMREG3' }),
  affiliate: endpoint('GET', '/wps/agent/affiliate', account('AffiliateCheck')),
  changePassword: endpoint('POST', '/wps/member/password', Empty, { token: true, encrypted: true }),
  forgotByEmail: endpoint('POST', '/wps/member/password/email', Empty),
  resetByEmailCode: endpoint('POST', '/wps/member/password/email/reset', Empty, { encrypted: true }),
  resetByPhone: endpoint('POST', '/wps/member/password/verification', account('ResetByPhoneResult'), {
    encrypted: true,
    module: 'CHNGPASSVERIF3',
  }),

  // Staff (issue "Flows"): 403 staff.only for players, agents and trial accounts.
  flowsAccess: endpoint('GET', '/wps/staff/flows', account('FlowsAccess'), { token: true }),
  devOutbox: endpoint('GET', '/dev/outbox', account('Outbox')),
  devCaptcha: endpoint('GET', '/dev/captcha', account('DevCaptchaAnswer')),
} as const satisfies Record<string, Endpoint<any>>;

/**
 * Every endpoint of the wire, by name. Member-only, agent and lobby groups (money, agents, games) live in their own module so
 * the home route does not download their definitions; `endpointByName` fetches them on first use.
 */
export type AllEndpoints = typeof endpoints & typeof moneyEndpoints & typeof gameEndpoints & typeof agentEndpoints & typeof engagementEndpoints;
export type EndpointName = keyof AllEndpoints;
export type ResponseOf<N extends EndpointName> = AllEndpoints[N] extends Endpoint<infer R> ? R : never;

/**
 * The definition of an endpoint: core ones at once, a lazy group's from its chunk. The games
 * group is asked first: the home page's game sections call it, and must not fetch the money
 * group on the way; a member reaching the money screens has the games group already.
 * A lazy response schema starts loading here, so its chunk arrives alongside the answer
 * instead of one round trip after it.
 */
export async function endpointByName<N extends EndpointName>(name: N): Promise<AllEndpoints[N]> {
  if (name in endpoints) return withSchemaLoading(endpoints[name as keyof typeof endpoints] as AllEndpoints[N]);
  for (const group of LAZY_ENDPOINT_GROUPS) {
    const eps = (await group.load()) as Record<string, unknown>;
    if (name in eps) return withSchemaLoading(eps[name] as AllEndpoints[N]);
  }
  throw new Error(`unknown endpoint ${String(name)}`);
}

/**
 * The lazy endpoint groups in the order `endpointByName` asks them, each with its source path:
 * the server preloads the groups a page's first reads pass through (server/static/preloads.ts).
 */
export const LAZY_ENDPOINT_GROUPS = [
  { module: 'src/api/game-endpoints.ts', load: () => import('./game-endpoints').then((m) => m.gameEndpoints) },
  { module: 'src/api/money-endpoints.ts', load: () => import('./money-endpoints').then((m) => m.moneyEndpoints) },
  { module: 'src/api/agent-endpoints.ts', load: () => import('./agent-endpoints').then((m) => m.agentEndpoints) },
  { module: 'src/api/engagement-endpoints.ts', load: () => import('./engagement-endpoints').then((m) => m.engagementEndpoints) },
] as const;

/**
 * The modules a lookup of `name` loads (its group and those asked before it) and its lazy
 * response schema's, by source path: what a page whose first read it is should preload.
 */
export async function endpointModules(name: EndpointName): Promise<string[]> {
  const modules: string[] = [];
  let ep = (endpoints as Record<string, unknown>)[name] as Endpoint<any> | undefined;
  for (const group of LAZY_ENDPOINT_GROUPS) {
    if (ep) break;
    modules.push(group.module);
    ep = ((await group.load()) as Record<string, unknown>)[name] as Endpoint<any> | undefined;
  }
  if (ep && 'load' in ep.response) modules.push(ep.response.module);
  return modules;
}

/** Starts fetching a lazy schema; a failure shows where the caller awaits it (responseStruct). */
function withSchemaLoading<E extends Endpoint<any>>(ep: E): E {
  if ('load' in ep.response) ep.response.load().catch(() => undefined);
  return ep;
}
