import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../clock';
import { defaultMoneySettings, type MoneySettings, OWASP_ARGON2 } from '../config';
import type { Database } from '../db/database';
import { addIpRule, listGeo, listIpRules, removeIpRule, upsertGeo } from '../repositories/ip-tables';
import { findMerchant, listModules, setAllowedCountries, setFlowsEnabled, setMaintenance, setModuleEnabled } from '../repositories/merchants';
import { normalizeCidr } from '../domain/ip';
import { buildModuleTree, type ModuleTree } from '../domain/modules';
import { PasswordHasher } from '../domain/auth/passwords';
import { formatAmount, toMinor, toMinorOrNull } from '../domain/money/amounts';
import type { MoneyDeps } from '../domain/money/context';
import { approveDeposit, listDepositsForOps, rejectDeposit } from '../domain/money/deposits';
import { MoneyError } from '../domain/money/errors';
import { auditLedger } from '../domain/money/ledger';
import { autoReceiveWithdrawals, decideWithdrawal, listWithdrawalsForOps } from '../domain/money/withdrawals';
import { formatSiteTime } from '../domain/time';
import { describePurge, purgeExpired } from '../domain/auth/cleanup';
import { LOTTERY_OPS_HELP, lotteryCommand } from './lottery';
import { DEMO_VENDOR_OPS_HELP, demoVendorCommand } from './demo-vendor';
import { GAMES_OPS_HELP, gamesCommand, GamesOpsError } from './games';
import { AGENTS_OPS_HELP, agentsCommand } from './agents';
import { USER_OPS_HELP, userCommand } from './user';
import { REFERRAL_OPS_HELP, referralCommand } from './referral';
import { POINTS_OPS_HELP, pointsCommand } from './points';
import { CONTENT_OPS_HELP, contentCommand } from './content';
import { type OpsFile, PROMOTIONS_OPS_HELP, promotionsCommand } from './promotions';

/**
 * Operator commands: one parser and one executor shared by the CLI's two transports
 * (direct db access, or the running server's loopback /ops route), so both behave alike.
 */
export interface OpsContext {
  db: Kysely<Database>;
  /** Merchant acted on unless the command says `--merchant <code>`. */
  merchantCode: string;
  /** Drops cached configuration so the change applies at once in this process. */
  invalidate(): void;
  /** Money commands: the time source and settings (default: the system clock and the environment). */
  clock?: Clock;
  moneySettings?: MoneySettings;
}

export interface OpsResult {
  ok: boolean;
  output: string;
  /** Files for the CLI to write where the operator runs it (promotions application --save). */
  files?: OpsFile[];
}

export const OPS_HELP = `Usage: ops <command> [--merchant <code>]

  status                               maintenance, region rules and module summary
  maintenance on [--message "<text>"]  show the maintenance page to every visitor
  maintenance off
  region show                          allowed countries, IP rules, geo table size
  region allow-countries BD,IN         only these countries may visit (geo lookup)
  region allow-countries --clear       every country may visit
  region block <cidr>                  restrict an IP range
  region unblock <cidr>
  region allow <cidr>                  let an IP range bypass every region rule
  region disallow <cidr>
  region geo <cidr> <COUNTRY>          map an IP range to a country (ISO 3166 alpha-2)
  module list                          the module tree with effective flags
  module on|off <MODID>                switch a white-label module
  flows on|off                         the flow visualiser (/flows) for staff accounts in production
  deposit list [--all]                 pending deposits (--all: the latest 50 of any status)
  deposit approve <ref>                the money arrived: credit the member's main wallet
  deposit reject <ref> [reason]        the money did not arrive (nothing is credited)
  withdrawal list [--all]              open withdrawals (pending, paid, partly/not received)
  withdrawal approve <ref>             paid out: the held amount leaves for the payout account
  withdrawal reject <ref> [reason]     not paid: the held amount goes back to the main wallet
  withdrawal refund <ref>              partly/not received: the unpaid part goes back to the main wallet
  withdrawal close <ref>               partly/not received: close the case without a refund
  withdrawal auto-receive              paid withdrawals past their confirmation time count as received
  ledger audit                         re-check the ledger; exit code 1 if anything is wrong
  auth purge                           delete expired captchas, codes, challenges, old counters and sessions (also hourly)
${USER_OPS_HELP}
${GAMES_OPS_HELP}${LOTTERY_OPS_HELP}${DEMO_VENDOR_OPS_HELP}${AGENTS_OPS_HELP}${POINTS_OPS_HELP}${PROMOTIONS_OPS_HELP}${CONTENT_OPS_HELP}${REFERRAL_OPS_HELP}`;

class UsageError extends Error {}

function takeOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function cidrArg(value: string | undefined): string {
  if (!value) throw new UsageError('missing <cidr>');
  const c = normalizeCidr(value);
  if (!c) throw new UsageError(`not an IP address or CIDR range: ${value}`);
  return c;
}

function countryArg(value: string): string {
  const v = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(v)) throw new UsageError(`not a two-letter country code: ${value}`);
  return v;
}

export async function runOps(ctx: OpsContext, argv: readonly string[]): Promise<OpsResult> {
  const args = [...argv];
  try {
    if (args.length === 0 || args.includes('--help') || args.includes('-h') || args[0] === 'help') return { ok: true, output: OPS_HELP };
    const merchantCode = takeOption(args, '--merchant') ?? ctx.merchantCode;
    if (!(await findMerchant(ctx.db, merchantCode))) throw new UsageError(`unknown merchant: ${merchantCode}`);
    const output = await execute(ctx, merchantCode, args);
    return typeof output === 'string' ? { ok: true, output } : output;
  } catch (e) {
    if (e instanceof UsageError) return { ok: false, output: `error: ${e.message}\n\n${OPS_HELP}` };
    // A command understood but refused (unknown reference, wrong state): nothing changed.
    if (e instanceof MoneyError) return { ok: false, output: `error: ${e.message} (${e.code})` };
    throw e;
  }
}

async function execute(ctx: OpsContext, m: string, args: string[]): Promise<string | OpsResult> {
  const [group, sub, ...rest] = args;
  const changed = (text: string) => {
    ctx.invalidate();
    return text;
  };
  if (group === 'user') return userCommand({ db: ctx.db, clock: ctx.clock ?? systemClock }, m, sub, rest);
  if (group === 'promotions') return promotionsCommand(moneyDeps(ctx), m, sub, rest);
  if (group === 'points') {
    const out = await pointsCommand({ db: ctx.db, clock: ctx.clock ?? systemClock }, m, sub, rest);
    if (out === null) throw new UsageError(`unknown command: points ${[sub, ...rest].join(' ')}`);
    return out;
  }
  if (group === 'missions' || group === 'referral') {
    const out = await referralCommand({ db: ctx.db, clock: ctx.clock ?? systemClock }, m, group, sub, rest);
    if (out === null) throw new UsageError(`unknown command: ${group} ${[sub, ...rest].join(' ')}`);
    return out;
  }
  if (group === 'agents') return agentsCommand({ db: ctx.db, clock: ctx.clock ?? systemClock }, m, sub, rest);
  if (group === 'content') return contentCommand({ db: ctx.db, clock: ctx.clock ?? systemClock }, m, sub, rest);
  if (group === 'lottery') return lotteryCommand(ctx.db, m, (ctx.clock ?? systemClock).now(), sub, rest);
  if (group === 'games' && (sub === 'rtp' || sub === 'fixtures')) {
    const out = await demoVendorCommand({ db: ctx.db, clock: ctx.clock ?? systemClock }, m, sub, rest);
    if (out === null) throw new UsageError(`unknown command: games ${[sub, ...rest].join(' ')}`);
    return out;
  }
  if (group === 'games') {
    const out = await gamesCommand(ctx.db, m, sub, rest).catch((e: unknown) => {
      throw e instanceof GamesOpsError ? new UsageError(e.message) : e;
    });
    if (out === null) throw new UsageError(`unknown command: games ${[sub, ...rest].join(' ')}`);
    return sub === 'list' ? out : changed(out);
  }
  switch (`${group} ${sub ?? ''}`.trim()) {
    case 'status':
      return describeStatus(ctx.db, m);
    case 'maintenance on': {
      const message = takeOption(rest, '--message') ?? null;
      await setMaintenance(ctx.db, m, true, message);
      return changed(`maintenance ON for ${m}${message ? ` (message: ${message})` : ''}`);
    }
    case 'maintenance off':
      await setMaintenance(ctx.db, m, false, null);
      return changed(`maintenance OFF for ${m}`);
    case 'region show':
      return describeRegion(ctx.db, m);
    case 'region allow-countries': {
      if (rest[0] === '--clear') {
        await setAllowedCountries(ctx.db, m, []);
        return changed(`every country may visit ${m}`);
      }
      if (!rest[0]) throw new UsageError('give a list like BD,IN or --clear');
      const list = [...new Set(rest.join(',').split(',').filter(Boolean).map(countryArg))];
      await setAllowedCountries(ctx.db, m, list);
      return changed(`only ${list.join(', ')} may visit ${m}`);
    }
    case 'region block':
    case 'region allow': {
      const cidr = cidrArg(rest[0]);
      const kind = sub === 'block' ? 'block' : 'allow';
      const added = await addIpRule(ctx.db, m, cidr, kind);
      return changed(`${kind} ${cidr}: ${added ? 'added' : 'already present'}`);
    }
    case 'region unblock':
    case 'region disallow': {
      const cidr = cidrArg(rest[0]);
      const kind = sub === 'unblock' ? 'block' : 'allow';
      if (!(await removeIpRule(ctx.db, m, cidr, kind))) throw new UsageError(`no ${kind} rule for ${cidr}`);
      return changed(`${kind} ${cidr}: removed`);
    }
    case 'region geo': {
      const cidr = cidrArg(rest[0]);
      if (!rest[1]) throw new UsageError('missing <COUNTRY>');
      const country = countryArg(rest[1]);
      await upsertGeo(ctx.db, cidr, country);
      return changed(`${cidr} → ${country}`);
    }
    case 'module list': {
      const rows = await listModules(ctx.db, m);
      return describeModules(buildModuleTree(rows), new Map(rows.map((r) => [r.mod_id, r.enabled])));
    }
    case 'module on':
    case 'module off': {
      const modId = rest[0];
      if (!modId) throw new UsageError('missing <MODID>');
      if (!(await setModuleEnabled(ctx.db, m, modId, sub === 'on'))) throw new UsageError(`unknown module: ${modId}`);
      const tree = buildModuleTree(await listModules(ctx.db, m));
      const note = sub === 'on' && !tree.effective.has(modId) ? ' (but a parent is off, so it stays unavailable)' : '';
      return changed(`module ${modId} ${sub === 'on' ? 'ON' : 'OFF'}${note}`);
    }
    case 'flows on':
    case 'flows off':
      await setFlowsEnabled(ctx.db, m, sub === 'on');
      return changed(`flow visualiser ${sub === 'on' ? 'ON (staff accounts only)' : 'OFF'} for ${m}`);
    case 'deposit list':
    case 'deposit approve':
    case 'deposit reject':
    case 'withdrawal list':
    case 'withdrawal approve':
    case 'withdrawal reject':
    case 'withdrawal refund':
    case 'withdrawal close':
    case 'withdrawal auto-receive':
      return moneyCommand(moneyDeps(ctx), m, group!, sub!, rest);
    case 'ledger audit':
      return ledgerAudit(ctx.db);
    case 'auth purge':
      return describePurge(await purgeExpired(ctx.db, (ctx.clock ?? systemClock).now()));
    default:
      throw new UsageError(`unknown command: ${args.join(' ')}`);
  }
}

async function describeStatus(db: Kysely<Database>, m: string): Promise<string> {
  const merchant = (await findMerchant(db, m))!;
  const tree = buildModuleTree(await listModules(db, m));
  const off = [...tree.known].filter((id) => !tree.effective.has(id));
  return [
    `merchant: ${m}`,
    `maintenance: ${merchant.maintenance ? `ON${merchant.maintenance_message ? ` (${merchant.maintenance_message})` : ''}` : 'off'}`,
    `flow visualiser: ${merchant.profile.settings.flowsEnabled ? 'ON (staff only)' : 'off'}`,
    await describeRegion(db, m),
    `modules: ${tree.effective.size}/${tree.known.size} effective${off.length ? `; unavailable: ${off.join(', ')}` : ''}`,
  ].join('\n');
}

async function describeRegion(db: Kysely<Database>, m: string): Promise<string> {
  const merchant = (await findMerchant(db, m))!;
  const rules = await listIpRules(db, m);
  const geo = await listGeo(db);
  const of = (kind: string) => rules.filter((r) => r.kind === kind).map((r) => r.cidr);
  return [
    `allowed countries: ${merchant.allowed_countries.length ? merchant.allowed_countries.join(', ') : '(all)'}`,
    `blocked ranges: ${of('block').join(', ') || '(none)'}`,
    `bypass ranges: ${of('allow').join(', ') || '(none)'}`,
    `geo table: ${geo.length} ranges`,
    ...geo.map((g) => `  ${g.cidr} → ${g.country_code}`),
  ].join('\n');
}

function describeModules(tree: ModuleTree, raw: Map<string, boolean>): string {
  const lines: string[] = [];
  const walk = (nodes: ModuleTree['nodes'], depth: number) => {
    for (const n of nodes) {
      const own = raw.get(n.modId) ? 'on' : 'off';
      const shadowed = own === 'on' && n.enabled !== '1' ? '  (unavailable: a parent is off)' : '';
      lines.push(`${'  '.repeat(depth)}${n.modId.padEnd(24 - depth * 2)} ${own}${shadowed}`);
      walk(n.childrenNodes, depth + 1);
    }
  };
  walk(tree.nodes, 0);
  return lines.join('\n');
}

function moneyDeps(ctx: OpsContext): MoneyDeps {
  return {
    db: ctx.db,
    clock: ctx.clock ?? systemClock,
    settings: ctx.moneySettings ?? defaultMoneySettings(process.env),
    // Operator commands verify no passwords; the field is only there to satisfy MoneyDeps.
    hasher: new PasswordHasher(OWASP_ARGON2),
  };
}

function refArg(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new UsageError('missing or malformed <ref>');
  return value;
}

const reasonArg = (rest: string[]) => rest.slice(1).join(' ').trim().slice(0, 255) || null;

async function moneyCommand(d: MoneyDeps, m: string, group: string, sub: string, rest: string[]): Promise<string> {
  const all = rest.includes('--all');
  const when = (t: Date | null) => (t ? formatSiteTime(t) : '-');
  const owner = async (table: 'deposits' | 'withdrawals', ref: string) =>
    (await d.db.selectFrom(table).innerJoin('users', 'users.id', `${table}.user_id`).select('users.username').where(`${table}.reference`, '=', ref).executeTakeFirst())?.username ?? '?';
  if (group === 'deposit') {
    if (sub === 'list') {
      const rows = await listDepositsForOps(d, m, all);
      const head = `${all ? 'latest' : 'pending'} deposits of ${m}: ${rows.length}`;
      return [head, ...rows.map((r) => `  ${r.reference}  ${r.username}  ${r.channel}  ${formatAmount(toMinor(r.amount))}  ${r.status}  ${when(r.created_at)}`)].join('\n');
    }
    const ref = refArg(rest[0]);
    if (sub === 'approve') {
      const dep = await approveDeposit(d, m, ref, 'operator');
      return `deposit ${ref} approved: ${formatAmount(dep.amount)} credited to ${await owner('deposits', ref)} (main wallet)`;
    }
    const dep = await rejectDeposit(d, m, ref, reasonArg(rest));
    return `deposit ${ref} rejected: ${formatAmount(dep.amount)} of ${await owner('deposits', ref)}, nothing credited`;
  }
  if (sub === 'list') {
    const rows = await listWithdrawalsForOps(d, m, all);
    const head = `${all ? 'latest' : 'open'} withdrawals of ${m}: ${rows.length}`;
    return [
      head,
      ...rows.map((r) => {
        const received = toMinorOrNull(r.received_amount);
        const extra = r.status === 'paid' ? `  confirm by ${when(r.confirm_by)}` : received !== null ? `  received ${formatAmount(received)}` : '';
        return `  ${r.reference}  ${r.username}  ${r.provider_name} ${r.account_no_masked}  ${formatAmount(toMinor(r.amount))}  ${r.status}  ${when(r.created_at)}${extra}`;
      }),
    ].join('\n');
  }
  if (sub === 'auto-receive') {
    const n = await autoReceiveWithdrawals(d);
    return `${n} paid withdrawal(s) past their confirmation time marked autoReceived`;
  }
  const ref = refArg(rest[0]);
  const decision = sub as 'approve' | 'reject' | 'refund' | 'close';
  const w = await decideWithdrawal(d, m, ref, decision, decision === 'reject' ? reasonArg(rest) : null);
  const who = await owner('withdrawals', ref);
  switch (decision) {
    case 'approve':
      return `withdrawal ${ref} paid: ${formatAmount(w.amount)} to ${who} (${w.payoutAccount.providerName} ${w.payoutAccount.accountNoMasked}); counts as received at ${w.confirmBy} unless ${who} answers`;
    case 'reject':
      return `withdrawal ${ref} rejected${w.rejectReason ? ` (${w.rejectReason})` : ''}: ${formatAmount(w.amount)} back to ${who}'s main wallet`;
    case 'refund':
      return `withdrawal ${ref} refunded: ${formatAmount(w.refundedAmount ?? 0)} back to ${who}'s main wallet`;
    case 'close':
      return `withdrawal ${ref} closed without a refund`;
  }
}

async function ledgerAudit(db: Kysely<Database>): Promise<OpsResult> {
  const r = await auditLedger(db);
  const lines = [
    `ledger: ${r.accounts} accounts, ${r.transactions} transactions, ${r.postings} postings`,
    r.violations.length ? `violations: ${r.violations.length}` : 'violations: none',
    ...r.violations.map((v) => `  [${v.kind}] ${v.detail}`),
  ];
  return { ok: r.violations.length === 0, output: lines.join('\n') };
}
