import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PromotionCategory, PromotionKind, PromotionPeriod, type RafflePrize } from '../../src/api/schemas/promotions';
import { formatAmount, toMinor } from '../domain/money/amounts';
import type { MoneyDeps } from '../domain/money/context';
import { proofType } from '../domain/money/withdrawals';
import { approveApplication, pendingApplications, rejectApplication } from '../domain/promotions/applications';
import { ended, started } from '../domain/promotions/catalog';
import {
  applicationWithImages,
  awardMember,
  insertPromotion,
  listPromotions,
  memberRewards,
  merchantLevels,
  type PromotionSpec,
  promotionSpec,
  setPromotionEnabled,
  updatePromotion,
} from '../domain/promotions/operator';
import { formatSiteTime } from '../domain/time';

/**
 * Operator commands of promotions (`npm run ops -- promotions …`; docs/engagement.md
 * "Promotions"), run by server/cli/commands.ts on either transport. Refusals are MoneyErrors
 * (runOps prints them with their code; nothing changed).
 */
export const PROMOTIONS_OPS_HELP = `  promotions list                      promotions with their kind, period, window and counts
  promotions on|off <promotionId>      show or hide a promotion
  promotions applications [--all]      open activity applications (--all: the latest 50 of any status)
  promotions approve <applicationId>   approve: the promotion's bonus is paid with its turnover requirement
  promotions reject <applicationId> [reason]   reject (the member may apply again)
  promotions award <promotionId> <username> <amount>   pay a joined member of an award promotion (minor units)
  promotions bonuses <username>        a member's rewards with turnover progress
  promotions add --category <c> --kind <k> --title-en <t> --title-bn <t> --summary-en <s> --summary-bn <s>
      --turnover <×> [--bonus <minor>] [--period once|daily] [--starts <time>] [--ends <time>]
      [--prize <minor>:<weight>]… [--min-vip <level>] [--content-en <html>] [--content-bn <html>] [--key <slug>] [--hidden]
                                       create a promotion (times: site time GMT+8, "yyyy-MM-dd[ HH:mm]")
  promotions edit <promotionId> [--title-en …] [--summary-bn …] [--bonus …] [--turnover …] [--starts …]
      [--ends <time>|none] [--prize …]… [--min-vip <level>] [--content-en …]   change a promotion (the same checks)
  promotions application <applicationId> [--save <dir>]
                                       one application: member, comment, status, images (--save: write them as files)
`;

/** A file an operator command hands back for the CLI to write (`path` as the operator gave it; `base64` its bytes). */
export interface OpsFile {
  path: string;
  base64: string;
}

export interface PromotionsOpsResult {
  ok: boolean;
  output: string;
  files?: OpsFile[];
}

const fail = (output: string): PromotionsOpsResult => ({ ok: false, output: `error: ${output}` });

// ---- promotions add / edit --------------------------------------------------------------------

/** A refusal of an operator's arguments: printed with the command's usage, nothing changed. */
class OpsUsage extends Error {}

const ADD_USAGE =
  'usage: promotions add --category <c> --kind <k> --title-en <t> --title-bn <t> --summary-en <s> --summary-bn <s> --turnover <×> ' +
  '[--bonus <minor>] [--period once|daily] [--starts <time>] [--ends <time>] [--prize <minor>:<weight>]… [--min-vip <level>] ' +
  '[--content-en <html>] [--content-bn <html>] [--key <slug>] [--hidden]';
const EDIT_USAGE =
  'usage: promotions edit <promotionId> [--title-en|--title-bn|--summary-en|--summary-bn|--content-en|--content-bn <text>] ' +
  '[--bonus <minor>] [--turnover <×>] [--starts <time>] [--ends <time>|none] [--prize <minor>:<weight>]… [--min-vip <level>]';
const TEXT_FLAGS = ['--title-en', '--title-bn', '--summary-en', '--summary-bn', '--content-en', '--content-bn'];
const CHANGE_FLAGS = [...TEXT_FLAGS, '--bonus', '--turnover', '--starts', '--ends', '--prize', '--min-vip'];
const ADD_FLAGS = new Set([...CHANGE_FLAGS, '--category', '--kind', '--period', '--key', '--hidden']);
const EDIT_FLAGS = new Set(CHANGE_FLAGS);
const SWITCHES = new Set(['--hidden']);

/** `--name value` pairs (and switches); every option at most once except the repeatable --prize. */
function parseFlags(args: string[], allowed: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!;
    if (!allowed.has(name)) throw new OpsUsage(name.startsWith('--') ? `unknown option ${name}` : `unexpected argument: ${name}`);
    if (out.has(name) && name !== '--prize') throw new OpsUsage(`${name} given twice`);
    if (SWITCHES.has(name)) {
      out.set(name, ['']);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new OpsUsage(`${name} needs a value`);
    out.set(name, [...(out.get(name) ?? []), value]);
    i++;
  }
  return out;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const n = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new OpsUsage(`${name} must be a whole number from ${min} to ${max}: ${text}`);
  return n;
}

const SITE_OFFSET_MS = 8 * 3_600_000;

/** "yyyy-MM-dd", "yyyy-MM-dd HH:mm" or "yyyy-MM-dd HH:mm:ss" in site time (GMT+8, as every screen shows it). */
export function parseSiteTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - SITE_OFFSET_MS);
  // Refuses 2026-02-30 or 25:00 rather than rolling them over.
  return formatSiteTime(at) === `${m[1]}-${m[2]}-${m[3]} ${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}` ? at : null;
}

function timeArg(name: string, text: string): Date {
  const at = parseSiteTime(text);
  if (!at) throw new OpsUsage(`${name} must be a site time (GMT+8) like 2026-03-01 or "2026-03-01 18:00": ${text}`);
  return at;
}

function prizeArg(text: string): RafflePrize {
  const m = /^(\d+):(\d+)$/.exec(text);
  if (!m) throw new OpsUsage(`--prize must be <amount in minor units>:<weight>, e.g. 500:60: ${text}`);
  return { amount: wholeNumber('a prize amount', m[1]!, 1, 100_000_000_000), weight: wholeNumber('a prize weight', m[2]!, 1, 1_000_000) };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LANGS = ['en', 'bn'] as const;

/** The rules every promotion keeps (docs/engagement.md "Operators"); `levels`: the merchant's VIP levels. */
function checkSpec(s: PromotionSpec, levels: number[]): void {
  for (const lang of LANGS) {
    const title = (s.title[lang] ?? '').trim();
    const summary = (s.summary[lang] ?? '').trim();
    if (!title || [...title].length > 100) throw new OpsUsage(`--title-${lang} must have 1 to 100 characters`);
    if (!summary || [...summary].length > 300) throw new OpsUsage(`--summary-${lang} must have 1 to 300 characters`);
    if ((s.content[lang] ?? '').length > 20_000) throw new OpsUsage(`--content-${lang} must have at most 20000 characters`);
  }
  if ((s.kind === 'claim' || s.kind === 'apply') && s.bonus < 1) throw new OpsUsage(`a ${s.kind} promotion needs --bonus (its reward in minor units, at least 1)`);
  if ((s.kind === 'award' || s.kind === 'raffle') && s.bonus !== 0) throw new OpsUsage(`--bonus is not used by a ${s.kind} promotion (${s.kind === 'raffle' ? 'give --prize' : 'the operator names the amount with promotions award'})`);
  if (s.kind === 'raffle' && !s.prizes.length) throw new OpsUsage('a raffle promotion needs at least one --prize <minor>:<weight>');
  if (s.kind !== 'raffle' && s.prizes.length) throw new OpsUsage('--prize is only for raffle promotions');
  if (s.prizes.length > 20) throw new OpsUsage('at most 20 prizes');
  if (s.endsAt && s.endsAt.getTime() <= s.startsAt.getTime()) throw new OpsUsage('--ends must be after --starts');
  if (s.category === 'vip' && s.minVip < 1) throw new OpsUsage(`a vip promotion needs --min-vip <level> (one of ${levels.filter((l) => l > 0).join(', ') || 'none: no VIP levels configured'})`);
  if (s.minVip > 0 && !levels.includes(s.minVip)) throw new OpsUsage(`--min-vip must be a VIP level of this merchant (${levels.join(', ') || 'none configured'}): ${s.minVip}`);
}

/** Applies the change options to a spec (texts per language; --ends none clears the end; --prize replaces the prizes). */
function applyChanges(s: PromotionSpec, f: Map<string, string[]>): PromotionSpec {
  const one = (name: string) => f.get(name)?.[0];
  const next: PromotionSpec = { ...s, title: { ...s.title }, summary: { ...s.summary }, content: { ...s.content } };
  for (const lang of LANGS) {
    const title = one(`--title-${lang}`);
    const summary = one(`--summary-${lang}`);
    const content = one(`--content-${lang}`);
    if (title !== undefined) next.title[lang] = title.trim();
    if (summary !== undefined) next.summary[lang] = summary.trim();
    if (content !== undefined) next.content[lang] = content;
  }
  const bonus = one('--bonus');
  if (bonus !== undefined) next.bonus = wholeNumber('--bonus', bonus, 0, 100_000_000_000);
  const turnover = one('--turnover');
  if (turnover !== undefined) next.turnover = wholeNumber('--turnover', turnover, 0, 100);
  const starts = one('--starts');
  if (starts !== undefined) next.startsAt = timeArg('--starts', starts);
  const ends = one('--ends');
  if (ends !== undefined) next.endsAt = ends === 'none' ? null : timeArg('--ends', ends);
  if (f.has('--prize')) next.prizes = f.get('--prize')!.map(prizeArg);
  const minVip = one('--min-vip');
  if (minVip !== undefined) next.minVip = wholeNumber('--min-vip', minVip, 0, 100);
  return next;
}

function specLine(id: string, s: PromotionSpec, enabled: boolean): string {
  const until = s.endsAt ? formatSiteTime(s.endsAt) : 'no end';
  const reward = s.kind === 'raffle' ? `prizes ${s.prizes.map((x) => `${formatAmount(x.amount)}:${x.weight}`).join(' ')}` : s.kind === 'award' ? 'reward set by award' : `reward ${formatAmount(s.bonus)}`;
  const vip = s.minVip > 0 ? `  VIP level ${s.minVip}+` : '';
  return `${id}  ${s.category}/${s.kind}/${s.period}  ${enabled ? 'shown' : 'hidden'}  from ${formatSiteTime(s.startsAt)} to ${until}  ${reward} ×${s.turnover} turnover${vip}  "${s.title.en ?? ''}"`;
}

async function addPromotion(d: MoneyDeps, m: string, args: string[]): Promise<string | PromotionsOpsResult> {
  try {
    const f = parseFlags(args, ADD_FLAGS);
    const need = (name: string) => {
      const v = f.get(name)?.[0];
      if (v === undefined) throw new OpsUsage(`missing ${name}`);
      return v;
    };
    const enumArg = <T extends string>(name: string, value: string, allowed: readonly T[]): T => {
      if (!(allowed as readonly string[]).includes(value)) throw new OpsUsage(`${name} must be one of ${allowed.join(', ')}: ${value}`);
      return value as T;
    };
    const category = enumArg('--category', need('--category'), Object.keys(PromotionCategory.schema) as PromotionCategory[]);
    const kind = enumArg('--kind', need('--kind'), Object.keys(PromotionKind.schema) as PromotionKind[]);
    const period = enumArg('--period', f.get('--period')?.[0] ?? 'once', Object.keys(PromotionPeriod.schema) as PromotionPeriod[]);
    need('--title-en');
    need('--title-bn');
    need('--summary-en');
    need('--summary-bn');
    need('--turnover');
    const key = f.get('--key')?.[0] ?? randomBytes(4).toString('hex');
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(key)) throw new OpsUsage(`--key must be 1 to 40 of a-z, 0-9 and -: ${key}`);
    const blank: PromotionSpec = { category, kind, period, title: {}, summary: {}, content: {}, bonus: 0, turnover: 0, prizes: [], startsAt: d.clock.now(), endsAt: null, minVip: 0 };
    const spec = applyChanges(blank, f);
    // Without --content-<lang>, the rules page shows the summary.
    for (const lang of LANGS) if (spec.content[lang] === undefined) spec.content[lang] = `<p>${escapeHtml(spec.summary[lang] ?? '')}</p>`;
    checkSpec(spec, await merchantLevels(d.db, m));
    const id = `${m}-promo-${key}`;
    const enabled = !f.has('--hidden');
    const added = await insertPromotion(d.db, m, id, spec, enabled);
    if (!added) return fail(`promotion ${id} exists: choose another --key`);
    return `promotion added: ${specLine(id, spec, enabled)}`;
  } catch (e) {
    if (e instanceof OpsUsage) return fail(`${e.message}\n${ADD_USAGE}`);
    throw e;
  }
}

async function editPromotion(d: MoneyDeps, m: string, args: string[]): Promise<string | PromotionsOpsResult> {
  const [id, ...rest] = args;
  try {
    if (!id || id.startsWith('--')) throw new OpsUsage('missing <promotionId>');
    const f = parseFlags(rest, EDIT_FLAGS);
    if (!f.size) throw new OpsUsage('nothing to change');
    const { spec: before, enabled } = await promotionSpec(d.db, m, id);
    const spec = applyChanges(before, f);
    checkSpec(spec, await merchantLevels(d.db, m));
    await updatePromotion(d.db, m, id, spec);
    // Rewards already paid keep their amount and turnover; the change applies to the next ones.
    return `promotion changed: ${specLine(id, spec, enabled)}`;
  } catch (e) {
    if (e instanceof OpsUsage) return fail(`${e.message}\n${EDIT_USAGE}`);
    throw e;
  }
}

// ---- promotions application <id> [--save <dir>] --------------------------------------------------

/** Member text for an operator's terminal: quoted, with control characters (C0 and C1) escaped. */
const quoted = (s: string) => JSON.stringify(s).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** An image's file extension by its bytes (not by the type stored with it): png, jpg, or null. */
export function imageExtension(bytes: Uint8Array): 'png' | 'jpg' | null {
  const type = proofType(bytes);
  return type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : null;
}

async function showApplication(d: MoneyDeps, m: string, args: string[]): Promise<string | PromotionsOpsResult> {
  const usage = 'usage: promotions application <applicationId> [--save <dir>]';
  const [id, ...rest] = args;
  let dir: string | undefined;
  try {
    if (!id || id.startsWith('--')) throw new OpsUsage('missing <applicationId>');
    dir = parseFlags(rest, new Set(['--save'])).get('--save')?.[0];
  } catch (e) {
    if (e instanceof OpsUsage) return fail(`${e.message}\n${usage}`);
    throw e;
  }
  const { app, images } = await applicationWithImages(d.db, m, id);
  const lines = [
    `application ${app.id}  ${app.status}`,
    `member:    ${app.username} (${app.user_id})`,
    `promotion: ${app.promotion_id} ${quoted(app.title.en ?? '')}  period ${app.period_key}`,
    `sent:      ${formatSiteTime(app.created_at)}`,
    ...(app.decided_at ? [`decided:   ${formatSiteTime(app.decided_at)}${app.reject_reason ? `  reason ${quoted(app.reject_reason)}` : ''}`] : []),
    `comment:   ${quoted(app.comment)}`,
    `images:    ${images.length}`,
    ...images.map((img, i) => `  ${i + 1}. ${imageExtension(img.data) ?? 'unknown type'}  ${img.size} bytes  sha256 ${img.sha256}`),
  ];
  if (dir === undefined) return lines.join('\n');
  // Named by application and position; the extension by the bytes. The CLI writes them (saveOpsFiles).
  const safe = app.id.replace(/[^A-Za-z0-9_-]/g, '_');
  const files: OpsFile[] = [];
  images.forEach((img, i) => {
    const ext = imageExtension(img.data);
    if (!ext) {
      lines.push(`  ${i + 1}. not saved: not a png or jpg by its bytes`);
      return;
    }
    const path = join(dir!, `${safe}-${i + 1}.${ext}`);
    files.push({ path, base64: Buffer.from(img.data).toString('base64') });
    lines.push(`saving ${path}`);
  });
  if (!images.length) lines.push('(no images to save)');
  return { ok: true, output: lines.join('\n'), files };
}

/**
 * Writes the files of an operator command's result (server/cli/ops.ts, on either transport: the
 * command runs where the db is, the files land where the operator runs the CLI). Relative paths
 * are taken from `cwd`; answers the paths written.
 */
export function saveOpsFiles(files: readonly OpsFile[], cwd: string = process.cwd()): string[] {
  return files.map((f) => {
    const target = resolve(cwd, f.path);
    mkdirSync(resolve(target, '..'), { recursive: true });
    writeFileSync(target, Buffer.from(f.base64, 'base64'));
    return target;
  });
}

export async function promotionsCommand(d: MoneyDeps, m: string, sub: string | undefined, rest: string[]): Promise<string | PromotionsOpsResult> {
  const now = d.clock.now();
  switch (sub) {
    case 'list': {
      const rows = await listPromotions(d.db, m);
      if (!rows.length) return '(no promotions)';
      return rows
        .map((r) => {
          const window = !r.enabled ? 'hidden' : !started(r as never, now) ? 'coming soon' : ended(r as never, now) ? 'ended' : 'open';
          const until = r.ends_at ? formatSiteTime(r.ends_at) : 'no end';
          return `${r.id}  ${r.category}/${r.kind}/${r.period}  ${window}  from ${formatSiteTime(r.starts_at)} to ${until}  reward ${formatAmount(toMinor(r.bonus_amount))} ×${r.turnover_multiplier} turnover${r.min_vip_level > 0 ? `  VIP level ${r.min_vip_level}+` : ''}  rewards paid: ${r.rewards ?? 0}  "${r.title.en ?? ''}"`;
        })
        .join('\n');
    }
    case 'on':
    case 'off': {
      const id = rest[0];
      if (!id) return fail('missing <promotionId>');
      await setPromotionEnabled(d.db, m, id, sub === 'on');
      return `promotion ${id} ${sub === 'on' ? 'shown' : 'hidden'}`;
    }
    case 'applications': {
      const rows = await pendingApplications(d, m, rest.includes('--all'));
      if (!rows.length) return '(no applications)';
      return rows
        .map((r) => `${r.id}  ${r.status}  ${formatSiteTime(r.created_at)}  ${r.username}  ${r.promotion_id}  images: ${r.images ?? 0}  ${quoted(r.comment)}`)
        .join('\n');
    }
    case 'approve': {
      if (!rest[0]) return fail('missing <applicationId>');
      const r = await approveApplication(d, m, rest[0]);
      return `application ${rest[0]} approved: ${formatAmount(r.amount)} paid (${r.reference})`;
    }
    case 'reject': {
      if (!rest[0]) return fail('missing <applicationId>');
      await rejectApplication(d, m, rest[0], rest.slice(1).join(' ') || null);
      return `application ${rest[0]} rejected`;
    }
    case 'award': {
      const [promotionId, username, amountText] = rest;
      const amount = Number(amountText);
      if (!promotionId || !username || !Number.isSafeInteger(amount) || amount < 1) return fail('usage: promotions award <promotionId> <username> <amount in minor units>');
      const reference = await awardMember(d, m, promotionId, username, amount, now);
      if (reference === null) return fail(`unknown member: ${username}`);
      return `${username} awarded ${formatAmount(amount)} for ${promotionId} (${reference})`;
    }
    case 'bonuses': {
      const rewards = rest[0] ? await memberRewards(d.db, m, rest[0], now) : null;
      if (!rewards) return fail(`unknown member: ${rest[0] ?? ''}`);
      if (!rewards.length) return '(no rewards)';
      return rewards
        .map(
          ({ row: r, required, done }) =>
            `${r.reference}  ${r.promotion_id}  ${r.source}  ${formatAmount(toMinor(r.amount))}  turnover ${formatAmount(done)} / ${formatAmount(required)}  ${r.status}  ${formatSiteTime(r.granted_at)}`,
        )
        .join('\n');
    }
    case 'add':
      return addPromotion(d, m, rest);
    case 'edit':
      return editPromotion(d, m, rest);
    case 'application':
      return showApplication(d, m, rest);
    default:
      return fail(`unknown command: promotions ${[sub, ...rest].join(' ')}\n\n${PROMOTIONS_OPS_HELP}`);
  }
}
