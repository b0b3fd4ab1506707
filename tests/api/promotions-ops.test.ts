import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteTime, saveOpsFiles } from '../../server/cli/promotions';
import { formatSiteTime, wireInstant } from '../../server/domain/time';
import { TEST_MERCHANT } from '../../server/testing/test-db';
import { makeMoneyKit, type MoneyKit } from './money-kit';
import { useKit } from './accounts-kit';
import { DAY, JPG, PNG, promoKit } from './promotions-kit';

/** `ops promotions add | edit | application` (docs/engagement.md "Operators"). */
let dir: string;
const { d, k } = useKit(makeMoneyKit);
const p = promoKit(k);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'promo-ops-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXTS = ['--title-en', 'Rainy day bonus', '--title-bn', 'বৃষ্টির দিনের বোনাস', '--summary-en', 'P 20 on rainy days.', '--summary-bn', 'বৃষ্টির দিনে P 20।'];
const promotions = () => k.count('promo_activities' as never);
const listed = async (id: string, m?: Parameters<MoneyKit['get']>[1]) =>
  ((await k.get(m ? '/wps/promotion/mine' : '/wps/promotion/list', m))[1].value.list as any[]).find((x) => x.id === id);
const site = (ms: number) => formatSiteTime(new Date(k.clock.now().getTime() + ms));
/** The wire instant of the `site(ms)` text an operator typed (whole seconds). */
const wire = (ms: number) => wireInstant(new Date(Math.floor((k.clock.now().getTime() + ms) / 1000) * 1000));

describe('ops promotions add', () => {
  it('creates a claim promotion a member can claim at once, with its turnover', async () => {
    const out = await k.ops('promotions', 'add', '--category', 'daily', '--kind', 'claim', '--period', 'daily', ...TEXTS, '--bonus', '2000', '--turnover', '4', '--key', 'rainy');
    expect(out.ok).toBe(true);
    const id = `${TEST_MERCHANT}-promo-rainy`;
    expect(out.output).toContain(`promotion added: ${id}  daily/claim/daily  shown`);
    expect(await listed(id)).toMatchObject({ title: 'বৃষ্টির দিনের বোনাস', summary: 'বৃষ্টির দিনে P 20।', bonusAmount: 2_000, turnoverMultiplier: 4, status: 'claim', minVipLevel: 0 });
    const [, detail] = await k.get(`/wps/promotion/detail?id=${id}`);
    expect(detail.value.content).toBe('<p>বৃষ্টির দিনে P 20।</p>');
    const m = await k.member();
    const [status, body] = await p.claim(m, id);
    expect([status, body.value.bonus.amount, body.value.bonus.turnoverRequired]).toEqual([200, 2_000, 8_000]);
    expect((await k.ops('promotions', 'list')).output).toContain(id);
  });

  it('creates a raffle with its prizes, a VIP award with its level, and a hidden one that starts later', async () => {
    const raffle = await k.ops('promotions', 'add', '--category', 'daily', '--kind', 'raffle', '--period', 'daily', ...TEXTS, '--turnover', '1', '--prize', '500:9', '--prize', '5000:1');
    expect(raffle.ok).toBe(true);
    const raffleId = /promotion added: (\S+)/.exec(raffle.output)![1]!;
    expect(await listed(raffleId)).toMatchObject({ kind: 'raffle', prizes: [500, 5_000], bonusAmount: 0 });

    const vip = await k.ops('promotions', 'add', '--category', 'vip', '--kind', 'award', ...TEXTS, '--turnover', '3', '--min-vip', '3', '--key', 'gold-dinner');
    expect(vip.output).toContain('VIP level 3+');
    const m = await k.member();
    await p.vipLevel(m.id, 2);
    expect(await listed(`${TEST_MERCHANT}-promo-gold-dinner`, m)).toMatchObject({ status: 'closed', belowVipLevel: true, minVipLevel: 3, minVipName: 'গোল্ড' });

    const later = await k.ops('promotions', 'add', '--category', 'limited', '--kind', 'apply', ...TEXTS, '--bonus', '100', '--turnover', '0', '--starts', site(2 * DAY), '--ends', site(9 * DAY), '--key', 'later', '--hidden');
    expect(later.output).toContain('hidden');
    expect(await listed(`${TEST_MERCHANT}-promo-later`)).toBeUndefined();
    expect((await k.ops('promotions', 'on', `${TEST_MERCHANT}-promo-later`)).ok).toBe(true);
    expect(await listed(`${TEST_MERCHANT}-promo-later`)).toMatchObject({ status: 'comingSoon', endsAt: wire(9 * DAY) });
  });

  it('refuses bad arguments with a clear usage error and adds nothing', async () => {
    const before = await promotions();
    const cases: [string[], RegExp][] = [
      [['--category', 'casino', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1'], /--category must be one of newbie, limited/],
      [['--category', 'daily', '--kind', 'gift', ...TEXTS, '--bonus', '1', '--turnover', '1'], /--kind must be one of claim, apply, award, raffle/],
      [['--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1'], /missing --category/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS.slice(0, 2), '--bonus', '1', '--turnover', '1'], /missing --title-bn/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--turnover', '1'], /a claim promotion needs --bonus/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1'], /missing --turnover/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '-5', '--turnover', '1'], /--bonus needs a value|--bonus must be a whole number/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1.5', '--turnover', '1'], /--bonus must be a whole number/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '101'], /--turnover must be a whole number from 0 to 100/],
      [['--category', 'daily', '--kind', 'raffle', ...TEXTS, '--turnover', '1'], /a raffle promotion needs at least one --prize/],
      [['--category', 'daily', '--kind', 'raffle', ...TEXTS, '--turnover', '1', '--prize', '500'], /--prize must be <amount in minor units>:<weight>/],
      [['--category', 'daily', '--kind', 'raffle', ...TEXTS, '--turnover', '1', '--bonus', '5', '--prize', '5:1'], /--bonus is not used by a raffle promotion/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1', '--prize', '5:1'], /--prize is only for raffle promotions/],
      [['--category', 'vip', '--kind', 'award', ...TEXTS, '--turnover', '1'], /a vip promotion needs --min-vip <level> \(one of 1, 2, 3, 4, 5\)/],
      [['--category', 'vip', '--kind', 'award', ...TEXTS, '--turnover', '1', '--min-vip', '9'], /--min-vip must be a VIP level of this merchant/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1', '--starts', '2026-02-30'], /--starts must be a site time/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1', '--starts', '2026-03-02', '--ends', '2026-03-01'], /--ends must be after --starts/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1', '--colour', 'red'], /unknown option --colour/],
      [['--category', 'daily', '--category', 'limited', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1'], /--category given twice/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1', '--key', 'Bad Key'], /--key must be/],
      [['--category', 'daily', '--kind', 'claim', ...TEXTS, '--bonus', '1', '--turnover', '1', '--key', 'rainy'], /promotion bd01-promo-rainy exists/],
      [['--category', 'daily', '--kind', 'claim', '--title-en', ' ', '--title-bn', 'x', '--summary-en', 'x', '--summary-bn', 'x', '--bonus', '1', '--turnover', '1'], /--title-en must have 1 to 100 characters/],
    ];
    for (const [args, message] of cases) {
      const out = await k.ops('promotions', 'add', ...args);
      expect(out.ok, args.join(' ')).toBe(false);
      expect(out.output).toMatch(/^error: /);
      expect(out.output).toMatch(message);
    }
    expect((await k.ops('promotions', 'add', '--kind', 'claim')).output).toContain('usage: promotions add --category');
    expect(await promotions()).toBe(before);
  });

  it('reads site times in GMT+8 and refuses impossible dates', () => {
    expect(parseSiteTime('2026-03-01')?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(parseSiteTime('2026-03-01 18:30')?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(parseSiteTime('2026-03-01T18:30:15')?.toISOString()).toBe('2026-03-01T10:30:15.000Z');
    for (const bad of ['2026-02-30', '2026-03-01 25:00', '1/3/2026', '2026-3-1', '']) expect(parseSiteTime(bad)).toBeNull();
  });
});

describe('ops promotions edit', () => {
  it('changes texts, reward, window and level with the same checks; paid rewards keep theirs', async () => {
    const id = `${TEST_MERCHANT}-promo-rainy`;
    const out = await k.ops('promotions', 'edit', id, '--title-bn', 'বর্ষার বোনাস', '--bonus', '3000', '--ends', site(DAY), '--min-vip', '1');
    expect(out.ok).toBe(true);
    expect(out.output).toContain('VIP level 1+');
    const m = await k.member();
    await p.vipLevel(m.id, 1);
    expect(await listed(id, m)).toMatchObject({ title: 'বর্ষার বোনাস', summary: 'বৃষ্টির দিনে P 20।', bonusAmount: 3_000, endsAt: wire(DAY), minVipLevel: 1 });
    expect((await k.ops('promotions', 'edit', id, '--ends', 'none', '--min-vip', '0')).ok).toBe(true);
    expect(await listed(id)).toMatchObject({ endsAt: null, minVipLevel: 0 });

    const before = await d.db.selectFrom('promo_activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const refusals: [string[], RegExp][] = [
      [[id], /nothing to change/],
      [[], /missing <promotionId>/],
      [[id, '--bonus', '0'], /a claim promotion needs --bonus/],
      [[id, '--kind', 'raffle'], /unknown option --kind/],
      [[id, '--starts', site(2 * DAY), '--ends', site(DAY)], /--ends must be after --starts/],
      [[`${TEST_MERCHANT}-promo-gold-dinner`, '--min-vip', '0'], /a vip promotion needs --min-vip/],
      [['nope', '--bonus', '5'], /promotion\.unknown/],
    ];
    for (const [args, message] of refusals) {
      const r = await k.ops('promotions', 'edit', ...args);
      expect(r.ok, args.join(' ')).toBe(false);
      expect(r.output).toMatch(message);
    }
    expect(await d.db.selectFrom('promo_activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('ops promotions application', () => {
  it('shows the member, comment, status and images; --save hands back the images named png / jpg by their bytes', async () => {
    const promo = await p.promotion({ kind: 'apply', bonus: 10_000 });
    const m = await k.member();
    // Declared names and types lie: the extension comes from the bytes.
    const [status, app] = await p.apply(m, promo, 'Receipt \u001b[31mred\u009b attached', [
      { bytes: PNG, name: 'receipt.jpg', type: 'image/jpeg' },
      { bytes: JPG, name: 'win.png', type: 'image/png' },
    ]);
    expect(status).toBe(200);
    const id = app.value.id as string;

    const shown = await k.ops('promotions', 'application', id);
    expect(shown.ok).toBe(true);
    expect(shown.output).toContain(`application ${id}  applying`);
    expect(shown.output).toContain(`member:    ${m.username} (${m.id})`);
    expect(shown.output).toContain('comment:   "Receipt \\u001b[31mred\\u009b attached"');
    expect(shown.output).not.toMatch(/[\u001b\u009b]/);
    expect(shown.output).toMatch(/images: {4}2\n {2}1\. png {2}16 bytes {2}sha256 [0-9a-f]{64}\n {2}2\. jpg {2}10 bytes/);
    expect(shown.files).toBeUndefined();

    const saved = await k.ops('promotions', 'application', id, '--save', join(dir, 'apps'));
    expect(saved.files!.map((f) => f.path)).toEqual([join(dir, 'apps', `${id}-1.png`), join(dir, 'apps', `${id}-2.jpg`)]);
    const written = saveOpsFiles(saved.files!);
    expect(written.map((f) => readFileSync(f))).toEqual([Buffer.from(PNG), Buffer.from(JPG)]);
    // Relative paths are the CLI's working directory's.
    expect(saveOpsFiles([{ path: 'rel/x.png', base64: Buffer.from(PNG).toString('base64') }], dir)).toEqual([join(dir, 'rel', 'x.png')]);

    await k.ops('promotions', 'reject', id, 'blurry');
    const decided = (await k.ops('promotions', 'application', id)).output;
    expect(decided).toContain(`application ${id}  rejected`);
    expect(decided).toMatch(/decided: {3}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}reason "blurry"/);
  });

  it('an application without images, an unknown one, and bad arguments', async () => {
    const promo = await p.promotion({ kind: 'apply', bonus: 10_000 });
    const m = await k.member();
    const [, app] = await p.apply(m, promo, '');
    const out = await k.ops('promotions', 'application', app.value.id, '--save', dir);
    expect(out.output).toContain('(no images to save)');
    expect(out.files).toEqual([]);
    expect((await k.ops('promotions', 'application', 'nope')).output).toMatch(/promotion\.application\.unknown/);
    expect((await k.ops('promotions', 'application')).output).toMatch(/missing <applicationId>\nusage: promotions application/);
    expect((await k.ops('promotions', 'application', app.value.id, '--save')).output).toMatch(/--save needs a value/);
  });
});
